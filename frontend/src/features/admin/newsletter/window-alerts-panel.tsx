import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getGetWindowAlertsQueryKey, useDeleteWindowAlert, useGetWindowAlerts } from '@/api/generated/endpoints/admin/admin';
import type { AdminWindowAlertDto } from '@/api/generated/models';
import { toast } from '@/components/toast/toast-store';
import { formatDateAU } from '@/lib/dates';
import { serverMessage } from '@/lib/server-message';
import { useConfirmDelete } from '../shared/confirm-delete-dialog';

const PAGE_SIZE = 50;
const SCOPE_LABELS: Record<AdminWindowAlertDto['scope'], string> = { site: 'Dive site', region: 'Region', state: 'State' };
// On a phone the status and dates go under the address, so the table fits without scrolling sideways.
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;
const PHONE_ONLY = { display: { xs: 'block', sm: 'none' } } as const;

const statusLabel = (alert: AdminWindowAlertDto) => (alert.status === 'confirmed' ? 'Confirmed' : 'Pending');
const lastSent = (alert: AdminWindowAlertDto) => (alert.lastAlertWeek ? `Weekend of ${formatDateAU(alert.lastAlertWeek)}` : 'Not yet');

/**
 * The dive-window alerts visitors asked for ("Tell me when it's diveable"): who watches what, whether
 * they confirmed, and the last weekend they were e-mailed about. The owner can remove one; an e-mail of
 * it still waiting in the outbox is then not sent.
 */
export function WindowAlertsPanel() {
  const [page, setPage] = useState(1);
  const alerts = useGetWindowAlerts({ page, limit: PAGE_SIZE });
  const queryClient = useQueryClient();
  const { confirmDelete, dialog } = useConfirmDelete();
  const removeAlert = useDeleteWindowAlert();
  const data = alerts.data;

  const remove = async (alert: AdminWindowAlertDto) => {
    const message = `${alert.email} will get no more e-mails about ${alert.watching}, including one already waiting to go. They can ask again on the site.`;
    if (!(await confirmDelete({ title: 'Remove this alert?', message }))) return;
    try {
      await removeAlert.mutateAsync({ id: alert.id });
      toast({ title: 'Alert Removed', description: `${alert.email} no longer watches ${alert.watching}.`, variant: 'success' });
    } catch (error) {
      toast({ title: 'Removal Failed', description: `Failed to remove the alert. ${serverMessage(error)}`, variant: 'destructive' });
    }
    await queryClient.invalidateQueries({ queryKey: getGetWindowAlertsQueryKey() });
  };

  const first = data ? (data.page - 1) * data.limit + 1 : 0;
  const last = data ? first + data.alerts.length - 1 : 0;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-label="Dive-window alerts">
      <Typography variant="h6" component="h2" gutterBottom>
        Alerts
      </Typography>
      {alerts.isError && <Alert severity="error">{serverMessage(alerts.error)}</Alert>}
      {data && (
        <Typography color="text.secondary" sx={{ mb: 1.5 }} data-testid="window-alert-counts">
          {data.total} {data.total === 1 ? 'alert' : 'alerts'} · {data.confirmed} confirmed · {data.pending} pending
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Visitors ask on a dive site&apos;s, region&apos;s or state&apos;s page to be e-mailed when its weekend looks good. Pending alerts
        have not been confirmed from their e-mail yet (they are removed after 14 days); switched-off alerts are not listed.
      </Typography>
      {data?.total === 0 && <Typography color="text.secondary">No alerts yet.</Typography>}
      {data && data.alerts.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label="Dive-window alerts">
            <TableHead>
              <TableRow>
                <TableCell>Address</TableCell>
                <TableCell>Watches</TableCell>
                <TableCell sx={WIDE_ONLY}>Status</TableCell>
                <TableCell sx={WIDE_ONLY}>Created</TableCell>
                <TableCell sx={WIDE_ONLY}>Last sent</TableCell>
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    Actions
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.alerts.map((alert) => (
                <TableRow key={alert.id}>
                  <TableCell sx={{ wordBreak: 'break-all', minWidth: 120 }}>
                    {alert.email}
                    <Typography variant="caption" color="text.secondary" component="div" sx={{ ...PHONE_ONLY, wordBreak: 'normal' }}>
                      {statusLabel(alert)} · created {formatDateAU(alert.createdAt)} · last sent: {lastSent(alert)}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ minWidth: 100 }}>
                    {alert.watching}
                    <Typography variant="caption" color="text.secondary" component="div">
                      {SCOPE_LABELS[alert.scope]}
                    </Typography>
                  </TableCell>
                  <TableCell sx={WIDE_ONLY}>
                    <Chip size="small" label={statusLabel(alert)} color={alert.status === 'confirmed' ? 'success' : 'default'} />
                  </TableCell>
                  <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>{formatDateAU(alert.createdAt)}</TableCell>
                  <TableCell sx={{ ...WIDE_ONLY, minWidth: 110 }}>{lastSent(alert)}</TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      color="error"
                      onClick={() => void remove(alert)}
                      aria-label={`Remove the alert of ${alert.email} for ${alert.watching}`}
                    >
                      Remove
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {data && data.total > data.limit && (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary">
            {first}–{last} of {data.total}
          </Typography>
          <Button size="small" disabled={page === 1} onClick={() => setPage(page - 1)}>
            Newer
          </Button>
          <Button size="small" disabled={last >= data.total} onClick={() => setPage(page + 1)}>
            Older
          </Button>
        </Box>
      )}
      {dialog}
    </Paper>
  );
}
