import Box from '@mui/material/Box';
import { tidePath } from './conditions-format';

const WIDTH = 240;
const HEIGHT = 28;

/** A day's modelled sea level as a small line (the hours from midnight to midnight). */
export function TideCurve({ levels, label }: { levels: readonly (number | null)[]; label: string }) {
  const path = tidePath(levels, WIDTH, HEIGHT);
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
      sx={{ width: '100%', height: HEIGHT, display: 'block', color: 'secondary.main' }}
    >
      <path d={path} fill="none" stroke="currentColor" strokeWidth={2} vectorEffect="non-scaling-stroke" />
    </Box>
  );
}
