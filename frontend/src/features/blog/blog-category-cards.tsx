import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import EnergySavingsLeafOutlinedIcon from '@mui/icons-material/EnergySavingsLeafOutlined';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import HealthAndSafetyOutlinedIcon from '@mui/icons-material/HealthAndSafetyOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

const CATEGORIES: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Safety',
    text: 'Dive planning, gas management, stinger season and the habits that bring every diver home.',
    icon: <HealthAndSafetyOutlinedIcon />,
  },
  {
    title: 'Sustainability',
    text: 'Reef-friendly diving, marine parks and how our dive community can protect what we love.',
    icon: <EnergySavingsLeafOutlinedIcon />,
  },
  {
    title: 'News',
    text: 'New sites, reopened jetties, wreck sinkings and gear releases from around Australia.',
    icon: <CampaignOutlinedIcon />,
  },
  {
    title: 'Opinion',
    text: 'Honest takes from our team on gear trends, dive travel and life underwater.',
    icon: <ForumOutlinedIcon />,
  },
];

/** The four topics the blog covers (static cards). */
export function BlogCategoryCards() {
  return (
    <Box component="section" aria-labelledby="blog-topics-heading">
      <Typography id="blog-topics-heading" variant="h5" component="h2" gutterBottom>
        What we write about
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
        {CATEGORIES.map((category) => (
          <Paper key={category.title} variant="outlined" sx={{ p: 2.5, borderRadius: 1, height: '100%' }}>
            <Box aria-hidden sx={{ color: 'secondary.main', mb: 1, display: 'flex' }}>
              {category.icon}
            </Box>
            <Typography variant="h6" component="h3">
              {category.title}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {category.text}
            </Typography>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
