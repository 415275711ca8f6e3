import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useConfirmNewsletter } from '@/api/generated/endpoints/newsletter-links/newsletter-links';
import { PageHero } from '@/components/page-hero/page-hero';
import { PageSeo } from '@/components/seo/page-seo';
import { paths } from '@/config/paths';
import { serverMessage } from '@/lib/server-message';

export const GUIDE_TITLE = '10 Must-Have Items for Your First Dive Trip';

/**
 * Where the sign-up confirmation e-mail leads. Opening the page changes nothing (mail scanners open
 * every link); the visitor confirms with the button, then downloads the guide.
 */
export function ConfirmSubscriptionPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmNewsletter();

  return (
    <>
      <PageSeo
        title="Confirm your subscription"
        description="Confirm your Dive Down Under newsletter subscription."
        path={paths.newsletterConfirm.path}
        noIndex
      />
      <PageHero title="Confirm your subscription" eyebrow="Newsletter">
        One click and you are on the list, with your free guide ready to download.
      </PageHero>
      <Container maxWidth="sm" sx={{ py: { xs: 5, md: 8 } }}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 3 }}>
          {confirm.isSuccess ? (
            <Stack spacing={2} role="status" sx={{ alignItems: 'flex-start' }}>
              <CheckCircleOutlineIcon color="success" fontSize="large" aria-hidden />
              <Typography variant="h5" component="h2">
                {confirm.data.alreadyConfirmed ? 'Already confirmed' : 'You are subscribed'}
              </Typography>
              <Typography>{confirm.data.message}</Typography>
              <Button variant="contained" color="secondary" size="large" href={confirm.data.guideUrl} download>
                Download the free guide (PDF)
              </Button>
              <Typography variant="body2" color="text.secondary">
                &ldquo;{GUIDE_TITLE}&rdquo;. You can also read it on our blog.
              </Typography>
              <Link component={RouterLink} to={paths.home.path}>
                Back to the home page
              </Link>
            </Stack>
          ) : !token ? (
            <Alert severity="warning">
              This link is missing its code. Please open the whole link from the confirmation e-mail, or sign up again on our home page.
            </Alert>
          ) : (
            <Stack spacing={2.5} sx={{ alignItems: 'flex-start' }}>
              <Typography variant="h5" component="h2">
                Confirm your subscription?
              </Typography>
              <Typography>
                Confirm below to receive the Dive Down Under newsletter and download the free guide &ldquo;{GUIDE_TITLE}&rdquo;. You can
                unsubscribe with one click in any newsletter.
              </Typography>
              {confirm.isError && (
                <Alert severity="error" sx={{ width: '100%' }}>
                  {serverMessage(confirm.error)}
                </Alert>
              )}
              <Button
                variant="contained"
                color="primary"
                size="large"
                disabled={confirm.isPending}
                onClick={() => confirm.mutate({ data: { token } })}
              >
                {confirm.isPending ? 'Confirming...' : 'Confirm subscription'}
              </Button>
            </Stack>
          )}
        </Paper>
      </Container>
    </>
  );
}
