import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import HealthAndSafetyOutlinedIcon from '@mui/icons-material/HealthAndSafetyOutlined';
import LocalPhoneOutlinedIcon from '@mui/icons-material/LocalPhoneOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageHero } from '@/components/page-hero/page-hero';
import { PageSeo } from '@/components/seo/page-seo';
import { paths } from '@/config/paths';
import { LEARN_STEPS, SAFETY_TIPS } from './learn-content';

/** Emergency numbers are links a phone dials when tapped; bold and never broken over two lines. */
const PHONE_LINK = { fontWeight: 700, whiteSpace: 'nowrap' } as const;

function StepCard({ step, number }: { step: (typeof LEARN_STEPS)[number]; number: number }) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 3, borderRadius: 1, listStyle: 'none', height: '100%' }}>
      <Box
        aria-hidden
        sx={{
          width: 44,
          height: 44,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          fontWeight: 800,
          fontSize: 20,
          color: 'common.white',
          background: 'linear-gradient(135deg, #0e9aa7, #ff6f59)',
          mb: 2,
        }}
      >
        {number}
      </Box>
      <Typography variant="overline" sx={{ color: 'text.secondary' }}>
        Step {number}
      </Typography>
      <Typography variant="h6" component="h3">
        {step.title}
      </Typography>
      <Typography variant="caption" sx={{ color: 'secondary.dark', fontWeight: 600 }}>
        {step.duration}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', my: 1.5 }}>
        {step.text}
      </Typography>
      <Stack component="ul" spacing={0.75} sx={{ p: 0, m: 0 }}>
        {step.points.map((point) => (
          <Stack key={point} component="li" direction="row" spacing={1} sx={{ alignItems: 'flex-start', listStyle: 'none' }}>
            <CheckCircleOutlinedIcon fontSize="small" color="secondary" aria-hidden />
            <Typography variant="body2">{point}</Typography>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

export function LearnToDivePage() {
  return (
    <>
      <PageSeo
        title="Learn to Dive"
        description="How to become a certified scuba diver in Australia: the four steps from theory to open water, and six safety habits every new diver needs."
        path="/learn-to-dive"
      />
      <PageHero title="Learn to Dive" eyebrow="Your first breath underwater">
        Learning to scuba dive is easier than most people think. Here is what an entry-level course looks like in Australia, and the safety
        habits that will keep you diving for years.
      </PageHero>
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Stack spacing={{ xs: 6, md: 9 }}>
          <Box component="section" aria-labelledby="learn-steps-heading">
            <Typography id="learn-steps-heading" variant="h4" component="h2" gutterBottom>
              Four steps to your certification
            </Typography>
            <Typography sx={{ color: 'text.secondary', mb: 4, maxWidth: 760 }}>
              Most entry-level courses (PADI Open Water, SSI Open Water and their equivalents) take three to four days. You need to be at
              least 10 years old, comfortable in the water and able to answer a medical questionnaire; some conditions need a doctor&apos;s
              sign-off first.
            </Typography>
            <Box
              component="ol"
              sx={{ p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}
            >
              {LEARN_STEPS.map((step, index) => (
                <StepCard key={step.title} step={step} number={index + 1} />
              ))}
            </Box>
          </Box>

          <Box component="section" aria-labelledby="safety-tips-heading">
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 3 }}>
              <HealthAndSafetyOutlinedIcon color="secondary" fontSize="large" aria-hidden />
              <Typography id="safety-tips-heading" variant="h4" component="h2">
                Six safety tips for new divers
              </Typography>
            </Stack>
            <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
              {SAFETY_TIPS.map((tip) => (
                <Paper key={tip.title} variant="outlined" sx={{ p: 3, borderRadius: 1 }}>
                  <Typography variant="h6" component="h3" gutterBottom>
                    {tip.title}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {tip.text}
                  </Typography>
                </Paper>
              ))}
            </Box>
            <Alert severity="info" icon={<LocalPhoneOutlinedIcon />} sx={{ mt: 3, borderRadius: 1 }}>
              In an emergency call{' '}
              <Link href="tel:000" sx={PHONE_LINK}>
                Triple Zero (000)
              </Link>
              . For a suspected diving injury anywhere in Australia, the Diving Emergency Service (DES) gives 24-hour advice on{' '}
              <Link href="tel:1800088200" sx={PHONE_LINK}>
                1800 088 200
              </Link>
              .
            </Alert>
          </Box>

          <Paper
            component="section"
            aria-labelledby="learn-next-heading"
            sx={{ p: { xs: 3, md: 5 }, borderRadius: 1, textAlign: 'center', bgcolor: '#eef7f8' }}
            elevation={0}
          >
            <Typography id="learn-next-heading" variant="h4" component="h2" gutterBottom>
              Ready for your first dive?
            </Typography>
            <Typography sx={{ color: 'text.secondary', maxWidth: 640, mx: 'auto', mb: 3 }}>
              Your own mask and fins make every dive more comfortable. See what we recommend for beginners, or ask us anything about getting
              started.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
              <Button component={RouterLink} to={paths.gearReviews.build()} variant="contained" size="large">
                Browse Gear Reviews
              </Button>
              <Button component={RouterLink} to={paths.contact.build()} variant="outlined" size="large">
                Ask Us a Question
              </Button>
            </Stack>
          </Paper>
        </Stack>
      </Container>
    </>
  );
}
