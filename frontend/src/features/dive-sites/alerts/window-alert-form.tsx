import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useCreateWindowAlert } from '@/api/generated/endpoints/dive-window-alerts/dive-window-alerts';
import type { CreateWindowAlertDtoScope } from '@/api/generated/models';
import { isApiError } from '@/api/http';
import { validateNewsletterEmail } from '@/components/newsletter-signup/newsletter-schema';
import { serverMessage } from '@/lib/server-message';
import { ALERT_FORM_TITLE } from './alert-form-height';

export const TRY_AGAIN_IN_A_MINUTE = 'Something went wrong on our side. Please try again in a minute.';
export const ALERT_CAVEAT = 'A forecast, not a safety assessment.';

export interface WindowAlertFormProps {
  scope: CreateWindowAlertDtoScope;
  /** The site's id, or the region's or state's slug. */
  target: string;
  /** What the alert watches, in words: "Shelly Beach", "Sydney", "New South Wales". */
  name: string;
}

/**
 * "Tell me when it's diveable": an address, and we e-mail when the site (or any site of the region or
 * state) rates good in the dive window on a coming weekend. The answer says what to do next: confirm.
 */
export function WindowAlertForm({ scope, target, name }: WindowAlertFormProps) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<string | null>(null);
  const create = useCreateWindowAlert();
  const fieldId = useId();
  const where = scope === 'site' ? name : `any site in ${name}`;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateNewsletterEmail(email);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    setError(null);
    setAnswer(null);
    try {
      const created = await create.mutateAsync({ data: { email: checked.email, scope, target } });
      setAnswer(created.message);
      setEmail('');
    } catch (caught) {
      // The server's sentence for a refusal (400, 404, 409, 429); advice for its own failures.
      setError(isApiError(caught) && caught.status < 500 ? serverMessage(caught) : TRY_AGAIN_IN_A_MINUTE);
    }
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${fieldId}-title`}
      sx={{ p: { xs: 2, md: 2.5 }, display: 'grid', gap: 1.5 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <NotificationsActiveOutlinedIcon color="primary" aria-hidden />
        <Typography variant="h6" component="h2" id={`${fieldId}-title`}>
          {ALERT_FORM_TITLE}
        </Typography>
      </Stack>
      <Typography variant="body2">
        We&rsquo;ll e-mail you when {where} rates &ldquo;good&rdquo; in our dive window on a coming Saturday or Sunday. At most one e-mail a
        week, and you can stop them with one click. {ALERT_CAVEAT}
      </Typography>
      <Stack
        component="form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          id={fieldId}
          label="Your e-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          size="small"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error !== null}
          sx={{ flex: 1, '& input': { minHeight: 32 } }}
        />
        <Button type="submit" variant="contained" disabled={create.isPending} sx={{ minHeight: 48, whiteSpace: 'nowrap' }}>
          {create.isPending ? 'Sending...' : 'E-mail me'}
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" data-testid="window-alert-error">
          {error}
        </Alert>
      )}
      <Typography role="status" variant="body2" sx={{ fontWeight: 600 }}>
        {answer}
      </Typography>
    </Paper>
  );
}

export default WindowAlertForm;
