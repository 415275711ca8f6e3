import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useGetArticles, getGetArticlesQueryOptions } from '@/api/generated/endpoints/articles/articles';
import { PageHero } from '@/components/page-hero/page-hero';
import { PageSeo } from '@/components/seo/page-seo';
import { SkeletonGrid } from '@/components/skeleton/skeleton-grid';
import { paths } from '@/config/paths';
import { useAddressState } from '@/lib/use-address-state';
import { ArticleCard, FeaturedArticleCard } from './blog-article-card';
import { BlogCategoryCards } from './blog-category-cards';
import { blogCategoryCodec } from './blog-categories';
import { sortNewestFirst } from './blog-sort';
import { fetchMain, type PagePrefetch } from '@/lib/page-prefetch';

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
  const all = useMemo(() => sortNewestFirst(data ?? []), [data]);
  // A topic card opens `/blog?category=…`: the same page, narrowed to that category.
  const [category] = useAddressState(blogCategoryCodec);
  const articles = useMemo(() => (category ? all.filter((article) => article.category === category) : all), [all, category]);
  const counts = useMemo(() => {
    const byCategory = new Map<string, number>();
    for (const article of all) byCategory.set(article.category, (byCategory.get(article.category) ?? 0) + 1);
    return byCategory;
  }, [all]);
  const [featured, ...rest] = articles;

  // Choosing a topic at the foot of the page brings its articles into view.
  const listTop = useRef<HTMLDivElement>(null);
  const shownCategory = useRef(category);
  useEffect(() => {
    if (shownCategory.current === category) return;
    shownCategory.current = category;
    listTop.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [category]);

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
        <Stack spacing={{ xs: 5, md: 7 }} ref={listTop} sx={{ scrollMarginTop: 80 }}>
          {category && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
              <Typography variant="h5" component="h2">
                {category}
              </Typography>
              <Chip label="All articles" component={RouterLink} to={paths.blog.build()} clickable variant="outlined" />
            </Box>
          )}
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
          <BlogCategoryCards counts={counts} />
        </Stack>
      </Container>
    </>
  );
}

/** Server render: every published article (the page filters them itself). */
export const prefetch: PagePrefetch = ({ queryClient }) => fetchMain(queryClient, getGetArticlesQueryOptions());
