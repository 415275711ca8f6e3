import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useGetAnalyticsReport } from '@/api/generated/endpoints/admin/admin';
import type { GetAnalyticsReportParams } from '@/api/generated/models';
import { serverMessage } from '@/lib/server-message';
import { AnalyticsTables } from './analytics-tables';
import { EarningsUpload } from './earnings-upload';
import { WeeklySummarySwitch } from './weekly-summary-switch';

const AnalyticsCharts = lazy(() => import('./analytics-charts'));

const PERIODS = [
  { value: '1', label: 'Today' },
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: 'custom', label: 'Custom' },
] as const;

const money = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

function Figure({ label, value, testId }: { label: string; value: string | number; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" data-testid={testId}>
        {typeof value === 'number' ? value.toLocaleString('en-AU') : value}
      </Typography>
    </Paper>
  );
}

/** Custom range: two dates on the site's calendar, applied together. */
function CustomRange({ onApply }: { onApply: (from: string, to: string) => void }) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onApply(String(form.get('from') ?? ''), String(form.get('to') ?? ''));
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <TextField name="from" label="From" type="date" size="small" required slotProps={{ inputLabel: { shrink: true } }} />
      <TextField name="to" label="To" type="date" size="small" required slotProps={{ inputLabel: { shrink: true } }} />
      <Button type="submit" variant="contained" sx={{ minHeight: 44 }}>
        Show
      </Button>
    </Box>
  );
}

/** Where readers come from, what they read, search for and miss, and which pages and products earn. */
export default function AnalyticsTab() {
  const [period, setPeriod] = useState<(typeof PERIODS)[number]['value']>('7');
  const [custom, setCustom] = useState<{ from: string; to: string } | null>(null);
  const params: GetAnalyticsReportParams =
    period === 'custom' ? (custom ?? { days: 7 }) : { days: Number(period) as GetAnalyticsReportParams['days'] };
  // Counts move all the time: fetched fresh whenever the tab is opened or the period changes.
  const report = useGetAnalyticsReport(params, { query: { staleTime: 0, refetchOnMount: 'always' } });
  const data = report.data;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Box>
          <Typography variant="h6" component="h2">
            Analytics
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Which pages and products earn, and where readers come from. Counted on this site, without cookies.
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={period}
            onChange={(_e, value: typeof period | null) => value && setPeriod(value)}
            aria-label="Period"
          >
            {PERIODS.map((p) => (
              <ToggleButton key={p.value} value={p.value} sx={{ minHeight: 44 }}>
                {p.label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Button startIcon={<RefreshIcon />} onClick={() => void report.refetch()} disabled={report.isFetching} sx={{ minHeight: 44 }}>
            Refresh
          </Button>
        </Box>
      </Box>
      {period === 'custom' && (
        <Box sx={{ mb: 2 }}>
          <CustomRange onApply={(from, to) => setCustom({ from, to })} />
        </Box>
      )}
      {report.isPending && <CircularProgress aria-label="Loading analytics" />}
      {report.isError && <Alert severity="error">The figures could not be loaded. {serverMessage(report.error)}</Alert>}
      {data && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Typography data-testid="analytics-period">
            From {data.from} to {data.to} ({data.timeZone} time)
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' } }}>
            <Figure label="Visitors" value={data.totals.visitors} testId="analytics-visitors" />
            <Figure label="Page views" value={data.totals.views} testId="analytics-views" />
            <Figure label="Seller clicks" value={data.totals.clicks} testId="analytics-clicks" />
            <Figure label="Newsletter sign-ups" value={data.totals.signups} testId="analytics-signups" />
            <Figure label="Earnings" value={money.format(data.totals.earnings)} testId="analytics-earnings" />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {data.countedAs}
          </Typography>
          <Suspense fallback={<CircularProgress aria-label="Loading charts" />}>
            <AnalyticsCharts daily={data.daily} devices={data.devices} />
          </Suspense>
          <AnalyticsTables report={data} />
          {data.totals.earningsUnmatched !== 0 && (
            <Typography variant="body2" color="text.secondary">
              {`${money.format(data.totals.earningsUnmatched)} of the earnings came with a sub-id that names no page of this site (sales from links made before sub-ids, or another site's).`}
            </Typography>
          )}
        </Box>
      )}
      <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
        <EarningsUpload />
        <WeeklySummarySwitch />
      </Box>
    </Paper>
  );
}
