import WavesIcon from '@mui/icons-material/Waves';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { getGetWeekendBestBetsQueryOptions } from '@/api/generated/endpoints/dive-site-conditions/dive-site-conditions';
import type { WeekendBestBetDto } from '@/api/generated/models';
import { ForecastAttribution, OPEN_METEO_ATTRIBUTION } from '@/components/forecast/forecast-attribution';
import { setForecastNotice } from '@/components/forecast/forecast-notice';
import { ForecastNoticeLine } from '@/components/forecast/forecast-notice-line';
import { paths } from '@/config/paths';
import { useIsClient } from '@/lib/use-is-client';
import { useQueryInTransition } from '@/lib/use-query-in-transition';

/** Room for three bets, so the row's answer moves nothing below it: one column on a phone, three from md. */
const ROW_HEIGHT = { xs: 3 * 76 + 2 * 12, md: 76 } as const;

function BetCard({ bet }: { bet: WeekendBestBetDto }) {
  const days = [bet.saturday && 'Saturday', bet.sunday && 'Sunday'].filter(Boolean) as string[];
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none', height: 76 }}>
      <CardActionArea
        component={RouterLink}
        to={paths.diveSite.build(bet.siteId)}
        sx={{
          height: '100%',
          p: 1.5,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'center',
          gap: 0.5,
          textAlign: 'left',
        }}
      >
        <Typography variant="subtitle1" component="h3" noWrap sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {bet.name}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary" noWrap sx={{ minWidth: 0, flexShrink: 1 }}>
            {bet.region}
          </Typography>
          <Chip size="small" color="success" label={`Calm ${days.join(' & ')}`} sx={{ flexShrink: 0, ml: 'auto' }} />
        </Box>
      </CardActionArea>
    </Card>
  );
}

/**
 * "Calm this weekend" on the home page: three dive sites calm on Saturday or Sunday by the forecast,
 * asked for once the page is live. All of Australia for now: once dive sites have a state, the state
 * the visitor last chose (lib/remembered-state, on the device) is read here, once the page is live,
 * and sent with the request and named in the heading.
 */
export default function CalmThisWeekend() {
  const isClient = useIsClient();
  const { data, isError, dataUpdatedAt, errorUpdatedAt } = useQueryInTransition(
    getGetWeekendBestBetsQueryOptions({ query: { enabled: isClient } }),
  );
  const notice = setForecastNotice(data, isError, Math.max(dataUpdatedAt, errorUpdatedAt));
  let body;
  if (notice?.kind === 'unavailable') body = <ForecastNoticeLine notice={notice} />;
  else if (!data) body = <Skeleton variant="rounded" sx={{ height: ROW_HEIGHT }} aria-label="Loading the weekend's forecast" />;
  else if (data.bets.length === 0) body = <Typography color="text.secondary">No site looks calm this weekend by the forecast.</Typography>;
  else
    body = (
      <Box
        component="ul"
        sx={{ p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}
      >
        {data.bets.map((bet) => (
          <BetCard key={bet.siteId} bet={bet} />
        ))}
      </Box>
    );
  return (
    <Container component="section" maxWidth="lg" aria-labelledby="calm-weekend-heading" sx={{ py: { xs: 3, md: 5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
        <Typography id="calm-weekend-heading" variant="h5" component="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <WavesIcon color="primary" aria-hidden />
          Calm this weekend
        </Typography>
        <Link component={RouterLink} to={paths.diveSites.build()} sx={{ fontWeight: 600 }}>
          All dive sites ›
        </Link>
      </Box>
      <Box sx={{ minHeight: notice?.kind === 'unavailable' ? 0 : ROW_HEIGHT }} data-testid="calm-this-weekend">
        {body}
        {notice && notice.kind !== 'unavailable' && <ForecastNoticeLine notice={notice} sx={{ mt: 1 }} />}
      </Box>
      <ForecastAttribution attribution={data?.attribution ?? OPEN_METEO_ATTRIBUTION} sx={{ mt: 1 }} />
    </Container>
  );
}
