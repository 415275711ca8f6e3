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
import { ForecastAttribution } from './forecast-attribution';
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
        <Chip size="small" color={OUTLOOK_COLOURS[half.outlook]} label={half.label} sx={{ maxWidth: '100%', fontWeight: 600 }} />
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ pl: '36px' }}>
        Swell {swell} <Arrow degrees={half.swellDirectionDeg} /> · Wind {wind} <Arrow degrees={half.windDirectionDeg} />
      </Typography>
    </Box>
  );
}

function DayCard({ day }: { day: DayConditionsDto }) {
  const tides = day.tides.map((t) => `${t.kind === 'high' ? 'High' : 'Low'} ${clockTime(t.time)}`).join(' · ');
  return (
    <Box component="li" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.25, display: 'grid', gap: 0.75, minWidth: 0 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
        <Typography variant="subtitle2" component="h3">
          {dayLabel(day.date)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          Sun {clockTime(day.sunrise)}–{clockTime(day.sunset)}
        </Typography>
      </Box>
      {day.halfDays.map((half) => (
        <HalfDayLine key={half.part} half={half} />
      ))}
      <TideCurve levels={day.seaLevel} label={`Tide on ${dayLabel(day.date)}: ${tides || 'no turns'}`} />
      <Typography variant="caption" color="text.secondary" noWrap>
        Tide {tides || '–'}
      </Typography>
    </Box>
  );
}

/** The next three days at a dive site (GET /api/dive-sites/{id}/conditions), phone first. */
export default function DiveSiteConditions({ siteId, typicalWaterTemp }: { siteId: number; typicalWaterTemp: string }) {
  // The answer arrives as a transition: the three days are drawn in a render that yields to taps and scrolls.
  const { data, isError, dataUpdatedAt } = useQueryInTransition(getGetDiveSiteConditionsQueryOptions(siteId));
  if (!data) {
    if (isError) return <Alert severity="info">Conditions unavailable right now. Please try again later.</Alert>;
    return <Skeleton variant="rectangular" height={320} sx={{ borderRadius: 1 }} aria-label="Loading the conditions" />;
  }
  if (data.status === 'unavailable') {
    return <Alert severity="info">Conditions unavailable right now. Please try again later.</Alert>;
  }
  if (data.status === 'no-marine-forecast') {
    return <Alert severity="info">No marine forecast for this location.</Alert>;
  }
  return <ConditionsDays data={data} dataUpdatedAt={dataUpdatedAt} typicalWaterTemp={typicalWaterTemp} />;
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
            {' '}
            · forecast {data.stale ? 'from ' : 'updated '}
            {ageWords(data.fetchedAt, dataUpdatedAt)}
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
      <ForecastAttribution attribution={data.attribution} />
    </Box>
  );
});
