import NightsStayOutlinedIcon from '@mui/icons-material/NightsStayOutlined';
import WbTwilightIcon from '@mui/icons-material/WbTwilight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { getGetDiveSiteConditionsQueryOptions } from '@/api/generated/endpoints/dive-site-conditions/dive-site-conditions';
import type { DayConditionsDto, DiveSiteConditionsResponseDto, HalfDayConditionsDto } from '@/api/generated/models';
import { useQueryInTransition } from '@/lib/use-query-in-transition';
import { ageWords, clockTime, compassPoint, dayLabel, metres } from './conditions-format';
import { ForecastAttribution } from '@/components/forecast/forecast-attribution';
import { staleForecastWords } from '@ddu/shared/conditions/forecast-words';
import { siteForecastNotice } from '@/components/forecast/forecast-notice';
import { ForecastNoticeLine } from '@/components/forecast/forecast-notice-line';
import { DiveWindowStrip } from './dive-window-strip';

/** Handed to the dive-site page with this chunk (see SiteWindowAlertForm). */
export { WindowAlertForm } from '../alerts/window-alert-form';
import { TideCurve } from './tide-curve';

const OUTLOOK_COLOURS = { calm: 'success', 'some-swell': 'warning', rough: 'error', unknown: 'default' } as const;

/** An arrow pointing where the swell or wind goes (the degrees say where it comes from). */
function Arrow({ degrees }: { degrees: number | null }) {
  if (degrees === null) return null;
  return (
    <Box component="span" aria-hidden sx={{ display: 'inline-block', transform: `rotate(${degrees + 180}deg)`, lineHeight: 1 }}>
      ↑
    </Box>
  );
}

function HalfDayLine({ half }: { half: HalfDayConditionsDto }) {
  const swell = `${metres(half.swellHeightM)}${half.swellPeriodS !== null ? ` ${Math.round(half.swellPeriodS)} s` : ''} ${compassPoint(half.swellDirectionDeg)}`;
  const wind =
    half.windSpeedMaxKmh === null
      ? '–'
      : `${Math.round(half.windSpeedMaxKmh)}${half.windGustMaxKmh !== null ? `–${Math.round(half.windGustMaxKmh)}` : ''} km/h ${compassPoint(half.windDirectionDeg)}`;
  return (
    <Box sx={{ display: 'grid', gap: 0.25 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <Typography variant="caption" sx={{ fontWeight: 700, width: 28, flexShrink: 0 }}>
          {half.part === 'morning' ? 'AM' : 'PM'}
        </Typography>
        {/* The badge wraps its words inside the card rather than running into the next one. */}
        <Chip
          size="small"
          color={OUTLOOK_COLOURS[half.outlook]}
          label={half.label}
          sx={{
            minWidth: 0,
            maxWidth: '100%',
            height: 'auto',
            minHeight: 24,
            fontWeight: 600,
            '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere', py: '3px' },
          }}
        />
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ pl: '36px' }}>
        Swell {swell} <Arrow degrees={half.swellDirectionDeg} /> · Wind {wind} <Arrow degrees={half.windDirectionDeg} />
      </Typography>
    </Box>
  );
}

/** "Sunrise 05:12 · Sunset 18:41", each after its icon (a rising sun, a moon): "Sun" alone read as Sunday. */
function SunTimes({ day }: { day: DayConditionsDto }) {
  const iconSx = { fontSize: 16, verticalAlign: '-3px', mr: 0.5, color: 'warning.main' } as const;
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.25 }}
      data-testid="sun-times"
    >
      <span>
        <WbTwilightIcon aria-hidden sx={iconSx} />
        Sunrise {clockTime(day.sunrise)}
      </span>{' '}
      {/* Three narrow cards side by side may put the two on two lines: no dot left hanging there. */}
      <Box component="span" aria-hidden sx={{ display: { xs: 'inline', lg: 'none' } }}>
        ·
      </Box>{' '}
      <span>
        <NightsStayOutlinedIcon aria-hidden sx={{ ...iconSx, color: 'primary.main' }} />
        Sunset {clockTime(day.sunset)}
      </span>
    </Typography>
  );
}

function DayCard({ day }: { day: DayConditionsDto }) {
  const tides = day.tides.map((t) => `${t.kind === 'high' ? 'High' : 'Low'} ${clockTime(t.time)}`).join(' · ');
  return (
    <Box component="li" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.25, display: 'grid', gap: 0.75, minWidth: 0 }}>
      <Box sx={{ display: 'grid', gap: 0.25 }}>
        <Typography variant="subtitle2" component="h3">
          {dayLabel(day.date)}
        </Typography>
        <SunTimes day={day} />
      </Box>
      {day.halfDays.map((half) => (
        <HalfDayLine key={half.part} half={half} />
      ))}
      <TideCurve levels={day.seaLevel} turns={day.tides} label={`Tide on ${dayLabel(day.date)}: ${tides || 'no turns'}`} />
    </Box>
  );
}

/** The next three days at a dive site (GET /api/dive-sites/{id}/conditions), phone first. */
export default function DiveSiteConditions({ siteId, typicalWaterTemp }: { siteId: number; typicalWaterTemp: string }) {
  // The answer arrives as a transition: the three days are drawn in a render that yields to taps and scrolls.
  const { data, isError, dataUpdatedAt, errorUpdatedAt } = useQueryInTransition(getGetDiveSiteConditionsQueryOptions(siteId));
  const notice = siteForecastNotice(data, isError, Math.max(dataUpdatedAt, errorUpdatedAt));
  if (notice?.kind === 'unavailable') return <ForecastNoticeLine notice={notice} />;
  if (!data)
    return <Skeleton variant="rectangular" height={320} sx={{ borderRadius: 1 }} role="progressbar" aria-label="Loading the conditions" />;
  if (data.status === 'no-marine-forecast') {
    return <Alert severity="info">No marine forecast for this location.</Alert>;
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <DiveWindowStrip dive={data.window} />
      <ConditionsDays data={data} dataUpdatedAt={dataUpdatedAt} typicalWaterTemp={typicalWaterTemp} />
    </Box>
  );
}

const ConditionsDays = memo(function ConditionsDays({
  data,
  dataUpdatedAt,
  typicalWaterTemp,
}: {
  data: DiveSiteConditionsResponseDto;
  dataUpdatedAt: number;
  typicalWaterTemp: string;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="conditions-days">
      <Typography variant="body2">
        Water now <strong>{data.seaTemperatureNowC === null ? '–' : `${data.seaTemperatureNowC.toFixed(1)} °C`}</strong>
        {typicalWaterTemp.trim() && <> (usually {typicalWaterTemp.trim()})</>}
        {data.fetchedAt && (
          <Typography component="span" variant="caption" color={data.stale ? 'warning.main' : 'text.secondary'}>
            {' · '}
            {data.stale ? staleForecastWords(data.fetchedAt, dataUpdatedAt) : `forecast updated ${ageWords(data.fetchedAt, dataUpdatedAt)}`}
          </Typography>
        )}
      </Typography>
      <Box
        component="ol"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', lg: 'repeat(3, minmax(0, 1fr))' } }}
      >
        {data.days.map((day) => (
          <DayCard key={day.date} day={day} />
        ))}
      </Box>
      {data.tide && (
        <Typography variant="caption" color="text.secondary" data-testid="tide-source">
          {data.tide.description}
          {data.tide.datum ? ` (heights above ${data.tide.datum}, the lowest astronomical tide)` : ' (against mean sea level)'}.
          {data.tide.attribution && ` ${data.tide.attribution}`}
        </Typography>
      )}
      <ForecastAttribution attribution={data.attribution} />
    </Box>
  );
});
