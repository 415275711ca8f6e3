import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useGetArticles } from '@/api/generated/endpoints/articles/articles';
import { PageHero } from '@/components/page-hero/page-hero';
import { PageSeo } from '@/components/seo/page-seo';
import { SkeletonGrid } from '@/components/skeleton/skeleton-grid';
import { ArticleCard, FeaturedArticleCard } from './blog-article-card';
import { BlogCategoryCards } from './blog-category-cards';
import { sortNewestFirst } from './blog-sort';

const SKELETON_COUNT = 6;
const GRID = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } };

function NoArticles({ failed }: { failed: boolean }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 4, md: 6 }, textAlign: 'center', borderRadius: 1 }}>
      <ArticleOutlinedIcon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
      <Typography variant="h5" component="h2" sx={{ mt: 1 }}>
        No articles found
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1 }}>
        {failed
          ? 'We could not load the blog just now. Please check your connection and try again shortly.'
          : 'Our writers are underwater right now. New stories are on the way, so check back soon.'}
      </Typography>
    </Paper>
  );
}

export function BlogPage() {
  const { data, isLoading, isError } = useGetArticles();
  const articles = useMemo(() => sortNewestFirst(data ?? []), [data]);
  const [featured, ...rest] = articles;

  return (
    <>
      <PageSeo
        title="Diving Blog"
        description="Dive safety advice, marine life guides, trip planning and Australian diving news from the Dive Down Under team."
        path="/blog"
      />
      <PageHero title="Diving Blog">
        Stories, safety advice and news from the Australian diving community, from stinger season on the reef to grey nurse sharks off the
        New South Wales coast.
      </PageHero>
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Stack spacing={{ xs: 5, md: 7 }}>
          {isLoading ? (
            <SkeletonGrid count={SKELETON_COUNT} imageAspectRatio="2 / 1" columns={{ xs: 1, sm: 2, lg: 3 }} label="Loading articles" />
          ) : featured ? (
            <>
              <Box component="section" aria-label="Featured article">
                <FeaturedArticleCard article={featured} />
              </Box>
              {rest.length > 0 && (
                <Box component="section" aria-labelledby="latest-articles-heading">
                  <Typography id="latest-articles-heading" variant="h5" component="h2" gutterBottom>
                    Latest articles
                  </Typography>
                  <Box sx={GRID}>
                    {rest.map((article) => (
                      <ArticleCard key={article.id} article={article} />
                    ))}
                  </Box>
                </Box>
              )}
            </>
          ) : (
            <NoArticles failed={isError} />
          )}
          <BlogCategoryCards />
        </Stack>
      </Container>
    </>
  );
}
