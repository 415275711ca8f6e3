import Box from '@mui/material/Box';
import { COMPASS_STEP_DEG, OPEN_MIN_KM, OPEN_WATER_CAP_KM } from '@ddu/shared/dive-sites/compass';

const OUTER = 44;
const LETTERS = [
  ['N', 0, -52],
  ['E', 52, 0],
  ['S', 0, 52],
  ['W', -52, 0],
] as const;
const INNER = 6;

/** A point `r` from the centre toward `bearingDeg` (0 = north, clockwise), in the SVG's coordinates. */
const at = (r: number, bearingDeg: number) => {
  const rad = (bearingDeg * Math.PI) / 180;
  return `${(r * Math.sin(rad)).toFixed(2)} ${(-r * Math.cos(rad)).toFixed(2)}`;
};

function wedge(index: number, km: number): string {
  const r = INNER + ((OUTER - INNER) * Math.min(Math.max(km, 0), OPEN_WATER_CAP_KM)) / OPEN_WATER_CAP_KM;
  const centre = index * COMPASS_STEP_DEG;
  const from = centre - COMPASS_STEP_DEG / 2 + 1;
  const to = centre + COMPASS_STEP_DEG / 2 - 1;
  return `M ${at(INNER, from)} L ${at(r, from)} A ${r} ${r} 0 0 1 ${at(r, to)} L ${at(INNER, to)} Z`;
}

/**
 * A small compass rose: one wedge per compass point, as long as the open water that way (full length
 * at 50 km), darker where the direction counts as open. Decorative: the words beside it say the same.
 */
export function CompassRose({ openKm, size = 112 }: { openKm: readonly number[]; size?: number }) {
  return (
    <Box
      component="svg"
      viewBox="-58 -58 116 116"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      sx={{ flex: 'none', display: 'block', color: 'primary.main' }}
    >
      <circle r={OUTER} fill="none" stroke="currentColor" strokeOpacity={0.25} strokeDasharray="2 3" />
      {openKm.map((km, i) => (
        // One wedge per compass point, N first and clockwise (the order of openKm).
        <path key={i} d={wedge(i, km)} fill="currentColor" fillOpacity={km >= OPEN_MIN_KM ? 0.85 : 0.3} />
      ))}
      <circle r={INNER - 1} fill="currentColor" fillOpacity={0.6} />
      {LETTERS.map(([letter, x, y]) => (
        <text key={letter} x={x} y={y} fontSize={10} fontWeight={700} textAnchor="middle" dominantBaseline="central" fill="#37474f">
          {letter}
        </text>
      ))}
    </Box>
  );
}
