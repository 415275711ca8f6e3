import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import YouTubeIcon from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ocean } from '../theme';

const exploreLinks = [
  { label: 'Gear Reviews', to: paths.gearReviews.build() },
  { label: 'Dive Sites', to: paths.diveSites.build() },
  { label: 'Learn to Dive', to: paths.learnToDive.build() },
  { label: 'Blog', to: paths.blog.build() },
  { label: 'About Us', to: paths.about.build() },
  { label: 'Contact', to: paths.contact.build() },
];

const legalLinks = [
  { label: 'Affiliate Disclosure', to: paths.affiliateDisclosure.build() },
  { label: 'Privacy Policy', to: paths.privacyPolicy.build() },
  { label: 'Terms of Service', to: paths.termsOfService.build() },
];

const feedLinks = [
  { label: 'Blog RSS Feed', href: paths.blogFeed.build() },
  { label: 'Gear Reviews RSS Feed', href: paths.gearReviewsFeed.build() },
];

// Placeholder targets until the real social accounts exist (the spec leaves them unspecified).
const socialLinks = [
  { label: 'Dive Down Under on Facebook', href: '#', icon: <FacebookIcon /> },
  { label: 'Dive Down Under on Instagram', href: '#', icon: <InstagramIcon /> },
  { label: 'Dive Down Under on YouTube', href: '#', icon: <YouTubeIcon /> },
];

const linkSx = {
  color: 'rgba(255, 255, 255, 0.78)',
  '&:hover': { color: ocean.lagoon },
} as const;

function LinkColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="nav" aria-label={title}>
      <Typography
        component="h2"
        variant="subtitle2"
        sx={{ color: 'common.white', mb: 1.5, textTransform: 'uppercase', letterSpacing: '0.08em' }}
      >
        {title}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {children}
      </Stack>
    </Box>
  );
}

export function Footer() {
  const year = new Date().getFullYear();

  return (
    <Box component="footer" sx={{ bgcolor: ocean.abyss, color: 'rgba(255, 255, 255, 0.78)', mt: 'auto', pt: { xs: 6, md: 8 }, pb: 4 }}>
      <Container maxWidth="lg">
        {/* Twelve columns as MUI's Grid would lay them out (same widths and gaps), in plain CSS grid. */}
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', gap: { xs: 4, md: 6 } }}>
          <Box sx={{ gridColumn: { xs: 'span 12', md: 'span 6' } }}>
            <Typography component="p" variant="h6" sx={{ color: 'common.white', fontWeight: 800 }}>
              Dive Down Under
            </Typography>
            <Typography variant="body2" sx={{ mt: 1.5, maxWidth: 420, lineHeight: 1.7 }}>
              Honest scuba gear reviews, guides to Australia's best dive sites and practical advice for divers at every level, from your
              first breath underwater to your hundredth dive.
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
              {socialLinks.map((social) => (
                <IconButton
                  key={social.label}
                  component="a"
                  href={social.href}
                  aria-label={social.label}
                  sx={{ color: 'common.white', bgcolor: 'rgba(255, 255, 255, 0.08)', '&:hover': { bgcolor: ocean.teal } }}
                >
                  {social.icon}
                </IconButton>
              ))}
            </Stack>
          </Box>
          <Box sx={{ gridColumn: { xs: 'span 6', md: 'span 3' } }}>
            <LinkColumn title="Explore">
              {exploreLinks.map((link) => (
                <li key={link.to}>
                  <Link component={RouterLink} to={link.to} variant="body2" sx={linkSx}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </LinkColumn>
          </Box>
          <Box sx={{ gridColumn: { xs: 'span 6', md: 'span 3' } }}>
            <LinkColumn title="Legal">
              {legalLinks.map((link) => (
                <li key={link.to}>
                  <Link component={RouterLink} to={link.to} variant="body2" sx={linkSx}>
                    {link.label}
                  </Link>
                </li>
              ))}
              <li>
                {/* The sitemap is an XML file served by the API, so a plain link outside the router. */}
                <Link href={paths.sitemap.build()} target="_blank" rel="noopener" variant="body2" sx={linkSx}>
                  Sitemap
                </Link>
              </li>
              {feedLinks.map((feed) => (
                <li key={feed.href}>
                  {/* RSS feeds are XML served by the server: plain links, like the sitemap. */}
                  <Link href={feed.href} type="application/rss+xml" variant="body2" sx={linkSx}>
                    {feed.label}
                  </Link>
                </li>
              ))}
            </LinkColumn>
          </Box>
        </Box>
        {/* MUI's Divider, drawn with its own styles on a plain <hr> (the footer ships on every page). */}
        <Box
          component="hr"
          sx={{
            m: 0,
            flexShrink: 0,
            borderWidth: 0,
            borderStyle: 'solid',
            borderBottomWidth: 'thin',
            my: 4,
            borderColor: 'rgba(255, 255, 255, 0.12)',
          }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
          <Typography variant="body2">Affiliate links help support our content creation. Thanks for diving in with us!</Typography>
          <Typography variant="body2" sx={{ flexShrink: 0 }}>
            © {year} Dive Down Under
          </Typography>
        </Stack>
      </Container>
    </Box>
  );
}
