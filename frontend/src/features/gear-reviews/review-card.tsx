import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { ReviewResponseDto } from '@/api/generated/models';
import { isOpenableLink, reviewGoLink } from '@/components/affiliate/affiliate-link';
import { SellerLinkButton } from '@/components/affiliate/seller-link-button';
import { formatPrice } from '@/components/product/price';
import { StarRating } from '@/components/rating/star-rating';
import { paths } from '@/config/paths';
import { trackEvent } from '@/lib/analytics';
import { ReviewImage } from './review-image';

/**
 * The card's main area links to the full review; Buy Now sits outside that link, so opening the
 * seller never navigates away from the list (and no button is nested inside a link).
 */
export function ReviewCard({ review, priority = false, sizes }: { review: ReviewResponseDto; priority?: boolean; sizes?: string }) {
  const link = isOpenableLink(review.purchaseLink) ? reviewGoLink(review.slug, 'review-card', paths.gearReviews.build()) : undefined;
  const buyNow = () => trackEvent('purchase_intent', { category: 'commerce', label: review.title, source: 'review_card' });
  return (
    <Card
      component="article"
      data-testid="review-card"
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <CardActionArea
        component={RouterLink}
        to={paths.gearReview.build(review.slug)}
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <ReviewImage review={review} priority={priority} sizes={sizes} />
        <CardContent sx={{ flexGrow: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
            <Chip label={review.category} size="small" color="secondary" variant="outlined" />
            {review.rating && <StarRating rating={review.rating} />}
          </Box>
          {/* The cards sit directly under the page's h1, so their titles are the next level down. */}
          <Typography component="h2" variant="h6" sx={{ lineHeight: 1.3, mb: 1 }}>
            {review.title}
          </Typography>
          <Typography
            color="text.secondary"
            sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {review.excerpt}
          </Typography>
        </CardContent>
      </CardActionArea>
      <CardActions sx={{ px: 2, pb: 2, justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: 800 }} color="primary.main">
          {formatPrice(review.price)}
        </Typography>
        <SellerLinkButton href={link} size="small" onClick={buyNow}>
          Buy Now
        </SellerLinkButton>
      </CardActions>
    </Card>
  );
}
