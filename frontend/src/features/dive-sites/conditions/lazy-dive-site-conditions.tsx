import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { getGetDiveSiteConditionsQueryOptions } from '@/api/generated/endpoints/dive-site-conditions/dive-site-conditions';
import { useIsClient } from '@/lib/use-is-client';
import { useQueryInTransition } from '@/lib/use-query-in-transition';
import { ALERT_FORM_HEIGHT } from '../alerts/alert-form-height';
import type { WindowAlertFormProps } from '../alerts/window-alert-form';

const loadView = () => import('./dive-site-conditions');
const DiveSiteConditions = lazy(loadView);

const AlertForm = lazy(() => loadView().then((view) => ({ default: view.WindowAlertForm })));

/**
 * The dive-window alert form, brought by the conditions view's chunk once the page is interactive (one
 * chunk after hydration, not two); before it, a placeholder of its size, so it moves nothing.
 */
export function SiteWindowAlertForm(props: WindowAlertFormProps) {
  const placeholder = <Skeleton variant="rectangular" sx={{ height: ALERT_FORM_HEIGHT, borderRadius: 1 }} />;
  return <Suspense fallback={placeholder}>{useIsClient() ? <AlertForm {...props} /> : placeholder}</Suspense>;
}

/**
 * Room for the three-day view, the same in the server's HTML and after hydration: the view itself (its
 * code and its data) loads only once the page is interactive, so it costs the first paint nothing and
 * moves nothing when it arrives. The heights fit the loaded view (checked by the phone browser test).
 * When there are no days to show (the forecast is unavailable, or the place has no sea) the room shrinks
 * to the one line that says so, rather than leaving an empty gap in the page.
 */
export const CONDITIONS_HEIGHT = { xs: 1520, lg: 880 } as const;

export function LazyDiveSiteConditions({ siteId, typicalWaterTemp }: { siteId: number; typicalWaterTemp: string }) {
  const hydrated = useIsClient();
  // The same query as the view's and the verdict line's (one request): asked for here so the answer can
  // come while the view's code loads.
  const { data, isError } = useQueryInTransition(getGetDiveSiteConditionsQueryOptions(siteId));
  const noDays = isError || (data !== undefined && data.status !== 'ok');
  const placeholder = <Skeleton variant="rectangular" height={320} sx={{ borderRadius: 1 }} />;
  return (
    <Box sx={{ minHeight: noDays ? 0 : CONDITIONS_HEIGHT }} data-testid="conditions-box">
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
