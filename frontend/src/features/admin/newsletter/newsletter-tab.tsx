import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useQueryClient } from '@tanstack/react-query';
import {
  getGetNewsletterSubscriberCountsQueryKey,
  useGetNewsletterIssues,
  useGetNewsletterSubscriberCounts,
  useSendGuideToSubscribers,
} from '@/api/generated/endpoints/admin/admin';
import { toast } from '@/components/toast/toast-store';
import type { NewsletterIssueDto } from '@/api/generated/models';
import { serverMessage } from '@/lib/server-message';
import { NewsletterComposer } from './newsletter-composer';
import { NewsletterIssuePanel } from './newsletter-issue-panel';
import { NewsletterOutbox } from './newsletter-outbox';
import { WindowAlertsPanel } from './window-alerts-panel';

const STATUS_LABELS: Record<NewsletterIssueDto['status'], string> = { draft: 'Draft', sending: 'Sending', sent: 'Sent' };

/** Subscribers from before double opt-in were promised the guide too: the owner sends it to them once. */
function SendGuideToEarlierSubscribers({ awaiting }: { awaiting: number }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const send = useSendGuideToSubscribers({
    mutation: {
      onSuccess: (result) => {
        setAsking(false);
        toast({
          title: 'Guide on its way',
          description: `The guide e-mail was queued for ${result.queued} subscribers.`,
          variant: 'success',
        });
        void queryClient.invalidateQueries({ queryKey: getGetNewsletterSubscriberCountsQueryKey() });
      },
      onError: (error) => {
        setAsking(false);
        toast({ title: 'Not sent', description: serverMessage(error), variant: 'destructive' });
      },
    },
  });
  if (awaiting === 0) return null;
  return (
    <>
      <Button variant="outlined" sx={{ mt: 2 }} onClick={() => setAsking(true)}>
        Send the free guide to {awaiting} {awaiting === 1 ? 'subscriber' : 'subscribers'} who never got it
      </Button>
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby="send-guide-title">
        <DialogTitle id="send-guide-title">Send the free guide?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {awaiting} confirmed {awaiting === 1 ? 'subscriber signed' : 'subscribers signed'} up before sign-ups were confirmed by e-mail
            and never received the guide. Each gets one e-mail with the download link; nobody gets it twice.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>Cancel</Button>
          <Button variant="contained" onClick={() => send.mutate()} disabled={send.isPending}>
            Send the guide
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function SubscriberCounts() {
  const counts = useGetNewsletterSubscriberCounts();
  const items = [
    ['Confirmed', counts.data?.confirmed],
    ['Pending', counts.data?.pending],
    ['Unsubscribed', counts.data?.unsubscribed],
    ['Bounced', counts.data?.bounced],
  ] as const;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Subscribers
      </Typography>
      {counts.isError && <Alert severity="error">{serverMessage(counts.error)}</Alert>}
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' }, gap: 2 }}
        role="list"
        aria-label="Subscriber counts"
      >
        {items.map(([label, value]) => (
          <Box key={label} role="listitem" aria-label={`${label}: ${value ?? '…'}`}>
            <Typography variant="h4" component="p">
              {value ?? '…'}
            </Typography>
            <Typography color="text.secondary">{label}</Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        Only confirmed subscribers receive issues. Pending sign-ups have not clicked their confirmation link yet (they are removed after 14
        days); bounced addresses were refused by their mail server and are never mailed again.
      </Typography>
      <SendGuideToEarlierSubscribers awaiting={counts.data?.awaitingGuide ?? 0} />
    </Paper>
  );
}

/** The owner writes, previews, tests and sends newsletter issues and reads each one's report; sees and removes dive-window alerts. */
export function NewsletterTab() {
  // While an issue is going out its report (here and in the open panel) follows every 2 seconds.
  const issues = useGetNewsletterIssues({
    query: { refetchInterval: (q) => (q.state.data?.some((i) => i.status === 'sending') ? 2000 : false) },
  });
  const [selected, setSelected] = useState<number | null>(null);
  const [composing, setComposing] = useState(false);
  const current = issues.data?.find((i) => i.id === selected) ?? null;

  return (
    <Stack spacing={3}>
      <SubscriberCounts />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">
            Issues
          </Typography>
          <Button
            variant="contained"
            onClick={() => {
              setSelected(null);
              setComposing(true);
            }}
          >
            New issue
          </Button>
        </Box>
        {issues.isError && <Alert severity="error">{serverMessage(issues.error)}</Alert>}
        {issues.data?.length === 0 && <Typography color="text.secondary">No issues yet. Write the first one with New issue.</Typography>}
        <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Newsletter issues">
          {issues.data?.map((issue) => (
            <Box
              component="li"
              key={issue.id}
              sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider', pb: 1 }}
            >
              <Chip
                size="small"
                label={STATUS_LABELS[issue.status]}
                color={issue.status === 'draft' ? 'default' : issue.status === 'sent' ? 'success' : 'info'}
              />
              <Typography sx={{ flex: 1, minWidth: 160, fontWeight: 600 }}>{issue.subject}</Typography>
              {issue.status !== 'draft' && (
                <Typography variant="body2" color="text.secondary">
                  {issue.report.sent} of {issue.report.recipients} sent
                </Typography>
              )}
              <Button
                size="small"
                onClick={() => {
                  setComposing(false);
                  setSelected(issue.id);
                }}
                aria-label={`Open ${issue.subject}`}
              >
                Open
              </Button>
            </Box>
          ))}
        </Stack>
      </Paper>
      {composing && (
        <NewsletterComposer
          onSaved={(id) => {
            setComposing(false);
            setSelected(id);
          }}
          onCancel={() => setComposing(false)}
        />
      )}
      {current && <NewsletterIssuePanel key={current.id} issue={current} onDeleted={() => setSelected(null)} />}
      <WindowAlertsPanel />
      <NewsletterOutbox />
    </Stack>
  );
}
