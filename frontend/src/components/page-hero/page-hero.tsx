import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface PageHeroProps {
  title: string;
  /** Small label above the title, e.g. "Legal". */
  eyebrow?: string;
  children?: ReactNode;
}

/** The ocean-gradient banner at the top of content pages, holding the page's only h1. */
export function PageHero({ title, eyebrow, children }: PageHeroProps) {
  return (
    <Box
      component="section"
      aria-labelledby="page-hero-title"
      sx={{
        color: 'common.white',
        py: { xs: 6, md: 9 },
        background: 'linear-gradient(135deg, #061a33 0%, #13315c 60%, #0e9aa7 100%)',
      }}
    >
      <Container maxWidth="lg">
        {eyebrow && (
          <Typography variant="overline" sx={{ color: '#3cc8c8', fontWeight: 700, letterSpacing: '0.12em' }}>
            {eyebrow}
          </Typography>
        )}
        <Typography id="page-hero-title" variant="h2" component="h1" gutterBottom>
          {title}
        </Typography>
        {children && (
          <Typography component="div" sx={{ maxWidth: 700, opacity: 0.92, fontSize: { md: '1.125rem' } }}>
            {children}
          </Typography>
        )}
      </Container>
    </Box>
  );
}
