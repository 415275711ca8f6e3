import HomeIcon from '@mui/icons-material/Home';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CardActionArea from '@mui/material/CardActionArea';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { PageSeo } from '@/components/seo/page-seo';
import { paths } from '@/config/paths';
import { SiteSearch } from '@/features/search/site-search-box';
import { trackNotFound } from '@/lib/analytics';
import { ocean } from './theme';

/** The main sections, each with what a visitor who lost their way is most likely after. */
const SECTIONS = [
  { title: 'Dive Sites', to: paths.diveSites.build(), text: 'Find a site on the map, by region, depth or certification.' },
  { title: 'Gear Reviews', to: paths.gearReviews.build(), text: 'Hands-on reviews of computers, BCDs, masks and wetsuits.' },
  { title: 'Shop', to: paths.shop.build(), text: 'Compare dive gear and check the price with trusted sellers.' },
  { title: 'Learn to Dive', to: paths.learnToDive.build(), text: 'The four steps from first breath to certified diver.' },
  { title: 'Blog', to: paths.blog.build(), text: 'Safety advice, marine life and Australian diving news.' },
  { title: 'Contact', to: paths.contact.build(), text: 'Tell us what you were looking for and we will help.' },
] as const;

/**
 * The fallback page for any unknown path (answered 404). Not a dead end: the site search
 * and the main sections are here, not only a way home.
 */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => trackNotFound(pathname), [pathname]);
  return (
    <>
      <PageSeo title="Page Not Found" noIndex />
      <Box
        component="section"
        sx={{
          color: 'common.white',
          background: `linear-gradient(135deg, ${ocean.abyss} 0%, ${ocean.deep} 60%, ${ocean.teal} 100%)`,
          py: { xs: 5, md: 8 },
        }}
      >
        <Container maxWidth="sm" sx={{ textAlign: 'center' }}>
          <Typography variant="h3" component="h1" gutterBottom>
            404 Page Not Found
          </Typography>
          <Typography variant="body1" sx={{ mb: 3, opacity: 0.92 }}>
            Looks like this page has drifted off with the current. Search the site, or pick up one of the trails below.
          </Typography>
          <Box sx={{ maxWidth: 480, mx: 'auto', textAlign: 'left' }}>
            <SiteSearch />
          </Box>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Box component="nav" aria-labelledby="not-found-sections">
          <Typography id="not-found-sections" variant="h5" component="h2" gutterBottom>
            Where to next
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}>
            {SECTIONS.map((section) => (
              <Paper key={section.title} variant="outlined" sx={{ overflow: 'hidden' }}>
                <CardActionArea component={RouterLink} to={section.to} sx={{ p: 2.5, height: '100%' }}>
                  <Typography variant="h6" component="h3">
                    {section.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {section.text}
                  </Typography>
                </CardActionArea>
              </Paper>
            ))}
          </Box>
        </Box>
        <Box sx={{ textAlign: 'center', mt: 4 }}>
          <Button
            variant="contained"
            color="secondary"
            size="large"
            startIcon={<HomeIcon />}
            component={RouterLink}
            to={paths.home.build()}
          >
            Back to Home
          </Button>
        </Box>
      </Container>
    </>
  );
}
