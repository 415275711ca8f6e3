import Box from '@mui/material/Box';
import type { DayClicksDto } from '@/api/generated/models';

const WIDTH = 720;
const HEIGHT = 160;
const AXIS = 18;

function dayLabel(day: string): string {
  const [, month, date] = day.split('-');
  return `${Number(date)}/${Number(month)}`;
}

/** Clicks per day as bars (plain SVG: no chart library), with the busiest day's count and the first and last dates. */
export function ClicksChart({ daily }: { daily: DayClicksDto[] }) {
  const max = Math.max(1, ...daily.map((d) => d.clicks));
  const slot = WIDTH / Math.max(1, daily.length);
  const bar = Math.max(1, slot * 0.7);
  const plot = HEIGHT - AXIS;
  const total = daily.reduce((sum, d) => sum + d.clicks, 0);
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={`Clicks per day: ${total} in ${daily.length} days, at most ${max === 1 && total === 0 ? 0 : max} on one day`}
      data-testid="clicks-chart"
      sx={{ width: '100%', height: 'auto', display: 'block' }}
    >
      <line x1={0} x2={WIDTH} y1={plot} y2={plot} stroke="#b0b8c1" />
      {daily.map((d, i) => {
        const h = (d.clicks / max) * (plot - 14);
        return (
          <rect key={d.day} x={i * slot + (slot - bar) / 2} y={plot - h} width={bar} height={h} fill="#0277bd" rx={1}>
            <title>{`${dayLabel(d.day)}: ${d.clicks} ${d.clicks === 1 ? 'click' : 'clicks'}`}</title>
          </rect>
        );
      })}
      <text x={0} y={10} fontSize={11} fill="#4a5561">
        {max === 1 && total === 0 ? 0 : max}
      </text>
      {daily.length > 0 && (
        <>
          <text x={0} y={HEIGHT - 3} fontSize={11} fill="#4a5561">
            {dayLabel(daily[0]!.day)}
          </text>
          <text x={WIDTH} y={HEIGHT - 3} fontSize={11} fill="#4a5561" textAnchor="end">
            {dayLabel(daily[daily.length - 1]!.day)}
          </text>
        </>
      )}
    </Box>
  );
}
