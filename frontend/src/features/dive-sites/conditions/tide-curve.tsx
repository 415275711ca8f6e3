import Box from '@mui/material/Box';
import type { TideTurnDto } from '@/api/generated/models';
import { clockTime, tidePath } from './conditions-format';

const WIDTH = 240;
const HEIGHT = 36;
const TICK_HOURS = [0, 6, 12, 18];
const LABEL_ROW = 16;

/** Where an hour of the day (0-23, fractions allowed) sits across the curve, in percent. */
const across = (hours: number, count: number) => Math.min(100, Math.max(0, (hours / Math.max(1, count - 1)) * 100));
const hoursOf = (localIso: string) => Number(localIso.slice(11, 13)) + Number(localIso.slice(14, 16)) / 60;

/** A label kept inside the curve's width: anchored left near the start, right near the end. */
function anchored(x: number) {
  if (x < 12) return { left: `${x}%` };
  if (x > 88) return { right: `${100 - x}%` };
  return { left: `${x}%`, transform: 'translateX(-50%)' };
}

/**
 * A day's modelled sea level (the hours from midnight to 23:00) with time ticks under it and each high
 * and low marked and labelled with its time: highs above the curve, lows below.
 */
export function TideCurve({ levels, turns, label }: { levels: readonly (number | null)[]; turns: readonly TideTurnDto[]; label: string }) {
  const path = tidePath(levels, WIDTH, HEIGHT);
  const known = levels.filter((v): v is number => v !== null);
  const low = known.length ? Math.min(...known) : 0;
  const span = known.length ? Math.max(...known) - low || 1 : 1;
  const yOf = (height: number) => HEIGHT - 2 - ((height - low) / span) * (HEIGHT - 4);
  const marks = turns.map((turn) => ({ ...turn, x: across(hoursOf(turn.time), levels.length) }));
  const row = (kind: 'high' | 'low') => (
    <Box aria-hidden sx={{ position: 'relative', height: LABEL_ROW }}>
      {marks
        .filter((m) => m.kind === kind)
        .map((m) => (
          <Box
            key={m.time}
            component="span"
            sx={{ position: 'absolute', top: 0, ...anchored(m.x), fontSize: 11, lineHeight: `${LABEL_ROW}px`, whiteSpace: 'nowrap' }}
          >
            {kind === 'high' ? 'High' : 'Low'} {clockTime(m.time)}
          </Box>
        ))}
    </Box>
  );
  return (
    <Box role="img" aria-label={label} data-testid="tide-curve" sx={{ color: 'text.secondary' }}>
      {row('high')}
      <Box sx={{ position: 'relative', height: HEIGHT, borderBottom: 1, borderColor: 'divider' }}>
        <Box
          component="svg"
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          aria-hidden
          sx={{ width: '100%', height: HEIGHT, display: 'block', color: 'secondary.main' }}
        >
          <path d={path} fill="none" stroke="currentColor" strokeWidth={2} vectorEffect="non-scaling-stroke" />
        </Box>
        {TICK_HOURS.map((hour) => (
          <Box
            key={hour}
            aria-hidden
            sx={{
              position: 'absolute',
              bottom: 0,
              left: `${across(hour, levels.length)}%`,
              width: '1px',
              height: 5,
              bgcolor: 'text.disabled',
            }}
          />
        ))}
        {marks.map((m) => (
          <Box
            key={m.time}
            aria-hidden
            sx={{
              position: 'absolute',
              left: `${m.x}%`,
              top: yOf(m.heightM),
              width: 7,
              height: 7,
              borderRadius: '50%',
              bgcolor: m.kind === 'high' ? 'secondary.main' : 'background.paper',
              border: 2,
              borderColor: 'secondary.main',
              transform: 'translate(-50%, -50%)',
            }}
          />
        ))}
      </Box>
      {row('low')}
      <Box aria-hidden sx={{ position: 'relative', height: 14 }}>
        {TICK_HOURS.map((hour) => (
          <Box
            key={hour}
            component="span"
            sx={{ position: 'absolute', top: 0, ...anchored(across(hour, levels.length)), fontSize: 10, lineHeight: '14px' }}
          >
            {String(hour).padStart(2, '0')}:00
          </Box>
        ))}
      </Box>
    </Box>
  );
}
