import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useGetArticleMentions } from '@/api/generated/endpoints/articles/articles';

/**
 * "Gear in this article": our reviews and shop pages for the products the article names (an
 * article naming the Puck Pro+ and Perdix 2 did not lead to our reviews of them). Nothing when it names none.
 */
export function ArticleMentions({ slug }: { slug: string }) {
  const { data: mentions } = useGetArticleMentions(slug, { query: { retry: false } });
  if (!mentions || mentions.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="article-mentions-heading" sx={{ p: { xs: 2, md: 2.5 } }}>
      <Typography id="article-mentions-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        Gear in this article
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
        {mentions.map((mention) => (
          <Box component="li" key={mention.path}>
            <Link component={RouterLink} to={mention.path} sx={{ fontWeight: 600 }}>
              {mention.kind === 'review' ? `Our review: ${mention.name}` : `${mention.name} in the shop`}
            </Link>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
