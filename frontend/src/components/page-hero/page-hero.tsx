import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface PageHeroProps {
  title: string;
  /** Small label above the title, e.g. "Legal". */
  eyebrow?: string;
  /** An icon before the eyebrow (decorative). */
  eyebrowIcon?: ReactNode;
  /** Above the title: a link back to the list the page belongs to. */
  back?: ReactNode;
  /** One item's page (a dive site, a region) has a smaller title than a section's page. */
  titleVariant?: 'h2' | 'h3';
  /** A shorter banner on phones, where the page's own content (a map, a list) should show at once. */
  dense?: boolean;
  children?: ReactNode;
}

/** The ocean-gradient banner at the top of content pages, holding the page's only h1. */
export function PageHero({ title, eyebrow, eyebrowIcon, back, titleVariant = 'h2', dense = false, children }: PageHeroProps) {
  return (
    <Box
      component="section"
      aria-labelledby="page-hero-title"
      sx={{
        color: 'common.white',
        py: dense ? { xs: 3, md: 6 } : { xs: 6, md: 9 },
        background: 'linear-gradient(135deg, #061a33 0%, #13315c 60%, #0e9aa7 100%)',
      }}
    >
      <Container maxWidth="lg">
        {back}
        {eyebrow && (
          <Typography
            variant="overline"
            sx={{
              color: '#3cc8c8',
              fontWeight: 700,
              letterSpacing: '0.12em',
              ...(eyebrowIcon ? { display: 'flex', alignItems: 'center', gap: 1 } : {}),
            }}
          >
            {eyebrowIcon}
            {eyebrow}
          </Typography>
        )}
        <Typography
          id="page-hero-title"
          variant={titleVariant}
          component="h1"
          gutterBottom
          sx={titleVariant === 'h2' && dense ? { fontSize: { xs: '2rem', md: undefined } } : undefined}
        >
          {title}
        </Typography>
        {children && (
          // The text a touch softer than the title by its colour, not by opacity: opacity would fade the
          // badges inside too (a skill badge's white on coral fell below 4.5:1).
          <Typography component="div" sx={{ maxWidth: 700, color: 'rgba(255, 255, 255, 0.92)', fontSize: { md: '1.125rem' } }}>
            {children}
          </Typography>
        )}
      </Container>
    </Box>
  );
}
