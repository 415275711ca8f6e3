import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import HealthAndSafetyOutlinedIcon from '@mui/icons-material/HealthAndSafetyOutlined';
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import PhishingOutlinedIcon from '@mui/icons-material/PhishingOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ArticleCategory } from '@/api/generated/models';
import { BLOG_CATEGORIES, CATEGORY_TEXT, blogCategoryPath } from './blog-categories';

const ICONS: Record<ArticleCategory, ReactNode> = {
  Safety: <HealthAndSafetyOutlinedIcon />,
  'Marine Life': <PhishingOutlinedIcon />,
  'Dive Sites': <PlaceOutlinedIcon />,
  // Star ratings are what gear reviews are known by (and the icon is already shared with them).
  'Gear Reviews': <StarBorderIcon />,
  Tips: <LightbulbOutlinedIcon />,
  News: <CampaignOutlinedIcon />,
};

function articleCount(count: number): string {
  return count === 1 ? '1 article' : `${count} articles`;
}

/**
 * The topics the blog covers, each a link to its articles (the cards were not links). Only
 * categories that have published articles are offered, so no card leads to an empty list.
 */
export function BlogCategoryCards({ counts }: { counts: ReadonlyMap<string, number> }) {
  const categories = BLOG_CATEGORIES.filter((category) => (counts.get(category) ?? 0) > 0);
  if (categories.length === 0) return null;
  return (
    <Box component="nav" aria-labelledby="blog-topics-heading">
      <Typography id="blog-topics-heading" variant="h5" component="h2" gutterBottom>
        What we write about
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}>
        {categories.map((category) => (
          <Paper key={category} variant="outlined" sx={{ height: '100%', overflow: 'hidden' }}>
            <CardActionArea component={RouterLink} to={blogCategoryPath(category)} sx={{ p: 2.5, height: '100%' }}>
              <Box aria-hidden sx={{ color: 'secondary.main', mb: 1, display: 'flex' }}>
                {ICONS[category]}
              </Box>
              <Typography variant="h6" component="h3">
                {category}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                {CATEGORY_TEXT[category]}
              </Typography>
              <Typography variant="body2" sx={{ color: 'secondary.dark', fontWeight: 700, mt: 1 }}>
                {articleCount(counts.get(category) ?? 0)}
              </Typography>
            </CardActionArea>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
