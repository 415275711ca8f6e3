import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ForecastAttribution, OPEN_METEO_ATTRIBUTION } from '@/components/forecast/forecast-attribution';
import { useGetDiveSitesOutlook } from '@/api/generated/endpoints/dive-site-conditions/dive-site-conditions';
import { paths } from '@/config/paths';
import { useIsClient } from '@/lib/use-is-client';
import { setForecastNotice } from '@/components/forecast/forecast-notice';
import { ForecastNoticeLine } from '@/components/forecast/forecast-notice-line';
import { weekendBestBets } from './weekend-best-bets';

interface RegionSite {
  id: number;
  name: string;
  featured: boolean;
}

/** The region page names its three best: each on one line, in room kept for three, so nothing below moves. */
export const REGION_BEST_BETS = 3;
const ROW = 32;

/**
 * "Best bets this weekend" at the top of a region page: its sites calm on Saturday or Sunday by the
 * Open-Meteo outlook, asked for by the browser once the page is live into room the server's HTML keeps.
 * No forecast is said as such ("Forecast unavailable right now…"), never as "no site looks calm".
 */
export function RegionBestBets({ regionName, sites }: { regionName: string; sites: readonly RegionSite[] }) {
  const isClient = useIsClient();
  const { data, isError, dataUpdatedAt, errorUpdatedAt } = useGetDiveSitesOutlook({ query: { enabled: isClient } });
  const siteIds = useMemo(() => sites.map((site) => site.id), [sites]);
  const bets = useMemo(
    () => (data ? weekendBestBets(sites, new Map(data.sites.map((s) => [s.siteId, s.days])), REGION_BEST_BETS) : []),
    [data, sites],
  );
  const notice = setForecastNotice(data, isError, Math.max(dataUpdatedAt, errorUpdatedAt), siteIds);
  let body;
  if (notice?.kind === 'unavailable') body = <ForecastNoticeLine notice={notice} />;
  else if (!data) body = <Skeleton variant="rounded" height={ROW * 2} role="progressbar" aria-label="Loading the weekend's forecast" />;
  else if (bets.length === 0) body = <Typography color="text.secondary">No site here looks calm this weekend by the forecast.</Typography>;
  else
    body = (
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {bets.map(({ site, saturday, sunday }) => (
          <Box component="li" key={site.id} sx={{ display: 'flex', gap: 1, alignItems: 'center', height: ROW, minWidth: 0 }}>
            <Link component={RouterLink} to={paths.diveSite.build(site.id)} noWrap sx={{ fontWeight: 600, minWidth: 0, flexShrink: 1 }}>
              {site.name}
            </Link>
            {saturday && <Chip size="small" color="success" label="Sat" aria-label="Calm Saturday" />}
            {sunday && <Chip size="small" color="success" label="Sun" aria-label="Calm Sunday" />}
          </Box>
        ))}
      </Box>
    );
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="best-bets-heading"
      sx={{ p: 2, mb: 3, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}
    >
      <Typography id="best-bets-heading" variant="h6" component="h2" sx={{ fontSize: { xs: '1.05rem', md: '1.25rem' } }}>
        Best bets this weekend in {regionName}
      </Typography>
      <Box sx={{ minHeight: ROW * REGION_BEST_BETS }} data-testid="best-bets">
        {body}
        {notice && notice.kind !== 'unavailable' && <ForecastNoticeLine notice={notice} sx={{ mt: 0.5 }} />}
      </Box>
      <ForecastAttribution attribution={data?.attribution ?? OPEN_METEO_ATTRIBUTION} />
    </Paper>
  );
}
