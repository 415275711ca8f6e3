import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { STATES } from '@ddu/shared/dive-sites/states';
import {
  getGetNewsletterIssuesQueryKey,
  getGetOutboxStatusQueryKey,
  useDeleteNewsletterIssue,
  useGetNewsletterSubscriberCounts,
  usePreviewNewsletterIssue,
  useSendNewsletterIssue,
  useSendNewsletterIssueTest,
} from '@/api/generated/endpoints/admin/admin';
import type { NewsletterIssueDto } from '@/api/generated/models';
import { toast } from '@/components/toast/toast-store';
import { serverMessage } from '@/lib/server-message';
import { useConfirmDelete } from '../shared/confirm-delete-dialog';
import { NewsletterComposer } from './newsletter-composer';

/** Preview widths: a phone's and a desktop mail client's reading pane. */
const WIDTHS = { phone: 390, desktop: 720 } as const;

function EmailPreview({ id, updatedAt }: { id: number; updatedAt: string }) {
  const [width, setWidth] = useState<keyof typeof WIDTHS>('phone');
  const preview = usePreviewNewsletterIssue(id, { query: { queryKey: ['newsletter-preview', id, updatedAt] } });
  return (
    <Box>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={width}
        onChange={(_e, next) => next && setWidth(next)}
        aria-label="Preview width"
        sx={{ mb: 1.5 }}
      >
        <ToggleButton value="phone">Phone</ToggleButton>
        <ToggleButton value="desktop">Desktop</ToggleButton>
      </ToggleButtonGroup>
      {preview.isError && <Alert severity="error">{serverMessage(preview.error)}</Alert>}
      <Box sx={{ overflowX: 'auto', bgcolor: 'grey.100', borderRadius: 2, p: 1 }}>
        <Box
          component="iframe"
          title={`E-mail preview (${width})`}
          srcDoc={preview.data ?? ''}
          sandbox=""
          sx={{ display: 'block', mx: 'auto', width: WIDTHS[width], maxWidth: 'none', height: 640, border: 0, bgcolor: 'white' }}
        />
      </Box>
    </Box>
  );
}

/** Whether a sent issue carried "Best sites this weekend", and from where: the owner's answer to "what did that one say?". */
function weekendSitesSent(issue: NewsletterIssueDto): string {
  if (!issue.weekendSites) return 'Not included';
  const state = STATES.find((s) => s.code === issue.weekendState);
  return `Included, from ${state?.name ?? 'all of Australia'}`;
}

function Report({ issue }: { issue: NewsletterIssueDto }) {
  const r = issue.report;
  const rows: [string, number | string][] = [
    ['Recipients', r.recipients],
    ['Sent', r.sent],
    ['Waiting', r.waiting],
    ['Failed', r.failed],
    ['Bounced', r.bounced],
    ['Skipped (left the list first)', r.skipped],
    ['Unsubscribes since', r.unsubscribesSince],
    ['Seller link clicks', r.sellerClicks],
    ['Best sites this weekend', weekendSitesSent(issue)],
  ];
  return (
    <Box
      component="dl"
      aria-label="Issue report"
      sx={{ display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 3, rowGap: 0.5, m: 0, maxWidth: 420 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** One issue: edit and preview a draft, send a test, send it after a confirmation, and follow its report. */
export function NewsletterIssuePanel({ issue, onDeleted }: { issue: NewsletterIssueDto; onDeleted: () => void }) {
  const queryClient = useQueryClient();
  const counts = useGetNewsletterSubscriberCounts();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: getGetNewsletterIssuesQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getGetOutboxStatusQueryKey() });
  };
  const test = useSendNewsletterIssueTest({
    mutation: {
      onSuccess: (result) => {
        toast({
          title: result.sent ? 'Test sent' : 'Test queued',
          description: result.message,
          variant: result.sent ? 'success' : 'default',
        });
        refresh();
      },
      onError: (error) => toast({ title: 'Test not sent', description: serverMessage(error), variant: 'destructive' }),
    },
  });
  const send = useSendNewsletterIssue({
    mutation: {
      onSuccess: () => {
        setConfirming(false);
        toast({
          title: 'Sending',
          description: 'The issue is on its way. The report below fills in as copies go out.',
          variant: 'success',
        });
        refresh();
      },
      onError: (error) => {
        setConfirming(false);
        toast({ title: 'Not sent', description: serverMessage(error), variant: 'destructive' });
      },
    },
  });
  const remove = useDeleteNewsletterIssue({
    mutation: {
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: getGetNewsletterIssuesQueryKey() });
        onDeleted();
      },
      onError: (error) => toast({ title: 'Not deleted', description: serverMessage(error), variant: 'destructive' }),
    },
  });
  const { confirmDelete, dialog: deleteDialog } = useConfirmDelete();
  const draft = issue.status === 'draft';
  const confirmed = counts.data?.confirmed ?? 0;

  if (editing)
    return (
      <NewsletterComposer
        issue={issue}
        onSaved={() => {
          setEditing(false);
          refresh();
        }}
        onCancel={() => setEditing(false)}
      />
    );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} aria-label={`Issue: ${issue.subject}`} component="section">
      <Typography variant="h6" component="h2">
        {issue.subject}
      </Typography>
      {issue.preheader && <Typography color="text.secondary">{issue.preheader}</Typography>}
      <Stack direction="row" spacing={1.5} sx={{ my: 2, flexWrap: 'wrap', rowGap: 1 }}>
        {draft && (
          <Button variant="outlined" onClick={() => setEditing(true)}>
            Edit
          </Button>
        )}
        <Button variant="outlined" onClick={() => test.mutate({ id: issue.id })} disabled={test.isPending}>
          {test.isPending ? 'Sending test...' : 'Send test'}
        </Button>
        {draft && (
          <Button variant="contained" color="secondary" onClick={() => setConfirming(true)} disabled={send.isPending}>
            Send to subscribers
          </Button>
        )}
        {draft && (
          <Button
            color="error"
            onClick={() =>
              void confirmDelete({
                title: 'Delete this draft?',
                message: `"${issue.subject}" is deleted for good. It has not been sent to anyone.`,
              }).then((yes) => yes && remove.mutate({ id: issue.id }))
            }
            disabled={remove.isPending}
          >
            Delete draft
          </Button>
        )}
      </Stack>
      {!draft && (
        <Box sx={{ mb: 3 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            Report {issue.status === 'sending' ? '(sending…)' : ''}
          </Typography>
          <Report issue={issue} />
        </Box>
      )}
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        Preview
      </Typography>
      <EmailPreview id={issue.id} updatedAt={issue.updatedAt} />
      {deleteDialog}
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="confirm-send-title">
        <DialogTitle id="confirm-send-title">Send this issue?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            &ldquo;{issue.subject}&rdquo; goes to {confirmed} confirmed {confirmed === 1 ? 'subscriber' : 'subscribers'}. An issue is sent
            once and cannot be changed afterwards.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Cancel</Button>
          <Button variant="contained" color="secondary" onClick={() => send.mutate({ id: issue.id })} disabled={send.isPending}>
            {send.isPending ? 'Sending...' : 'Send now'}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
