import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { ArticleDto } from '@/api/generated/models';
import { paths } from '@/config/paths';
import { formatDateAU } from '@/lib/dates';
import { ArticleImage } from './article-image';
import { trackBlogArticleClick } from './blog-analytics';

function Byline({ article }: { article: ArticleDto }) {
  return (
    <Typography variant="caption" sx={{ color: 'text.secondary' }}>
      {article.author} · <time dateTime={article.createdAt}>{formatDateAU(article.createdAt)}</time>
    </Typography>
  );
}

/** The newest article, shown large above the grid. */
export function FeaturedArticleCard({ article }: { article: ArticleDto }) {
  return (
    <Card variant="outlined" sx={{ borderRadius: 1, overflow: 'hidden' }}>
      <CardActionArea
        component={RouterLink}
        to={paths.blogArticle.build(article.slug)}
        onClick={() => trackBlogArticleClick(article, 'featured')}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1.2fr 1fr' }, alignItems: 'stretch' }}
      >
        <ArticleImage article={article} sizes="(min-width: 900px) 60vw, 100vw" priority sx={{ height: '100%' }} />
        <Stack spacing={1.5} sx={{ p: { xs: 2.5, md: 4 }, justifyContent: 'center' }}>
          <Stack direction="row" spacing={1}>
            <Chip label="Featured" size="small" color="warning" />
            <Chip label={article.category} size="small" color="secondary" variant="outlined" />
          </Stack>
          <Typography variant="h4" component="h2">
            {article.title}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{article.excerpt}</Typography>
          <Byline article={article} />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'secondary.dark', fontWeight: 600 }}>
            Read article <ArrowForwardIcon fontSize="small" aria-hidden />
          </Box>
        </Stack>
      </CardActionArea>
    </Card>
  );
}

export function ArticleCard({ article }: { article: ArticleDto }) {
  return (
    <Card variant="outlined" sx={{ height: '100%', borderRadius: 1 }}>
      <CardActionArea
        component={RouterLink}
        to={paths.blogArticle.build(article.slug)}
        onClick={() => trackBlogArticleClick(article, 'grid')}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}
      >
        <ArticleImage
          article={article}
          sizes="(min-width: 1200px) 33vw, (min-width: 600px) 50vw, 100vw"
          srcSize={{ width: 600, height: 300 }}
        />
        <Stack spacing={1} sx={{ p: 2.5, flexGrow: 1 }}>
          <Chip label={article.category} size="small" color="secondary" variant="outlined" sx={{ alignSelf: 'flex-start' }} />
          <Typography variant="h6" component="h3">
            {article.title}
          </Typography>
          <Typography
            variant="body2"
            sx={{ color: 'text.secondary', display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {article.excerpt}
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          <Byline article={article} />
        </Stack>
      </CardActionArea>
    </Card>
  );
}
