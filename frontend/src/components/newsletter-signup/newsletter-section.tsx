import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import FormHelperText from '@mui/material/FormHelperText';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useSubscribeNewsletter } from '@/api/generated/endpoints/newsletter/newsletter';
import { isApiError } from '@/api/http';
import { toast } from '@/components/toast/toast-store';
import { trackEvent } from '@/lib/analytics';
import { serverMessage } from '@/lib/server-message';
import { validateNewsletterEmail } from './newsletter-schema';

export const PDF_TITLE = '10 Must-Have Items for Your First Dive Trip';
const ALREADY_SUBSCRIBED = 'Email already subscribed';
/** The toast says "subscribed", but the address counts only once confirmed: this says what to do next. */
export const NEXT_STEP = 'Almost there: open the e-mail we just sent to confirm (check your spam folder).';
export const TRY_AGAIN_IN_A_MINUTE = 'Something went wrong on our side. Please try again in a minute.';

/** The server's own sentence for a refusal (400, 429); for its failures (5xx, no answer) advice instead of "Internal server error". */
function failureText(caught: unknown): string {
  if (isApiError(caught) && caught.status < 500) return serverMessage(caught);
  return TRY_AGAIN_IN_A_MINUTE;
}

/**
 * The form's error on the navy-to-teal gradient: red text straight on the gradient fails WCAG AA
 * (about 2:1 at the teal end), so the message sits on its own light label, 6.9:1 whatever is behind.
 */
export const NEWSLETTER_ERROR_COLOURS = { text: '#9f2430', background: '#fff1ef' } as const;

/** Newsletter sign-up with the free PDF bonus (home page). */
export function NewsletterSection() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [signedUp, setSignedUp] = useState(false);
  const subscribe = useSubscribeNewsletter();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateNewsletterEmail(email);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    setError(null);
    setSignedUp(false);
    try {
      await subscribe.mutateAsync({ data: { email: checked.email, source: 'home', page: window.location.pathname } });
      toast({
        variant: 'success',
        title: 'Successfully subscribed!',
        description: 'Check your email for the free PDF guide.',
      });
      trackEvent('newsletter_signup', { category: 'engagement', label: 'home_newsletter' });
      setEmail('');
      setSignedUp(true);
    } catch (caught) {
      if (caught instanceof Error && caught.message.includes(ALREADY_SUBSCRIBED)) {
        toast({
          title: 'Already subscribed!',
          description: 'This email is already receiving our newsletter. Check your inbox for the latest updates.',
        });
      } else {
        toast({ variant: 'destructive', title: 'Subscription failed', description: failureText(caught) });
      }
    }
  };

  return (
    <Box
      component="section"
      aria-labelledby="newsletter-heading"
      sx={{
        py: { xs: 6, md: 9 },
        color: 'common.white',
        background: 'linear-gradient(135deg, #0b2545 0%, #13315c 50%, #0e9aa7 100%)',
      }}
    >
      <Container maxWidth="md">
        <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <MarkEmailReadOutlinedIcon sx={{ fontSize: 48, color: '#3cc8c8' }} aria-hidden />
          <Typography id="newsletter-heading" variant="h4" component="h2">
            Get the Dive Down Under newsletter
          </Typography>
          <Typography sx={{ maxWidth: 620, opacity: 0.92 }}>
            New gear reviews, dive-site guides and safety tips from around Australia, about twice a month. No spam, and you can unsubscribe
            whenever you like.
          </Typography>
          <Stack
            direction="row"
            spacing={1.5}
            sx={{ alignItems: 'center', px: 2, py: 1.25, borderRadius: 1, bgcolor: 'rgba(255, 255, 255, 0.1)', textAlign: 'left' }}
          >
            <PictureAsPdfOutlinedIcon sx={{ color: '#ff6f59' }} aria-hidden />
            <Typography variant="body2">
              <strong>Free bonus:</strong> sign up and we&apos;ll send you our PDF guide, <em>{PDF_TITLE}</em>.
            </Typography>
          </Stack>
          <Box
            component="form"
            noValidate
            onSubmit={(event) => void onSubmit(event)}
            aria-label="Newsletter sign-up"
            sx={{ width: '100%', maxWidth: 560, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5 }}
          >
            <Box sx={{ width: '100%' }}>
              <OutlinedInput
                name="email"
                type="email"
                value={email}
                onChange={(event) => {
                  setEmail(event.target.value);
                  if (error) setError(null);
                  if (signedUp) setSignedUp(false);
                }}
                placeholder="Enter your email address"
                autoComplete="email"
                fullWidth
                error={Boolean(error)}
                inputProps={{
                  'aria-label': 'Email address',
                  'aria-invalid': Boolean(error),
                  'aria-describedby': 'newsletter-email-help',
                }}
                sx={{ bgcolor: 'common.white', borderRadius: 1 }}
              />
              <FormHelperText
                id="newsletter-email-help"
                error={Boolean(error)}
                sx={{ mx: 0, mt: 0.75, minHeight: 24, display: 'flex', justifyContent: { xs: 'center', sm: 'flex-start' } }}
              >
                {error ? (
                  <Box
                    component="span"
                    data-testid="newsletter-error"
                    sx={{
                      display: 'inline-flex',
                      alignItems: 'center',
                      gap: 0.5,
                      px: 1,
                      py: 0.25,
                      borderRadius: 1,
                      fontWeight: 600,
                      color: NEWSLETTER_ERROR_COLOURS.text,
                      bgcolor: NEWSLETTER_ERROR_COLOURS.background,
                    }}
                  >
                    <ErrorOutlineIcon aria-hidden sx={{ fontSize: '1rem' }} />
                    {error}
                  </Box>
                ) : (
                  ' '
                )}
              </FormHelperText>
            </Box>
            <Button
              type="submit"
              variant="contained"
              color="warning"
              size="large"
              disabled={subscribe.isPending}
              sx={{ flexShrink: 0, height: 56, px: 4 }}
            >
              {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
            </Button>
          </Box>
          <Typography role="status" sx={{ fontWeight: 600, maxWidth: 560 }}>
            {signedUp ? NEXT_STEP : ''}
          </Typography>
        </Stack>
      </Container>
    </Box>
  );
}
