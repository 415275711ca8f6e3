import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import YouTubeIcon from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
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

/**
 * The footer's text and links: plain elements under this one style sheet, drawn as MUI's Typography,
 * Link and Stack drew them. The footer is on every page and is all links; as MUI components each of its
 * dozen links and paragraphs was four to eight components that serialised their styles while the page
 * hydrated.
 */
const FooterRoot = styled('footer')(({ theme }) => ({
  backgroundColor: ocean.abyss,
  color: 'rgba(255, 255, 255, 0.78)',
  marginTop: 'auto',
  paddingTop: theme.spacing(6),
  paddingBottom: theme.spacing(4),
  [theme.breakpoints.up('md')]: { paddingTop: theme.spacing(8) },
  '& p, & h2, & ul': { margin: 0 },
  '& .footer-brand': { ...theme.typography.h6, color: theme.palette.common.white, fontWeight: 800 },
  '& .footer-about': { ...theme.typography.body2, marginTop: theme.spacing(1.5), maxWidth: 420, lineHeight: 1.7 },
  '& .footer-heading': {
    ...theme.typography.subtitle2,
    color: theme.palette.common.white,
    marginBottom: theme.spacing(1.5),
    textTransform: 'uppercase',
    letterSpacing: '0.08em',
  },
  '& .footer-links': {
    display: 'flex',
    flexDirection: 'column',
    listStyle: 'none',
    padding: 0,
    '& > li + li': { marginTop: theme.spacing(1) },
  },
  '& .footer-links a': {
    ...theme.typography.body2,
    color: 'rgba(255, 255, 255, 0.78)',
    textDecoration: 'none',
    '&:hover': { color: ocean.lagoon, textDecoration: 'underline' },
  },
  '& .footer-fine-print': {
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'space-between',
    '& > p': theme.typography.body2,
    '& > p + p': { marginTop: theme.spacing(1) },
    [theme.breakpoints.up('sm')]: {
      flexDirection: 'row',
      '& > p + p': { marginTop: 0, marginLeft: theme.spacing(1), flexShrink: 0 },
    },
  },
}));

function LinkColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <nav aria-label={title}>
      <h2 className="footer-heading">{title}</h2>
      <ul className="footer-links">{children}</ul>
    </nav>
  );
}

export function Footer() {
  const year = new Date().getFullYear();

  return (
    <FooterRoot>
      <Container maxWidth="lg">
        {/* Twelve columns as MUI's Grid would lay them out (same widths and gaps), in plain CSS grid. */}
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', gap: { xs: 4, md: 6 } }}>
          <Box sx={{ gridColumn: { xs: 'span 12', md: 'span 6' } }}>
            <p className="footer-brand">Dive Down Under</p>
            <p className="footer-about">
              Honest scuba gear reviews, guides to Australia's best dive sites and practical advice for divers at every level, from your
              first breath underwater to your hundredth dive.
            </p>
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
                  <RouterLink to={link.to}>{link.label}</RouterLink>
                </li>
              ))}
            </LinkColumn>
          </Box>
          <Box sx={{ gridColumn: { xs: 'span 6', md: 'span 3' } }}>
            <LinkColumn title="Legal">
              {legalLinks.map((link) => (
                <li key={link.to}>
                  <RouterLink to={link.to}>{link.label}</RouterLink>
                </li>
              ))}
              <li>
                {/* The sitemap is an XML file served by the API, so a plain link outside the router. */}
                <a href={paths.sitemap.build()} target="_blank" rel="noopener">
                  Sitemap
                </a>
              </li>
              {feedLinks.map((feed) => (
                <li key={feed.href}>
                  {/* RSS feeds are XML served by the server: plain links, like the sitemap. */}
                  <a href={feed.href} type="application/rss+xml">
                    {feed.label}
                  </a>
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
        <div className="footer-fine-print">
          <p>Affiliate links help support our content creation. Thanks for diving in with us!</p>
          <p>© {year} Dive Down Under</p>
        </div>
      </Container>
    </FooterRoot>
  );
}
