import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { getGetDiveSiteConditionsQueryOptions } from '@/api/generated/endpoints/dive-site-conditions/dive-site-conditions';
import type { DayConditionsDto } from '@/api/generated/models';
import { useQueryInTransition } from '@/lib/use-query-in-transition';
import { siteForecastNotice } from '@/components/forecast/forecast-notice';
import { ForecastNoticeLine } from '@/components/forecast/forecast-notice-line';
import { OUTLOOK_SHORT } from './outlook-days';

/** The id of the three-day view's section, the verdict's link target. */
export const THREE_DAYS_ANCHOR = 'three-days';

const DOT = { calm: 'success.main', 'some-swell': 'warning.main', rough: 'error.main', unknown: 'text.disabled' } as const;

/** The room the line keeps in the server's HTML, so nothing moves when the forecast comes. */
const LINE_HEIGHT = { xs: 44, sm: 24 } as const;

function DayVerdict({ word, day }: { word: string; day: DayConditionsDto | undefined }) {
  const outlook = day?.outlook ?? 'unknown';
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, whiteSpace: 'nowrap' }}>
      <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: DOT[outlook], flexShrink: 0 }} />
      <span>
        {word} <strong>{OUTLOOK_SHORT[outlook].toLowerCase()}</strong>
      </span>
    </Box>
  );
}

/**
 * One line above a dive site's guide: today's and tomorrow's outlook, linking to the three-day view
 * further down; or, when there is no forecast, the sentence that says so in the same room.
 */
export function SiteForecastVerdict({ siteId }: { siteId: number }) {
  const { data, isError, dataUpdatedAt, errorUpdatedAt } = useQueryInTransition(getGetDiveSiteConditionsQueryOptions(siteId));
  const notice = siteForecastNotice(data, isError, Math.max(dataUpdatedAt, errorUpdatedAt));
  let content;
  if (notice?.kind === 'unavailable') content = <ForecastNoticeLine notice={notice} />;
  else if (!data) content = <Skeleton variant="text" width="70%" role="progressbar" aria-label="Loading the forecast" />;
  else if (data.status === 'no-marine-forecast')
    content = (
      <Typography variant="body2" color="text.secondary">
        No marine forecast for this location.
      </Typography>
    );
  else
    content = (
      <Typography
        variant="body2"
        component="p"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        <DayVerdict word="Today" day={data.days[0]} />
        <DayVerdict word="Tomorrow" day={data.days[1]} />
        <Link href={`#${THREE_DAYS_ANCHOR}`} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          The three days ›
        </Link>
        {notice && (
          <Typography component="span" variant="caption" color="warning.dark">
            {notice.text}
          </Typography>
        )}
      </Typography>
    );
  return (
    <Box component="section" aria-label="Forecast for today and tomorrow" data-testid="forecast-verdict" sx={{ minHeight: LINE_HEIGHT }}>
      {content}
    </Box>
  );
}
