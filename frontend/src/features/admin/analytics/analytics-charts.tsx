import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { AnalyticsDayDto, AnalyticsDeviceDto } from '@/api/generated/models';

const DEVICE_LABELS: Record<string, string> = { mobile: 'Phone', tablet: 'Tablet', desktop: 'Computer' };

function dayLabel(day: string): string {
  const [, month, date] = day.split('-');
  return `${Number(date)}/${Number(month)}`;
}

/**
 * The tab's two small charts (@mui/x-charts, loaded with the tab only): page views and visitors per
 * day (two lines told apart by legend and marker shape, not colour alone), and page views per device.
 */
export default function AnalyticsCharts({ daily, devices }: { daily: AnalyticsDayDto[]; devices: AnalyticsDeviceDto[] }) {
  const totalViews = daily.reduce((n, d) => n + d.views, 0);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
      <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Page views and visitors per day
        </Typography>
        <Box role="img" aria-label={`Page views per day: ${totalViews} in ${daily.length} days`} data-testid="analytics-daily-chart">
          <LineChart
            height={220}
            xAxis={[{ scaleType: 'point', data: daily.map((d) => dayLabel(d.day)) }]}
            series={[
              { data: daily.map((d) => d.views), label: 'Page views', shape: 'circle', showMark: daily.length <= 31 },
              { data: daily.map((d) => d.visitors), label: 'Visitors', shape: 'square', showMark: daily.length <= 31 },
            ]}
            margin={{ left: 8, right: 16 }}
          />
        </Box>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Devices
        </Typography>
        <Box role="img" aria-label={devices.map((d) => `${DEVICE_LABELS[d.device] ?? d.device}: ${d.views}`).join(', ') || 'No page views'}>
          <BarChart
            height={220}
            layout="horizontal"
            yAxis={[{ scaleType: 'band', data: devices.map((d) => DEVICE_LABELS[d.device] ?? d.device), width: 80 }]}
            series={[{ data: devices.map((d) => d.views), label: 'Page views', barLabel: 'value' }]}
            hideLegend
          />
        </Box>
      </Paper>
    </Box>
  );
}
