import AccessTimeIcon from '@mui/icons-material/AccessTime';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import YouTubeIcon from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHero } from '@/components/page-hero/page-hero';
import { PageSeo } from '@/components/seo/page-seo';
import { ContactFaq } from './contact-faq';
import { ContactForm } from './contact-form';

export const CONTACT_EMAIL = 'hello@divedownunder.com.au';

// Placeholder targets until the real social accounts exist (as in the footer).
const SOCIAL_LINKS = [
  { label: 'Dive Down Under on Facebook', icon: <FacebookIcon /> },
  { label: 'Dive Down Under on Instagram', icon: <InstagramIcon /> },
  { label: 'Dive Down Under on YouTube', icon: <YouTubeIcon /> },
];

function ContactInfo() {
  return (
    <Paper variant="outlined" component="aside" aria-labelledby="contact-info-heading" sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 1 }}>
      <Typography id="contact-info-heading" variant="h5" component="h2" gutterBottom>
        Contact information
      </Typography>
      <Stack spacing={3} sx={{ mt: 2 }}>
        <Stack direction="row" spacing={1.5}>
          <EmailOutlinedIcon color="secondary" aria-hidden />
          <Box>
            <Typography sx={{ fontWeight: 600 }}>Email</Typography>
            <Link href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</Link>
          </Box>
        </Stack>
        <Stack direction="row" spacing={1.5}>
          <AccessTimeIcon color="secondary" aria-hidden />
          <Box>
            <Typography sx={{ fontWeight: 600 }}>Response time</Typography>
            <Typography sx={{ color: 'text.secondary' }}>We reply within 24-48 hours on business days.</Typography>
          </Box>
        </Stack>
        <Box>
          <Typography sx={{ fontWeight: 600, mb: 1 }}>Follow us</Typography>
          <Stack direction="row" spacing={1}>
            {SOCIAL_LINKS.map((social) => (
              <IconButton
                key={social.label}
                component="a"
                href="#"
                aria-label={social.label}
                sx={{ bgcolor: 'rgba(14, 154, 167, 0.1)', color: 'secondary.dark' }}
              >
                {social.icon}
              </IconButton>
            ))}
          </Stack>
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          We are a small team of Australian divers. Messages are read by a real person, usually between dives.
        </Typography>
      </Stack>
    </Paper>
  );
}

export function ContactPage() {
  return (
    <>
      <PageSeo
        title="Contact Us"
        description="Questions about dive gear, a review or an Australian dive site? Contact the Dive Down Under team. We reply within 24-48 hours on business days."
        path="/contact"
      />
      <PageHero title="Contact Us" eyebrow="Get in touch">
        Got a question about gear, a review you would like to see, or a dive site we should know about? Drop us a line. We love hearing from
        fellow divers.
      </PageHero>
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Stack spacing={{ xs: 6, md: 9 }}>
          <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' }, alignItems: 'start' }}>
            <ContactInfo />
            <ContactForm />
          </Box>
          <ContactFaq />
        </Stack>
      </Container>
    </>
  );
}
