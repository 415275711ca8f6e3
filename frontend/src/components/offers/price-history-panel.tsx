import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useIsClient } from '@/lib/use-is-client';
import { useGetPriceHistory } from '@/api/generated/endpoints/offers/offers';
import type { PriceHistoryDto } from '@/api/generated/models';
import { formatPrice } from '@/components/product/price';

const PriceChart = lazy(() => import('./price-chart'));

const CHART_HEIGHT = 180;

/** "Lowest price in 90 days" with an icon and words (never colour alone); only when the API says so. */
export function LowestPriceBadge({ history }: { history: Pick<PriceHistoryDto, 'isLowestIn90Days'> }) {
  if (!history.isLowestIn90Days) return null;
  return (
    <Chip
      icon={<TrendingDownIcon aria-hidden />}
      label="Lowest price in 90 days"
      color="success"
      variant="outlined"
      sx={{ fontWeight: 700 }}
    />
  );
}

/**
 * The product's price over 90 days: the typical price (the median), the badge when today's best is
 * below both it and every earlier day, and a small chart once there are two days to draw.
 */
export function PriceHistoryPanel({ productId }: { productId: number }) {
  const query = useGetPriceHistory(productId);
  // The chart only after hydration: server and browser then render the same first HTML.
  const mounted = useIsClient();
  const history = query.data;
  if (!history) return null;
  const chartable = history.days.length >= 2;
  return (
    <Box component="section" aria-labelledby="price-history-heading" sx={{ mt: 4 }}>
      <Typography id="price-history-heading" variant="h6" component="h2" gutterBottom>
        Price over 90 days
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <LowestPriceBadge history={history} />
        {history.typicalPrice !== null && (
          <Typography variant="body2" data-testid="typical-price">
            Typical price: <strong>{formatPrice(history.typicalPrice)}</strong> (the middle of the last 90 days)
          </Typography>
        )}
      </Box>
      {chartable ? (
        <Box data-testid="price-chart" sx={{ height: CHART_HEIGHT }} role="img" aria-label={chartLabel(history)}>
          {mounted ? (
            <Suspense fallback={<Skeleton variant="rectangular" height={CHART_HEIGHT} />}>
              <PriceChart days={history.days} typicalPrice={history.typicalPrice} />
            </Suspense>
          ) : (
            <Skeleton variant="rectangular" height={CHART_HEIGHT} />
          )}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          We have started keeping this product's price: the chart fills in as the sellers' prices are checked each day.
        </Typography>
      )}
    </Box>
  );
}

function chartLabel(history: PriceHistoryDto): string {
  const prices = history.days.map((d) => Number(d.price));
  return `Best price each day over ${history.days.length} days: from ${formatPrice(Math.min(...prices))} to ${formatPrice(Math.max(...prices))}, today ${formatPrice(history.todaysPrice)}.`;
}
