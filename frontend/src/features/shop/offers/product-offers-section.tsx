import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ProductResponseDto } from '@/api/generated/models';
import { OffersList } from '@/components/offers/offers-list';
import { PriceHistoryPanel } from '@/components/offers/price-history-panel';
import { paths } from '@/config/paths';
import { trackEvent } from '@/lib/analytics';

/** The product page's sellers: every offer with its checked price, then the 90-day price history. */
export function ProductOffersSection({ product }: { product: ProductResponseDto }) {
  const page = paths.shopProduct.build(product.id);
  return (
    <Box sx={{ mt: { xs: 4, md: 6 } }}>
      {product.offers.length > 0 && (
        <Box component="section" aria-labelledby="offers-heading">
          <Typography id="offers-heading" variant="h5" component="h2" gutterBottom>
            Prices from {product.offers.length === 1 ? 'the seller' : `${product.offers.length} sellers`}
          </Typography>
          <OffersList
            offers={product.offers}
            from="product-offers"
            page={page}
            onSellerClick={(offer) =>
              trackEvent('affiliate_link_click', { category: 'commerce', label: `${product.name} (${offer.sellerName})` })
            }
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            We read each seller's price from their page every day; a price we could not confirm keeps its age.
          </Typography>
        </Box>
      )}
      <PriceHistoryPanel productId={product.id} />
    </Box>
  );
}
