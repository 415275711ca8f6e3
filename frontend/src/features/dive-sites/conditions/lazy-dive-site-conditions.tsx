import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { useIsClient } from '@/lib/use-is-client';

const DiveSiteConditions = lazy(() => import('./dive-site-conditions'));

/**
 * Room for the three-day view, the same in the server's HTML and after hydration: the view itself (its
 * code and its data) loads only once the page is interactive, so it costs the first paint nothing and
 * moves nothing when it arrives. The heights fit the loaded view (checked by the phone browser test).
 */
export const CONDITIONS_HEIGHT = { xs: 820, lg: 400 } as const;

export function LazyDiveSiteConditions({ siteId, typicalWaterTemp }: { siteId: number; typicalWaterTemp: string }) {
  const hydrated = useIsClient();
  const placeholder = <Skeleton variant="rectangular" height={320} sx={{ borderRadius: 1 }} />;
  return (
    <Box sx={{ minHeight: CONDITIONS_HEIGHT }} data-testid="conditions-box">
      {hydrated ? (
        <Suspense fallback={placeholder}>
          <DiveSiteConditions siteId={siteId} typicalWaterTemp={typicalWaterTemp} />
        </Suspense>
      ) : (
        placeholder
      )}
    </Box>
  );
}
