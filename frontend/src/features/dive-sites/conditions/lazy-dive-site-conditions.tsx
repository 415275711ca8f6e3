import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, useRef } from 'react';
import { getGetDiveSiteConditionsQueryOptions } from '@/api/generated/endpoints/dive-site-conditions/dive-site-conditions';
import { siteForecastNotice } from '@/components/forecast/forecast-notice';
import { ForecastNoticeLine } from '@/components/forecast/forecast-notice-line';
import { useNearViewport } from '@/lib/use-near-viewport';
import { useQueryInTransition } from '@/lib/use-query-in-transition';
import { AlertFormRoom } from '../alerts/alert-form-room';
import type { WindowAlertFormProps } from '../alerts/window-alert-form';

const loadView = () => import('./dive-site-conditions');
const DiveSiteConditions = lazy(loadView);

const AlertForm = lazy(() => loadView().then((view) => ({ default: view.WindowAlertForm })));

/** The dive-window alert form, brought by the conditions view's chunk (one chunk, not two) once its room comes near the screen. */
export function SiteWindowAlertForm(props: WindowAlertFormProps) {
  return (
    <AlertFormRoom>
      <AlertForm {...props} />
    </AlertFormRoom>
  );
}

/**
 * Room for the three-day view, the same in the server's HTML and after hydration. The view itself (its
 * code, and the drawing of three days of cards and tide curves) comes only once the room is near the
 * screen: on a phone and a desktop alike it sits below the first screen, and drawn at load it was one of
 * the page's long tasks. Its data is asked for at once (the verdict line above the guide shows it), so
 * the view draws as soon as its code is there. The heights fit the loaded view (checked by the phone
 * browser test). When there are no days to show (the forecast is unavailable, or the place has no sea)
 * the room shrinks to the one line that says so, rather than leaving an empty gap in the page.
 */
export const CONDITIONS_HEIGHT = { xs: 1520, lg: 880 } as const;

/** How close to the screen the room must come before the view is drawn. */
const NEAR_MARGIN = '200px';

export function LazyDiveSiteConditions({ siteId, typicalWaterTemp }: { siteId: number; typicalWaterTemp: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, NEAR_MARGIN);
  // The same query as the view's and the verdict line's (one request).
  const { data, isError, dataUpdatedAt, errorUpdatedAt } = useQueryInTransition(getGetDiveSiteConditionsQueryOptions(siteId));
  const notice = siteForecastNotice(data, isError, Math.max(dataUpdatedAt, errorUpdatedAt));
  const noDays = isError || (data !== undefined && data.status !== 'ok');
  const placeholder = <Skeleton variant="rectangular" height={320} sx={{ borderRadius: 1 }} />;
  let content;
  // No forecast: the one line that says so needs none of the view's code.
  if (notice?.kind === 'unavailable') content = <ForecastNoticeLine notice={notice} />;
  else if (near)
    content = (
      <Suspense fallback={placeholder}>
        <DiveSiteConditions siteId={siteId} typicalWaterTemp={typicalWaterTemp} />
      </Suspense>
    );
  // A place with no sea: nothing to wait for while the room is far (its note comes with the view).
  else if (noDays) content = null;
  else content = placeholder;
  return (
    <Box ref={ref} sx={{ minHeight: noDays ? 0 : CONDITIONS_HEIGHT }} data-testid="conditions-box">
      {content}
    </Box>
  );
}
