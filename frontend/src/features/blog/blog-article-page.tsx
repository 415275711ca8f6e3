import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import {
  useGetArticleBySlug,
  getGetArticleBySlugQueryOptions,
  getGetArticleMentionsQueryOptions,
} from '@/api/generated/endpoints/articles/articles';
import type { ArticleDto } from '@/api/generated/models';
import { useGetAffiliateLinks, getGetAffiliateLinksQueryOptions } from '@/api/generated/endpoints/affiliate/affiliate';
import { bodyGoLinks } from '@/components/affiliate/affiliate-link';
import { MarkupContent } from '@/components/markup/markup-content';
import type { NotFoundScreenProps } from '@/components/not-found/not-found-screen';
import { DetailPageStates } from '@/components/detail-page/detail-page-states';
import { PageSeo } from '@/components/seo/page-seo';
import { absoluteUrl, SITE_NAME, socialImagePath } from '@/components/seo/seo-helpers';
import { pathSegment, paths } from '@/config/paths';
import { formatDateAU } from '@/lib/dates';
import { ArticleImage } from './article-image';
import { trackBlogView } from './blog-analytics';
import { articleDescription } from './blog-seo';
import { ArticleMentions } from './article-mentions';
import { DiveSiteVideoCard } from './dive-site-video-card';
import { getGetDiveSiteByReviewUrlQueryOptions } from '@/api/generated/endpoints/dive-sites/dive-sites';
import { fetchExtra, fetchMain, worstStatus, type PagePrefetch } from '@/lib/page-prefetch';

function BackToBlog() {
  return (
    <Button component={RouterLink} to={paths.blog.build()} startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
      Back to Blog
    </Button>
  );
}

function ArticleSkeleton() {
  return (
    <Stack spacing={2} aria-busy="true" aria-label="Loading article">
      <Skeleton width={140} />
      <Skeleton variant="rectangular" sx={{ aspectRatio: '2 / 1', height: 'auto', borderRadius: 1 }} />
      <Skeleton width="25%" />
      <Skeleton height={56} />
      <Skeleton />
      <Skeleton width="40%" />
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} />
      ))}
    </Stack>
  );
}

const NOT_FOUND: NotFoundScreenProps = {
  title: 'Article Not Found',
  message: "The article you're looking for doesn't exist.",
  backTo: paths.blog.build(),
  backLabel: 'Back to Blog',
};

/** The seller links of the site, once loaded (the article body's /go/ links). */
type SellerLinks = Parameters<typeof bodyGoLinks>[0];

function ArticleHead({ article, path }: { article: ArticleDto; path: string }) {
  const description = articleDescription(article);
  return (
    <>
      <PageSeo
        title={article.title}
        description={description}
        path={path}
        image={socialImagePath.article(article.slug)}
        type="article"
        breadcrumbs={[
          { name: 'Home', path: paths.home.build() },
          { name: 'Blog', path: paths.blog.build() },
          { name: article.title, path },
        ]}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: article.title,
          description,
          image: absoluteUrl(article.imageUrl),
          datePublished: article.createdAt,
          articleSection: article.category,
          author: { '@type': 'Person', name: article.author },
          publisher: { '@type': 'Organization', name: SITE_NAME },
          mainEntityOfPage: absoluteUrl(path),
        }}
      />
      <meta property="article:published_time" content={article.createdAt} />
      <meta property="article:section" content={article.category} />
    </>
  );
}

export function BlogArticlePage() {
  const { slug = '' } = useParams();
  const { pathname } = useLocation();
  const articleQuery = useGetArticleBySlug(pathSegment(slug), { query: { enabled: slug !== '' } });
  const article = articleQuery.data;
  // After the article, so the page's own data is asked for first (the server sends both with the page).
  const sellerLinks = useGetAffiliateLinks({ query: { enabled: Boolean(article) } });

  useEffect(() => {
    if (article) trackBlogView(article);
  }, [article]);

  return (
    <DetailPageStates
      query={articleQuery}
      valid={slug !== ''}
      notFound={NOT_FOUND}
      failed="This article could not be loaded"
      loading={
        <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
          <ArticleSkeleton />
        </Container>
      }
    >
      {(found) => <ArticleView article={found} pathname={pathname} sellerLinks={sellerLinks.data} />}
    </DetailPageStates>
  );
}

function ArticleView({ article, pathname, sellerLinks }: { article: ArticleDto; pathname: string; sellerLinks: SellerLinks }) {
  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <ArticleHead article={article} path={pathname} />
      <Stack spacing={3}>
        <BackToBlog />
        <ArticleImage article={article} sizes="(min-width: 900px) 900px, 100vw" priority sx={{ borderRadius: 1 }} />
        <Stack spacing={1.5} component="header">
          <Chip label={article.category} color="secondary" size="small" sx={{ alignSelf: 'flex-start' }} />
          <Typography variant="h3" component="h1">
            {article.title}
          </Typography>
          {article.excerpt && (
            <Typography variant="h6" component="p" sx={{ color: 'text.secondary', fontWeight: 400 }}>
              {article.excerpt}
            </Typography>
          )}
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            By <strong>{article.author || 'Dive Down Under Team'}</strong> · Published on{' '}
            <time dateTime={article.createdAt}>{formatDateAU(article.createdAt)}</time>
          </Typography>
        </Stack>
        <DiveSiteVideoCard pagePath={pathname} />
        <MarkupContent
          content={article.content}
          affiliateLinks={bodyGoLinks(sellerLinks, 'article-body', paths.blogArticle.build(article.slug))}
        />
        <ArticleMentions slug={article.slug} />
        <Divider />
        <Box component="footer" sx={{ display: 'flex', justifyContent: 'center' }}>
          <Button component={RouterLink} to={paths.blog.build()} variant="contained" size="large">
            More Articles
          </Button>
        </Box>
      </Stack>
    </Container>
  );
}

/** Server render: the article, with the places it mentions, its dive-site video card and the seller links of its body. */
export const prefetch: PagePrefetch = ({ queryClient, params, url }) =>
  worstStatus(
    fetchMain(queryClient, getGetArticleBySlugQueryOptions(pathSegment(params.slug ?? ''))),
    fetchExtra(queryClient, getGetArticleMentionsQueryOptions(params.slug ?? '')),
    fetchExtra(queryClient, getGetDiveSiteByReviewUrlQueryOptions({ url: url.pathname })),
    fetchExtra(queryClient, getGetAffiliateLinksQueryOptions()),
  );
