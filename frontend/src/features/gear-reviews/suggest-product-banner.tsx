import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { trackEvent } from '@/lib/analytics';

export function SuggestProductBanner() {
  return (
    <Box
      component="section"
      aria-labelledby="suggest-product-title"
      sx={{
        mt: 8,
        p: { xs: 4, md: 6 },
        borderRadius: 1,
        color: 'common.white',
        textAlign: 'center',
        background: 'linear-gradient(135deg, #0b2545 0%, #0e9aa7 100%)',
      }}
    >
      <Typography id="suggest-product-title" variant="h4" component="h2" gutterBottom>
        Can't find the gear you're after?
      </Typography>
      <Typography sx={{ mb: 3, opacity: 0.92, maxWidth: 640, mx: 'auto' }}>
        Tell us which mask, computer, wetsuit or camera you'd like us to test next. We read every suggestion.
      </Typography>
      <Button
        component={RouterLink}
        to={paths.contact.build()}
        variant="contained"
        color="warning"
        size="large"
        onClick={() => trackEvent('suggest_product_click', { category: 'engagement', label: 'gear_reviews' })}
      >
        Suggest a Product
      </Button>
    </Box>
  );
}
