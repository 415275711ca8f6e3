import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { PageSeo } from '@/components/seo/page-seo';
import { trackNotFound } from '@/lib/analytics';

export interface NotFoundScreenProps {
  /** Heading and page title, e.g. "Review Not Found". */
  title: string;
  message: string;
  backTo: string;
  backLabel: string;
}

/** The "X Not Found" screen of a detail page: heading, a short explanation and the way back to its list; kept out of search engines. */
export function NotFoundScreen({ title, message, backTo, backLabel }: NotFoundScreenProps) {
  const { pathname } = useLocation();
  useEffect(() => trackNotFound(pathname), [pathname]);
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <PageSeo title={title} noIndex />
      <Typography variant="h3" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {message}
      </Typography>
      <Button component={RouterLink} to={backTo} variant="contained" startIcon={<ArrowBackIcon aria-hidden />}>
        {backLabel}
      </Button>
    </Container>
  );
}
