import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useGetSecurityDashboard } from '@/api/generated/endpoints/admin/admin';
import type { SecurityActivityDto } from '@/api/generated/models';
import { describeActivity } from './security-activity-text';

/** The spec's only polling query. */
const POLL_MS = 30_000;
/**
 * Tells the server this read is a timed refresh, not the owner's activity: an open Security tab
 * must not keep the session alive past its idle timeout.
 */
const BACKGROUND_REFRESH = { 'x-background-refresh': 'true' } as const;

const POLICIES = [
  'At most 5 login attempts per 15 minutes from one address',
  'Sessions end after 30 minutes of inactivity',
  'A new session is issued at every login',
  'Every login and change is written to the audit log with its IP address',
];

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, textAlign: 'center' }}>
      <Typography variant="h4" component="p">
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Paper>
  );
}

function ActivityRow({ item }: { item: SecurityActivityDto }) {
  const action = describeActivity(item);
  return (
    <ListItem divider sx={{ display: 'block' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Chip size="small" label={action.label} color={action.color} />
        <Typography variant="body2" color="text.secondary">
          {new Date(item.timestamp).toLocaleString('en-AU')} · {item.ipAddress}
          {item.count > 1 ? ` · ${item.count} attempts (latest shown)` : ''}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ mt: 0.5, wordBreak: 'break-word' }}>
        {action.text}
      </Typography>
    </ListItem>
  );
}

export function SecurityTab() {
  const dashboard = useGetSecurityDashboard(BACKGROUND_REFRESH, { query: { refetchInterval: POLL_MS } });

  if (dashboard.isPending) return <CircularProgress aria-label="Loading security activity" />;
  if (dashboard.isError) return <Alert severity="error">Could not load the security dashboard. Please refresh the page.</Alert>;
  const data = dashboard.data;

  return (
    <Box>
      <Typography variant="h6" component="h2" gutterBottom>
        Last 24 Hours
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2, mb: 3 }}>
        <Stat label="Total Login Attempts" value={data.totalLoginAttempts} />
        <Stat label="Successful Logins" value={data.successfulLogins} />
        <Stat label="Failed Attempts" value={data.failedAttempts} />
        <Stat label="Blocked Attempts" value={data.blockedAttempts} />
      </Box>
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Security Policies
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {POLICIES.map((p) => (
            <Typography component="li" variant="body2" key={p}>
              {p}
            </Typography>
          ))}
        </Box>
      </Paper>
      <Typography variant="h6" component="h3" gutterBottom>
        Recent Activity
      </Typography>
      <Paper variant="outlined" sx={{ maxHeight: '24rem', overflowY: 'auto' }}>
        {data.recentActivity.length === 0 ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            No activity yet.
          </Typography>
        ) : (
          <List dense disablePadding aria-label="Recent activity">
            {data.recentActivity.map((item, i) => (
              <ActivityRow key={`${item.timestamp}-${i}`} item={item} />
            ))}
          </List>
        )}
      </Paper>
    </Box>
  );
}
