import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useGetOutboxStatus, usePreviewOutboxMessage } from '@/api/generated/endpoints/admin/admin';
import type { OutboxMessageSummaryDto } from '@/api/generated/models';
import { serverMessage } from '@/lib/server-message';

const KIND_LABELS: Record<string, string> = {
  contact: 'Contact message',
  confirmation: 'Sign-up confirmation',
  newsletter: 'Newsletter',
  'newsletter-test': 'Newsletter test',
};

function PreviewDialog({ message, onClose }: { message: OutboxMessageSummaryDto; onClose: () => void }) {
  const preview = usePreviewOutboxMessage(message.id);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="outbox-preview-title">
      <DialogTitle id="outbox-preview-title">{message.subject}</DialogTitle>
      <DialogContent>
        {preview.isError && <Alert severity="error">{serverMessage(preview.error)}</Alert>}
        <Box
          component="iframe"
          title="E-mail preview"
          srcDoc={preview.data ?? ''}
          sandbox=""
          sx={{ width: '100%', height: 560, border: 0 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

/** What the outbox still holds: with no mail server configured, every e-mail waits here. */
export function NewsletterOutbox() {
  const outbox = useGetOutboxStatus({ query: { refetchInterval: 5000 } });
  const [previewing, setPreviewing] = useState<OutboxMessageSummaryDto | null>(null);
  const data = outbox.data;
  const state = (m: OutboxMessageSummaryDto) =>
    !data?.smtpConfigured
      ? 'waiting: the mail server is not set up'
      : m.status === 'sending'
        ? 'sending now'
        : m.attempts > 0
          ? `retrying (attempt ${m.attempts + 1})`
          : 'queued';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-label="Outbox">
      <Typography variant="h6" component="h2" gutterBottom>
        Outbox
      </Typography>
      {outbox.isError && <Alert severity="error">{serverMessage(outbox.error)}</Alert>}
      {data && !data.smtpConfigured && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {data.waiting.length > 0
            ? 'E-mails are waiting: the mail server is not set up. Ask whoever hosts the site to set it.'
            : 'The mail server is not set up, so e-mails will wait here. Ask whoever hosts the site to set it.'}{' '}
          Nothing is lost: everything waiting is sent once it is.
        </Alert>
      )}
      {data && (
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          {data.sent} sent · {data.queued + data.sending} waiting · {data.failed} failed
        </Typography>
      )}
      {data?.waiting.length === 0 && <Typography color="text.secondary">Nothing is waiting.</Typography>}
      <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Waiting e-mails">
        {data?.waiting.map((m) => (
          <Box
            component="li"
            key={m.id}
            sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider', pb: 1 }}
          >
            <Box sx={{ flex: 1, minWidth: 200 }}>
              <Typography sx={{ fontWeight: 600 }}>{m.subject}</Typography>
              <Typography variant="body2" color="text.secondary">
                {KIND_LABELS[m.kind] ?? m.kind} to {m.recipient} · {state(m)}
                {m.lastError ? ` · last answer: ${m.lastError}` : ''}
              </Typography>
            </Box>
            <Button size="small" onClick={() => setPreviewing(m)}>
              Preview
            </Button>
          </Box>
        ))}
      </Stack>
      {previewing && <PreviewDialog message={previewing} onClose={() => setPreviewing(null)} />}
    </Paper>
  );
}
