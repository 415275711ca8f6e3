import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { STATES, stateByCode } from '@ddu/shared/dive-sites/states';
import { useGetWeekendBestBets } from '@/api/generated/endpoints/dive-site-conditions/dive-site-conditions';
import type { GetWeekendBestBetsState } from '@/api/generated/models';
import { ForecastAttribution, OPEN_METEO_ATTRIBUTION } from '@/components/forecast/forecast-attribution';
import { setForecastNotice } from '@/components/forecast/forecast-notice';
import { ForecastNoticeLine } from '@/components/forecast/forecast-notice-line';
import { paths } from '@/config/paths';
import { rememberChosenState, useChosenState } from '@/lib/chosen-state';
import { useIsClient } from '@/lib/use-is-client';
import { CALM_ROW_MIN_HEIGHT } from './calm-row-size';

/** The API names at most three; room for three is kept so nothing below the row moves when they arrive. */
const ROWS = 3;
const ROW = 44;

/** The directory with these filters (and the state, when one is chosen). */
function directoryLink(state: string, filters: Record<string, string>): string {
  // toString, not `size`: Safari before 17 has no URLSearchParams.size, and the link would lose its filters.
  const query = new URLSearchParams(state ? { state, ...filters } : filters).toString();
  return `${paths.diveSites.build()}${query ? `?${query}` : ''}`;
}

/** "Where" for the row: all of Australia or one state, as a native select (one tap, the phone's own picker). */
function StateChoice({ value, disabled, onChange }: { value: string; disabled: boolean; onChange: (code: string) => void }) {
  return (
    <Box component="label" sx={{ display: 'flex', alignItems: 'center', gap: 1, typography: 'body2' }}>
      Where
      <Box
        component="select"
        value={value}
        disabled={disabled}
        onChange={(event: React.ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        sx={{ minHeight: 44, px: 1, font: 'inherit', borderRadius: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
      >
        <option value="">All of Australia</option>
        {STATES.map((state) => (
          <option key={state.code} value={state.code.toLowerCase()}>
            {state.name}
          </option>
        ))}
      </Box>
    </Box>
  );
}

/**
 * "Calm this weekend" on the home page: up to three sites the forecast calls calm on the coming
 * Saturday or Sunday, the first answer to "where can I dive this weekend?". Asked for by the browser
 * once the page is live (a forecast is never worth holding the server's HTML for), into room the HTML
 * keeps. In the state the visitor last chose (remembered on the device, see chosen-state.ts), which
 * the row's own "Where" changes. A forecast the service could not give is said as such, never as
 * "nothing is calm".
 */
export function CalmThisWeekend() {
  const isClient = useIsClient();
  // null until the browser has read the remembered state: one request, for the right place.
  const state = useChosenState();
  const stateName = state ? stateByCode(state.toUpperCase())?.name : undefined;
  const { data, isError, dataUpdatedAt, errorUpdatedAt } = useGetWeekendBestBets(
    state ? { state: state as GetWeekendBestBetsState } : undefined,
    { query: { enabled: isClient && state !== null } },
  );
  const notice = setForecastNotice(data, isError, Math.max(dataUpdatedAt, errorUpdatedAt));
  let body;
  const unavailable = notice?.kind === 'unavailable';
  const where = stateName ? ` in ${stateName}` : '';
  // Without a forecast the question is still "where can I dive?": the sites that suit a beginner, and
  // every site, answer it without one, in the room the three rows would have taken.
  if (unavailable)
    body = (
      <>
        <ForecastNoticeLine notice={notice} />
        <Box sx={{ display: 'grid', justifyItems: 'start' }}>
          <Link component={RouterLink} to={directoryLink(state ?? '', { skill: 'Beginner' })} sx={{ py: 1.25 }}>
            Browse beginner-friendly sites{where}
          </Link>
          <Link component={RouterLink} to={directoryLink(state ?? '', {})} sx={{ py: 1.25 }}>
            See every dive site{where}
          </Link>
        </Box>
      </>
    );
  else if (!data) body = <Skeleton variant="rounded" height={ROW * 2} role="progressbar" aria-label="Loading the weekend's forecast" />;
  else if (data.bets.length === 0)
    body = (
      <Typography color="text.secondary">
        No site {stateName ? `in ${stateName} ` : ''}looks calm this weekend by the forecast. The directory shows each site’s outlook.
      </Typography>
    );
  else
    body = (
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {data.bets.map((bet) => (
          <Box
            component="li"
            key={bet.siteId}
            data-testid="calm-weekend-site"
            sx={{ display: 'flex', gap: 1, alignItems: 'center', minHeight: ROW, minWidth: 0 }}
          >
            <Box sx={{ minWidth: 0, flexGrow: 1 }}>
              <Link component={RouterLink} to={paths.diveSite.build(bet.siteId)} noWrap sx={{ fontWeight: 600, display: 'block' }}>
                {bet.name}
              </Link>
              <Typography variant="caption" color="text.secondary" noWrap component="p">
                {bet.region}
              </Typography>
            </Box>
            {bet.saturday && <Chip size="small" color="success" label="Sat" aria-label="Calm Saturday" />}
            {bet.sunday && <Chip size="small" color="success" label="Sun" aria-label="Calm Sunday" />}
          </Box>
        ))}
      </Box>
    );
  return (
    <Container component="section" aria-labelledby="calm-weekend-heading" sx={{ py: { xs: 3, md: 5 } }}>
      <Paper
        variant="outlined"
        sx={{ p: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1, alignContent: 'start', minHeight: CALM_ROW_MIN_HEIGHT }}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography id="calm-weekend-heading" variant="h5" component="h2" sx={{ fontSize: { xs: '1.2rem', md: '1.5rem' } }}>
            Calm this weekend{stateName ? ` in ${stateName}` : ''}
          </Typography>
          <StateChoice value={state ?? ''} disabled={state === null} onChange={rememberChosenState} />
        </Box>
        <Box sx={{ minHeight: ROW * ROWS }} data-testid="calm-weekend">
          {body}
          {notice && notice.kind !== 'unavailable' && <ForecastNoticeLine notice={notice} sx={{ mt: 0.5 }} />}
        </Box>
        {!unavailable && (
          <Link component={RouterLink} to={directoryLink(state ?? '', { outlook: 'saturday' })} sx={{ justifySelf: 'start', py: 1 }}>
            Find more sites calm on Saturday
          </Link>
        )}
        <ForecastAttribution attribution={data?.attribution ?? OPEN_METEO_ATTRIBUTION} />
      </Paper>
    </Container>
  );
}
