import { zodResolver } from '@hookform/resolvers/zod';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm, useWatch } from 'react-hook-form';
import { useSendContactMessage } from '@/api/generated/endpoints/contact/contact';
import { toast } from '@/components/toast/toast-store';
import { serverMessage } from '@/lib/server-message';
import { CONTACT_LIMITS, contactSchema, type ContactForm as ContactFormValues } from './contact-schema';

const EMPTY: ContactFormValues = { name: '', email: '', subject: '', message: '' };

export function ContactForm() {
  const form = useForm<ContactFormValues>({ resolver: zodResolver(contactSchema), defaultValues: EMPTY });
  const send = useSendContactMessage();
  const { errors } = form.formState;
  const messageLength = useWatch({ control: form.control, name: 'message' }).length;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { emailSent } = await send.mutateAsync({ data: values });
      toast({
        variant: 'success',
        title: 'Message sent successfully!',
        description: emailSent ? "We'll get back to you as soon as possible." : "Your message was saved and we'll respond soon.",
      });
      form.reset(EMPTY);
    } catch (error) {
      toast({ variant: 'destructive', title: 'Failed to send message', description: serverMessage(error) });
    }
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 1 }}>
      <Typography variant="h5" component="h2" gutterBottom>
        Send us a message
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
        All fields are required.
      </Typography>
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Contact form">
        <Stack spacing={2.5}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
            <TextField
              {...form.register('name')}
              label="Your Name"
              autoComplete="name"
              fullWidth
              error={Boolean(errors.name)}
              helperText={errors.name?.message}
              slotProps={{ htmlInput: { maxLength: CONTACT_LIMITS.name } }}
            />
            <TextField
              {...form.register('email')}
              label="Email Address"
              type="email"
              autoComplete="email"
              fullWidth
              error={Boolean(errors.email)}
              helperText={errors.email?.message}
            />
          </Stack>
          <TextField
            {...form.register('subject')}
            label="Subject"
            fullWidth
            error={Boolean(errors.subject)}
            helperText={errors.subject?.message}
            slotProps={{ htmlInput: { maxLength: CONTACT_LIMITS.subject } }}
          />
          <TextField
            {...form.register('message')}
            label="Message"
            multiline
            minRows={6}
            fullWidth
            error={Boolean(errors.message)}
            helperText={errors.message?.message ?? `${messageLength} / ${CONTACT_LIMITS.messageMax} characters`}
            slotProps={{ htmlInput: { maxLength: CONTACT_LIMITS.messageMax } }}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            endIcon={<SendIcon />}
            disabled={send.isPending}
            sx={{ alignSelf: { sm: 'flex-start' } }}
          >
            {send.isPending ? 'Sending...' : 'Send Message'}
          </Button>
        </Stack>
      </Box>
    </Paper>
  );
}
