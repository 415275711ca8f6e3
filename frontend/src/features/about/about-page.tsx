import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import HealthAndSafetyOutlinedIcon from '@mui/icons-material/HealthAndSafetyOutlined';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHero } from '@/components/page-hero/page-hero';
import { PageSeo } from '@/components/seo/page-seo';
import { paths } from '@/config/paths';
import { TEAM, VALUES } from './about-content';
import { DataAttribution } from './data-attribution';

const VALUE_ICONS: Record<(typeof VALUES)[number]['title'], ReactNode> = {
  'Honest Reviews': <VerifiedOutlinedIcon fontSize="large" />,
  'Safety First': <HealthAndSafetyOutlinedIcon fontSize="large" />,
  Conservation: <FavoriteBorderIcon fontSize="large" />,
};

const GRID3 = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } };

export function AboutPage() {
  return (
    <>
      <PageSeo
        title="About Us"
        description="Dive Down Under is run by Australian divers: honest gear reviews, safety-first advice and guides to the country's best dive sites."
        path="/about"
      />
      <PageHero title="About Dive Down Under" eyebrow="Who we are">
        We are a small crew of Australian divers who got tired of gear reviews written from press releases. So we started our own.
      </PageHero>
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Stack spacing={{ xs: 6, md: 9 }}>
          <Box component="section" aria-labelledby="mission-heading" sx={{ maxWidth: 820 }}>
            <Typography id="mission-heading" variant="h4" component="h2" gutterBottom>
              Our mission
            </Typography>
            <Typography sx={{ color: 'text.secondary', mb: 2 }}>
              Australia has some of the best diving on the planet: the Great Barrier Reef, Ningaloo, the grey nurse sharks of Fish Rock, the
              leafy seadragons of the south coast. Our mission is to help more people enjoy it safely, with the right gear and realistic
              expectations.
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>
              We test equipment in Australian conditions, from warm tropical water to 14-degree winter dives in Sydney, and write guides
              that a nervous beginner and a seasoned diver can both use. No jargon for its own sake, no hype, just what we would tell a mate
              on the boat.
            </Typography>
          </Box>

          <Box component="section" aria-labelledby="values-heading">
            <Typography id="values-heading" variant="h4" component="h2" gutterBottom>
              What we stand for
            </Typography>
            <Box sx={GRID3}>
              {VALUES.map((value) => (
                <Paper key={value.title} variant="outlined" sx={{ p: 3, borderRadius: 1 }}>
                  <Box aria-hidden sx={{ color: 'secondary.main', mb: 1 }}>
                    {VALUE_ICONS[value.title]}
                  </Box>
                  <Typography variant="h6" component="h3" gutterBottom>
                    {value.title}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {value.text}
                  </Typography>
                </Paper>
              ))}
            </Box>
          </Box>

          <Box component="section" aria-labelledby="team-heading">
            <Typography id="team-heading" variant="h4" component="h2" gutterBottom>
              Meet the team
            </Typography>
            <Box sx={GRID3}>
              {TEAM.map((member) => (
                <Paper key={member.name} variant="outlined" sx={{ p: 3, borderRadius: 1, textAlign: 'center' }}>
                  <Avatar
                    aria-hidden
                    sx={{
                      width: 72,
                      height: 72,
                      mx: 'auto',
                      mb: 2,
                      fontSize: 28,
                      fontWeight: 700,
                      background: 'linear-gradient(135deg, #0e9aa7, #13315c)',
                    }}
                  >
                    {member.name.charAt(0)}
                  </Avatar>
                  <Typography variant="h6" component="h3">
                    {member.name}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'secondary.dark', fontWeight: 600, mb: 1.5 }}>
                    {member.role}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {member.bio}
                  </Typography>
                </Paper>
              ))}
            </Box>
          </Box>

          <Paper
            component="section"
            aria-labelledby="about-disclosure-heading"
            elevation={0}
            sx={{ p: { xs: 3, md: 4 }, borderRadius: 1, bgcolor: '#fff4f1', border: '1px solid', borderColor: '#ffd2c8' }}
          >
            <Typography id="about-disclosure-heading" variant="h5" component="h2" gutterBottom>
              Affiliate disclosure
            </Typography>
            <Typography sx={{ color: 'text.secondary', mb: 2 }}>
              We do not sell anything directly. Some links on this site are affiliate links: if you buy through them, the retailer pays us a
              small commission at no extra cost to you. That money pays for the gear we test and the time we spend in the water. It never
              decides what we recommend or how we rate it.
            </Typography>
            <Button component={RouterLink} to={paths.affiliateDisclosure.build()} variant="outlined" color="warning">
              Read our full affiliate disclosure
            </Button>
          </Paper>

          <DataAttribution />
        </Stack>
      </Container>
    </>
  );
}
