import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReviewResponseDto } from '@/api/generated/models';
import { isOpenableLink, reviewGoLink } from '@/components/affiliate/affiliate-link';
import { SellerLinkButton } from '@/components/affiliate/seller-link-button';
import { formatPrice } from '@/components/product/price';
import { paths } from '@/config/paths';
import { trackEvent } from '@/lib/analytics';

/** Reports a click on a seller link of a review; the link itself opens the seller in a new tab. */
export function trackReviewPurchase(review: ReviewResponseDto, event: 'affiliate_click' | 'affiliate_click_bottom'): void {
  trackEvent(event, { category: 'commerce', label: review.title });
  trackEvent('purchase_intent', { category: 'commerce', label: review.title, source: event });
}

export function ReviewAffiliateBox({ review }: { review: ReviewResponseDto }) {
  const link = isOpenableLink(review.purchaseLink)
    ? reviewGoLink(review.slug, 'review-box', paths.gearReview.build(review.slug))
    : undefined;
  return (
    <Paper variant="outlined" sx={{ p: 3, borderColor: 'warning.main', borderWidth: 2, bgcolor: '#fff8f6' }}>
      <Typography variant="overline" color="text.secondary">
        Price at time of review
      </Typography>
      <Typography variant="h4" component="p" sx={{ fontWeight: 800, mb: 1 }}>
        {formatPrice(review.price)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Affiliate Link - We earn from qualified purchases
      </Typography>
      <SellerLinkButton href={link} size="large" fullWidth onClick={() => trackReviewPurchase(review, 'affiliate_click')}>
        Check Current Price
      </SellerLinkButton>
    </Paper>
  );
}
