import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

interface EmailLinkCardProps {
  /** The code the e-mail's link carries; without it the card shows `missingToken` and no button. */
  token: string;
  missingToken: ReactNode;
  question: string;
  /** What pressing the button will do. */
  explanation: ReactNode;
  actionLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Why the last press failed, if it did. */
  error?: ReactNode;
  onAction: () => void;
  /** Set once the action succeeded: the heading, the server's sentence and anything offered next. */
  done?: { title: string; message: string; next?: ReactNode };
}

/**
 * The card of a page an e-mail link opens (confirm, unsubscribe). Opening it changes nothing, since mail
 * scanners open every link: the visitor acts with the one button and sees the result in place.
 */
export function EmailLinkCard({
  token,
  missingToken,
  question,
  explanation,
  actionLabel,
  pendingLabel,
  pending,
  error,
  onAction,
  done,
}: EmailLinkCardProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 5, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 1 }}>
        {done ? (
          <Stack spacing={2} role="status" sx={{ alignItems: 'flex-start' }}>
            <CheckCircleOutlineIcon color="success" fontSize="large" aria-hidden />
            <Typography variant="h5" component="h2">
              {done.title}
            </Typography>
            <Typography>{done.message}</Typography>
            {done.next}
            <Link component={RouterLink} to={paths.home.path}>
              Back to the home page
            </Link>
          </Stack>
        ) : !token ? (
          <Alert severity="warning">{missingToken}</Alert>
        ) : (
          <Stack spacing={2.5} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="h5" component="h2">
              {question}
            </Typography>
            <Typography>{explanation}</Typography>
            {error && (
              <Alert severity="error" sx={{ width: '100%' }}>
                {error}
              </Alert>
            )}
            <Button variant="contained" color="primary" size="large" disabled={pending} onClick={onAction}>
              {pending ? pendingLabel : actionLabel}
            </Button>
          </Stack>
        )}
      </Paper>
    </Container>
  );
}
