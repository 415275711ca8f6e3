import { zodResolver } from '@hookform/resolvers/zod';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useSubscribeNewsletter } from '@/api/generated/endpoints/newsletter/newsletter';
import { toast } from '@/components/toast/toast-store';
import { trackEvent } from '@/lib/analytics';
import { serverMessage } from '@/lib/server-message';
import { newsletterSchema, type NewsletterForm } from './newsletter-schema';

export const PDF_TITLE = '10 Must-Have Items for Your First Dive Trip';
const ALREADY_SUBSCRIBED = 'Email already subscribed';

/** Newsletter sign-up with the free PDF bonus (home page). */
export function NewsletterSection() {
  const form = useForm<NewsletterForm>({ resolver: zodResolver(newsletterSchema), defaultValues: { email: '' } });
  const subscribe = useSubscribeNewsletter();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await subscribe.mutateAsync({ data: { email: values.email } });
      toast({
        variant: 'success',
        title: 'Successfully subscribed!',
        description: 'Check your email for the free PDF guide.',
      });
      trackEvent('newsletter_signup', { category: 'engagement', label: 'home_newsletter' });
      form.reset();
    } catch (error) {
      if (error instanceof Error && error.message.includes(ALREADY_SUBSCRIBED)) {
        toast({
          title: 'Already subscribed!',
          description: 'This email is already receiving our newsletter. Check your inbox for the latest updates.',
        });
      } else {
        toast({ variant: 'destructive', title: 'Subscription failed', description: serverMessage(error) });
      }
    }
  });

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
            New gear reviews, dive-site guides and safety tips from around Australia, about twice a month. No spam, and you
            can unsubscribe whenever you like.
          </Typography>
          <Stack
            direction="row"
            spacing={1.5}
            sx={{ alignItems: 'center', px: 2, py: 1.25, borderRadius: 2, bgcolor: 'rgba(255, 255, 255, 0.1)', textAlign: 'left' }}
          >
            <PictureAsPdfOutlinedIcon sx={{ color: '#ff6f59' }} aria-hidden />
            <Typography variant="body2">
              <strong>Free bonus:</strong> sign up and we&apos;ll send you our PDF guide, <em>{PDF_TITLE}</em>.
            </Typography>
          </Stack>
          <Box
            component="form"
            noValidate
            onSubmit={onSubmit}
            aria-label="Newsletter sign-up"
            sx={{ width: '100%', maxWidth: 560, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5 }}
          >
            <TextField
              {...form.register('email')}
              type="email"
              placeholder="Enter your email address"
              autoComplete="email"
              fullWidth
              error={Boolean(errors.email)}
              helperText={errors.email?.message ?? ' '}
              slotProps={{
                htmlInput: { 'aria-label': 'Email address' },
                formHelperText: { sx: { color: errors.email ? '#ffb4a8' : 'inherit', mx: 0.5 } },
              }}
              sx={{
                '& .MuiOutlinedInput-root': { bgcolor: 'common.white', borderRadius: 2 },
              }}
            />
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
        </Stack>
      </Container>
    </Box>
  );
}
