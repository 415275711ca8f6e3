import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageHero } from '@/components/page-hero/page-hero';
import { PageSeo } from '@/components/seo/page-seo';

interface LegalPageLayoutProps {
  title: string;
  description: string;
  /** e.g. "Last updated: 7 June 2025". */
  dateLine: string;
  children: ReactNode;
}

/** Shared frame of the affiliate disclosure, privacy policy and terms pages. */
export function LegalPageLayout({ title, description, dateLine, children }: LegalPageLayoutProps) {
  return (
    <>
      <PageSeo title={title} description={description} />
      <PageHero title={title} eyebrow="Legal">
        {dateLine}
      </PageHero>
      <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
        <Box
          sx={{
            color: 'text.primary',
            lineHeight: 1.75,
            // Each heading opens its own section, so the gap goes between sections (an
            // h2:first-of-type rule would match every heading and squash them all).
            '& h2': { typography: 'h5', mt: 0, mb: 1.5, color: 'primary.main' },
            '& section + section': { mt: 5 },
            '& p': { my: 1.5 },
            '& ul': { pl: 3, my: 1.5 },
            '& li': { mb: 0.75 },
            '& a': { color: 'secondary.dark', fontWeight: 600 },
          }}
        >
          {children}
        </Box>
      </Container>
    </>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography variant="h5" component="h2">
        {title}
      </Typography>
      {children}
    </Box>
  );
}
