import HomeIcon from '@mui/icons-material/Home';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageSeo } from '@/components/seo/page-seo';
import { paths } from '@/config/paths';

export function NotFoundPage() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <PageSeo title="Page Not Found" noIndex />
      <Typography variant="h3" component="h1" gutterBottom>
        404 Page Not Found
      </Typography>
      <Typography variant="body1" color="text.secondary" sx={{ mb: 4 }}>
        Looks like this page has drifted off with the current. Let's get you back to calmer waters.
      </Typography>
      <Button variant="contained" color="secondary" size="large" startIcon={<HomeIcon />} component={RouterLink} to={paths.home.build()}>
        Back to Home
      </Button>
    </Container>
  );
}
