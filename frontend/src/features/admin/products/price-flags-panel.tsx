import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useGetPriceChecks } from '@/api/generated/endpoints/admin/admin';
import { checkedAgo } from '@/components/offers/checked-ago';
import { formatPrice } from '@/components/product/price';

/**
 * Prices the daily check did not use, next to the link checks: each with the reason in a sentence
 * and the price still shown (and its age). Nothing here is shown to visitors.
 */
export function PriceFlagsPanel() {
  const report = useGetPriceChecks();
  if (!report.data) return null;
  const { flags, checkable } = report.data;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-label="Prices to check">
      <Typography variant="h6" component="h2" gutterBottom>
        Prices to check ({flags.length})
      </Typography>
      {flags.length === 0 ? (
        <Typography color="text.secondary">
          {checkable === 0
            ? 'No seller has a page to read prices from yet.'
            : `The latest prices of all ${checkable} sellers were read and used.`}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2, display: 'grid', gap: 1 }}>
          {flags.map((flag) => (
            <li key={flag.offerId}>
              <Typography sx={{ fontWeight: 600 }}>
                {flag.productName} at {flag.sellerName}
              </Typography>
              <Alert severity="warning" sx={{ py: 0 }}>
                {flag.detail} Still shown: {flag.lastPrice ? formatPrice(flag.lastPrice) : 'no price'} ({checkedAgo(flag.lastCheckedAt)}).
              </Alert>
            </li>
          ))}
        </Box>
      )}
    </Paper>
  );
}
