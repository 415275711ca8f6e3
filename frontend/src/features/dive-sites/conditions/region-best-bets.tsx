import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ForecastAttribution } from './forecast-attribution';
import { useGetDiveSitesOutlook } from '@/api/generated/endpoints/dive-site-conditions/dive-site-conditions';
import { paths } from '@/config/paths';
import { useIsClient } from '@/lib/use-is-client';
import { weekendBestBets } from './weekend-best-bets';

interface RegionSite {
  id: number;
  name: string;
  featured: boolean;
}

/**
 * "Best bets this weekend" on a region page: its sites calm on Saturday or Sunday by the Open-Meteo
 * outlook. Asked for by the browser once the page is live (below the cards, so nothing above moves).
 */
export function RegionBestBets({ regionName, sites }: { regionName: string; sites: readonly RegionSite[] }) {
  const isClient = useIsClient();
  const { data } = useGetDiveSitesOutlook({ query: { enabled: isClient } });
  const bets = useMemo(() => (data ? weekendBestBets(sites, new Map(data.sites.map((s) => [s.siteId, s.days]))) : []), [data, sites]);
  if (!data) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="best-bets-heading" sx={{ p: 2.5, mt: 4, display: 'grid', gap: 1.5 }}>
      <Typography id="best-bets-heading" variant="h6" component="h2">
        Best bets this weekend in {regionName}
      </Typography>
      {bets.length === 0 ? (
        <Typography color="text.secondary">No site here looks calm this weekend by the forecast.</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {bets.map(({ site, saturday, sunday }) => (
            <Box component="li" key={site.id} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Link component={RouterLink} to={paths.diveSite.build(site.id)} sx={{ fontWeight: 600 }}>
                {site.name}
              </Link>
              {saturday && <Chip size="small" color="success" label="Calm Saturday" />}
              {sunday && <Chip size="small" color="success" label="Calm Sunday" />}
            </Box>
          ))}
        </Box>
      )}
      <ForecastAttribution attribution={data.attribution} />
    </Paper>
  );
}
