import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import ScubaDivingOutlinedIcon from '@mui/icons-material/ScubaDivingOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

/** The spec's claimed dive-site count: true, the directory holds 295 (see the README). */
export const CLAIMED_SITE_COUNT = '244+';

const CARDS = [
  {
    to: paths.gearReviews.build(),
    Icon: ScubaDivingOutlinedIcon,
    title: 'Latest Gear Reviews',
    text: 'Hands-on verdicts on dive computers, BCDs, masks, fins, wetsuits and cameras, tested in Australian conditions.',
  },
  {
    to: paths.blog.build(),
    Icon: ArticleOutlinedIcon,
    title: 'Diving Blog',
    text: 'Trip planning, safety advice, marine life and news from the Australian diving community.',
  },
  {
    to: paths.diveSites.build(),
    Icon: PlaceOutlinedIcon,
    title: "Australia's Best Dive Sites",
    text: `${CLAIMED_SITE_COUNT} dive sites on a map with GPS coordinates and depths, plus our guides to the famous ones: marine life, seasons and safety notes.`,
  },
];

export function HomeIntro() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
      <Box sx={{ textAlign: 'center', mb: { xs: 5, md: 7 } }}>
        <Button component={RouterLink} to={paths.gearReviews.build()} variant="contained" size="large" sx={{ mb: 6 }}>
          Browse Gear Reviews
        </Button>
        <Typography variant="h3" component="h2" gutterBottom>
          Your Trusted Diving Companion
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 760, mx: 'auto', fontSize: { md: '1.125rem' } }}>
          Whether you are booking your first Open Water course or planning a liveaboard to the Coral Sea, Dive Down Under brings together
          honest gear reviews, practical guides and a map of Australia's dive sites, written by divers for divers.
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
        {CARDS.map(({ to, Icon, title, text }) => (
          <Card key={title} variant="outlined">
            <CardActionArea component={RouterLink} to={to} sx={{ height: '100%', alignItems: 'flex-start' }}>
              <CardContent sx={{ p: 3 }}>
                <Icon aria-hidden sx={{ fontSize: 44, color: 'secondary.main', mb: 1 }} />
                <Typography variant="h5" component="h3" gutterBottom>
                  {title}
                </Typography>
                <Typography color="text.secondary">{text}</Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Container>
  );
}
