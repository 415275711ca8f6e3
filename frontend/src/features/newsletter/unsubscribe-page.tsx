import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useUnsubscribeNewsletter } from '@/api/generated/endpoints/newsletter/newsletter';
import { PageHero } from '@/components/page-hero/page-hero';
import { PageSeo } from '@/components/seo/page-seo';
import { paths } from '@/config/paths';
import { serverMessage } from '@/lib/server-message';

const CONTACT_HINT = 'If this keeps happening, write to us through the contact page and we will take you off the list by hand.';

/** Where the unsubscribe link of every newsletter e-mail leads: one click to confirm, nothing else asked. */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribeNewsletter();

  return (
    <>
      <PageSeo title="Unsubscribe" description="Leave the Dive Down Under newsletter." path={paths.newsletterUnsubscribe.path} noIndex />
      <PageHero title="Unsubscribe" eyebrow="Newsletter">
        Sorry to see you go. You can sign up again on our home page whenever you like.
      </PageHero>
      <Container maxWidth="sm" sx={{ py: { xs: 5, md: 8 } }}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 1 }}>
          {unsubscribe.isSuccess ? (
            <Stack spacing={2} role="status" sx={{ alignItems: 'flex-start' }}>
              <CheckCircleOutlineIcon color="success" fontSize="large" aria-hidden />
              <Typography variant="h5" component="h2">
                {unsubscribe.data.alreadyUnsubscribed ? 'Already unsubscribed' : 'You are unsubscribed'}
              </Typography>
              <Typography>{unsubscribe.data.message}</Typography>
              <Link component={RouterLink} to={paths.home.path}>
                Back to the home page
              </Link>
            </Stack>
          ) : !token ? (
            <Alert severity="warning">
              This link is missing its code. Please open the whole unsubscribe link from the newsletter e-mail. {CONTACT_HINT}
            </Alert>
          ) : (
            <Stack spacing={2.5} sx={{ alignItems: 'flex-start' }}>
              <Typography variant="h5" component="h2">
                Stop receiving the newsletter?
              </Typography>
              <Typography>
                Confirm below and we will stop sending the Dive Down Under newsletter to the address this e-mail was sent to.
              </Typography>
              {unsubscribe.isError && (
                <Alert severity="error" sx={{ width: '100%' }}>
                  {serverMessage(unsubscribe.error)} {CONTACT_HINT}
                </Alert>
              )}
              <Button
                variant="contained"
                color="primary"
                size="large"
                disabled={unsubscribe.isPending}
                onClick={() => unsubscribe.mutate({ data: { token } })}
              >
                {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
              </Button>
            </Stack>
          )}
        </Paper>
      </Container>
    </>
  );
}
