import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useRouteError } from 'react-router-dom';

/**
 * Shown inside the layout when a page throws or its code chunk fails to load
 * (typically after a new deploy replaced the chunk names): reloading fetches the new build.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography variant="h3" component="h1" gutterBottom>
        Something went wrong
      </Typography>
      <Typography variant="body1" color="text.secondary" sx={{ mb: 4 }}>
        This page could not be displayed. Please reload and try again.
      </Typography>
      <Button variant="contained" color="secondary" onClick={() => window.location.reload()}>
        Reload page
      </Button>
    </Container>
  );
}
