import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useGetReviewBySlug, getGetReviewBySlugQueryOptions } from '@/api/generated/endpoints/reviews/reviews';
import type { ReviewPageResponseDto } from '@/api/generated/models';
import { bodyGoLinks, isOpenableLink, reviewGoLink } from '@/components/affiliate/affiliate-link';
import { SellerLinkButton } from '@/components/affiliate/seller-link-button';
import { useGetAffiliateLinks, getGetAffiliateLinksQueryOptions } from '@/api/generated/endpoints/affiliate/affiliate';
import { resolveImageSrc } from '@/components/image/app-image';
import { REVIEW_IMAGE_SIZE } from '@/components/image/image-url';
import { MarkupContent } from '@/components/markup/markup-content';
import type { NotFoundScreenProps } from '@/components/not-found/not-found-screen';
import { DetailPageStates } from '@/components/detail-page/detail-page-states';
import { formatPrice } from '@/components/product/price';
import { StarRating } from '@/components/rating/star-rating';
import { PageSeo } from '@/components/seo/page-seo';
import { absoluteUrl, socialImagePath } from '@/components/seo/seo-helpers';
import { pathSegment, paths } from '@/config/paths';
import { trackEvent } from '@/lib/analytics';
import { formatDateAU } from '@/lib/dates';
import { ReviewAffiliateBox, trackReviewPurchase } from './review-affiliate-box';
import { reviewPriceNote, reviewProductQueryOptions, ReviewOffers, useReviewProduct } from './review-offers';
import { reviewAuthor } from './review-categories';
import { ReviewImage } from './review-image';
import { ReviewProductLink } from './review-product-link';
import { reviewDescription, reviewJsonLd } from './review-seo';
import { fetchExtra, fetchMain, worstStatus, type PagePrefetch } from '@/lib/page-prefetch';

/** The main image: three fifths of the md container beside the buying box from md, the full width below. */
const REVIEW_IMAGE_SIZES = '(min-width: 900px) 500px, (min-width: 600px) calc(100vw - 48px), calc(100vw - 32px)';

function ReviewSkeleton() {
  return (
    <Container maxWidth="md" sx={{ py: 6 }} aria-busy="true" aria-label="Loading review">
      <Skeleton width={120} height={32} />
      <Skeleton height={64} />
      <Skeleton width="40%" />
      <Skeleton height={80} />
      <Skeleton variant="rectangular" sx={{ my: 3, aspectRatio: '4 / 3', height: 'auto' }} />
      <Skeleton />
      <Skeleton />
      <Skeleton width="80%" />
    </Container>
  );
}

const NOT_FOUND: NotFoundScreenProps = {
  title: 'Review Not Found',
  message: "The gear review you're looking for doesn't exist or has been removed.",
  backTo: paths.gearReviews.build(),
  backLabel: 'Back to Reviews',
};

function ReviewArticle({ review }: { review: ReviewPageResponseDto }) {
  const path = paths.gearReview.build(review.slug);
  const image = resolveImageSrc(review.imageUrl, review.title, REVIEW_IMAGE_SIZE);
  const imageUrl = image ? absoluteUrl(image) : undefined;
  const description = reviewDescription(review);
  const buyLink = isOpenableLink(review.purchaseLink) ? reviewGoLink(review.slug, 'review-bottom', path) : undefined;
  const sellerLinks = useGetAffiliateLinks();
  const goLinks = bodyGoLinks(sellerLinks.data, 'review-body', path);
  const product = useReviewProduct(review.slug);

  useEffect(() => {
    trackEvent('review_view', { category: review.category, label: review.title });
  }, [review.id, review.category, review.title]);

  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PageSeo
        title={review.title}
        description={description}
        path={path}
        image={socialImagePath.review(review.slug)}
        type="article"
        jsonLd={reviewJsonLd(review, absoluteUrl(path), imageUrl, product?.offersJsonLd)}
        breadcrumbs={[
          { name: 'Home', path: paths.home.build() },
          { name: 'Gear Reviews', path: paths.gearReviews.build() },
          { name: review.title, path },
        ]}
      />
      <Box component="header">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
          <Chip label={review.category} color="secondary" />
          {review.rating && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <StarRating rating={review.rating} size="medium" />
            </Box>
          )}
        </Box>
        <Typography variant="h3" component="h1" gutterBottom sx={{ fontSize: { xs: '1.9rem', md: '2.6rem' } }}>
          {review.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          By {reviewAuthor(review)} · <time dateTime={review.createdAt}>{formatDateAU(review.createdAt)}</time>
        </Typography>
        {review.excerpt && <Typography sx={{ fontSize: '1.2rem', color: 'text.secondary', mb: 3 }}>{review.excerpt}</Typography>}
      </Box>

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start', mb: 4 }}>
        <ReviewImage review={review} priority sizes={REVIEW_IMAGE_SIZES} sx={{ borderRadius: 1 }} />
        <Box>
          <ReviewAffiliateBox review={review} product={product} note={product ? reviewPriceNote(product) : null} />
          <ReviewProductLink product={review.product} />
        </Box>
      </Box>
      <ReviewOffers reviewSlug={review.slug} product={product} />

      <MarkupContent content={review.content} affiliateLinks={goLinks} />

      <Divider sx={{ my: 5 }} />

      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, textAlign: 'center' }}>
        <Typography variant="h5" component="h2" gutterBottom>
          Ready to get yours?
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Check the seller's current price and stock, or keep comparing with our other reviews.
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
          <SellerLinkButton href={buyLink} size="large" onClick={() => trackReviewPurchase(review, 'affiliate_click_bottom')}>
            Buy Now - {formatPrice(review.price)}
          </SellerLinkButton>
          <Button component={RouterLink} to={paths.gearReviews.build()} variant="outlined" size="large">
            Browse More Reviews
          </Button>
        </Box>
      </Paper>
    </Container>
  );
}

export function GearReviewPage() {
  const { slug = '' } = useParams();
  const review = useGetReviewBySlug(pathSegment(slug), { query: { enabled: slug !== '' } });
  return (
    <DetailPageStates
      query={review}
      valid={slug !== ''}
      notFound={NOT_FOUND}
      failed="This review could not be loaded"
      loading={<ReviewSkeleton />}
    >
      {(found) => <ReviewArticle review={found} />}
    </DetailPageStates>
  );
}

/** Server render: the review; seller links in its body point at /go/ links, so the map comes with the page and hydration matches. */
export const prefetch: PagePrefetch = ({ queryClient, params }) =>
  worstStatus(
    fetchMain(queryClient, getGetReviewBySlugQueryOptions(pathSegment(params.slug ?? ''))),
    fetchExtra(queryClient, getGetAffiliateLinksQueryOptions()),
    fetchExtra(queryClient, reviewProductQueryOptions(pathSegment(params.slug ?? ''))),
  );
