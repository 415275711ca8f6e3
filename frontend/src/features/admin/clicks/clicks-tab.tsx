import DownloadIcon from '@mui/icons-material/Download';
import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { getExportClicksCsvUrl, useGetClickReport } from '@/api/generated/endpoints/admin/admin';
import type { GetClickReportDays } from '@/api/generated/models';
import { serverMessage } from '@/lib/server-message';
import { ClicksChart } from './clicks-chart';

const PERIODS = [7, 30, 90] as const;

/** Where each placement is on the site, in the owner's words. */
export const PLACEMENT_LABELS: Record<string, string> = {
  'shop-card': 'Shop – Check Price',
  'home-featured': 'Home – featured products',
  'product-page': 'Product page – Check Price',
  'review-card': 'Review list – Buy Now',
  'review-box': 'Review – Check Current Price',
  'review-bottom': 'Review – Buy Now (bottom)',
  'review-body': 'Link in a review',
  'article-body': 'Link in a blog article',
  newsletter: 'Newsletter e-mail',
  other: 'Other / unknown',
};

function ClickTable({ title, head, rows }: { title: string; head: string; rows: { key: string; label: ReactNode; clicks: number }[] }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">No clicks in this period.</Typography>
      ) : (
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{head}</TableCell>
              <TableCell align="right">Clicks</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key}>
                <TableCell>{row.label}</TableCell>
                <TableCell align="right">{row.clicks}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}

/** Which products, reviews and placements earn clicks on seller links. */
export function ClicksTab() {
  const [days, setDays] = useState<GetClickReportDays>(30);
  // Counts move all the time: fetched fresh whenever the tab is opened or the period changes.
  const report = useGetClickReport({ days }, { query: { staleTime: 0, refetchOnMount: 'always' } });
  const data = report.data;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Box>
          <Typography variant="h6" component="h2">
            Affiliate Clicks
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Clicks on seller links through the site&apos;s /go/ addresses. Crawlers, link previews and repeat clicks within a minute are not
            counted; nothing about the visitor is stored.
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={days}
            onChange={(_e, value: GetClickReportDays | null) => value && setDays(value)}
            aria-label="Period"
          >
            {PERIODS.map((p) => (
              <ToggleButton key={p} value={p}>
                {p} days
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Button startIcon={<RefreshIcon />} onClick={() => void report.refetch()} disabled={report.isFetching}>
            Refresh
          </Button>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            onClick={() => window.open(getExportClicksCsvUrl({ days }), '_blank', 'noopener')}
          >
            Download CSV
          </Button>
        </Box>
      </Box>
      {report.isPending && <CircularProgress aria-label="Loading clicks" />}
      {report.isError && <Alert severity="error">The clicks could not be loaded. {serverMessage(report.error)}</Alert>}
      {data && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Typography data-testid="clicks-total">
            <strong>{data.total}</strong> {data.total === 1 ? 'click' : 'clicks'} from {data.from} to {data.to} ({data.timeZone} time)
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="clicks-counted-as">
            {data.countedAs}
          </Typography>
          <ClicksChart daily={data.daily} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <ClickTable
              title="Clicks per product or review"
              head="Link"
              rows={data.byLink.map((l) => ({
                key: `${l.targetType}-${l.targetId}`,
                label: `${l.name}${l.targetType === 'review' ? ' (review)' : ''}`,
                clicks: l.clicks,
              }))}
            />
            <ClickTable
              title="Clicks per placement"
              head="Placement"
              rows={data.byPlacement.map((p) => ({
                key: p.placement,
                label: PLACEMENT_LABELS[p.placement] ?? p.placement,
                clicks: p.clicks,
              }))}
            />
          </Box>
          <ClickTable
            title="Pages whose links earn the most clicks"
            head="Page"
            rows={data.byPage.map((p) => ({
              key: p.path || '(none)',
              // The page in words; its address on hover, for the owner who wants it.
              label: (
                <Box component="span" title={p.path || undefined}>
                  {p.title}
                </Box>
              ),
              clicks: p.clicks,
            }))}
          />
        </Box>
      )}
    </Paper>
  );
}
