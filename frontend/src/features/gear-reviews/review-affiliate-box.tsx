import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ProductResponseDto, ReviewResponseDto } from '@/api/generated/models';
import { isOpenableLink, productGoLink, reviewGoLink } from '@/components/affiliate/affiliate-link';
import { SellerLinkButton } from '@/components/affiliate/seller-link-button';
import { formatPrice } from '@/components/product/price';
import { paths } from '@/config/paths';
import { trackEvent } from '@/lib/analytics';

/** Reports a click on a seller link of a review; the link itself opens the seller in a new tab. */
export function trackReviewPurchase(review: ReviewResponseDto, event: 'affiliate_click' | 'affiliate_click_bottom'): void {
  trackEvent(event, { category: 'commerce', label: review.title });
  trackEvent('purchase_intent', { category: 'commerce', label: review.title, source: event });
}

/**
 * The review's buying box. When the review is about a shop product, it shows that product's best
 * price (the one the shop and the product page show) and sends the button to the same seller;
 * otherwise the price at the time of the review and the review's own purchase link. `note` says
 * which seller and how old the price is (the page computes it: this module also serves the home page).
 */
export function ReviewAffiliateBox({
  review,
  product,
  note,
}: {
  review: ReviewResponseDto;
  product?: ProductResponseDto;
  note?: string | null;
}) {
  const path = paths.gearReview.build(review.slug);
  const productLink = product && isOpenableLink(product.affiliateLink) ? productGoLink(product.id, 'review-box', path) : undefined;
  const link = productLink ?? (isOpenableLink(review.purchaseLink) ? reviewGoLink(review.slug, 'review-box', path) : undefined);
  return (
    <Paper variant="outlined" sx={{ p: 3, borderColor: 'warning.main', borderWidth: 2, bgcolor: '#fff8f6' }}>
      <Typography variant="overline" color="text.secondary">
        {product ? 'Best price now' : 'Price at time of review'}
      </Typography>
      <Typography variant="h4" component="p" sx={{ fontWeight: 800, mb: 1 }} data-testid="review-box-price">
        {formatPrice(product ? product.price : review.price)}
      </Typography>
      {note && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} suppressHydrationWarning>
          {note}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Affiliate Link - We earn from qualified purchases
      </Typography>
      <SellerLinkButton href={link} size="large" fullWidth onClick={() => trackReviewPurchase(review, 'affiliate_click')}>
        Check Current Price
      </SellerLinkButton>
    </Paper>
  );
}
