import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { ProductResponseDto } from '@/api/generated/models';
import { apiFetch } from '@/api/http';
import { formatPrice } from '@/components/product/price';
import { paths } from '@/config/paths';

// Below the fold and after the buying box: its code loads on its own, so the review page's first-load
// JavaScript stays small. The server renders the list into the page (prerender waits for it); the
// browser keeps that HTML and hydrates the list on its own once the code has come.
const OffersList = lazy(() => import('@/components/offers/offers-list').then((m) => ({ default: m.OffersList })));

/**
 * GET /api/products/by-review/{slug} under the generated client's query key. Written here rather than
 * imported from the generated offers module, which the product page also uses: a module both pages
 * import is bundled into a kit the home page loads too.
 */
export function reviewProductQueryOptions(slug: string) {
  const url = `/api/products/by-review/${slug}`;
  return {
    queryKey: [url] as const,
    queryFn: ({ signal }: { signal?: AbortSignal }) => apiFetch<ProductResponseDto>(url, { method: 'GET', signal }),
    retry: false,
  };
}

/** The shop product this review is about, with its sellers' offers; undefined when the review names none (404). */
export function useReviewProduct(slug: string): ProductResponseDto | undefined {
  return useQuery(reviewProductQueryOptions(slug)).data;
}

/** "Lowest price of 3 sellers, at Scuba Warehouse." or "Our pick of seller: …" under the review box's price. */
export function reviewPriceNote(product: ProductResponseDto): string | null {
  const best = product.bestOffer;
  if (best.offerId === null) return null;
  if (best.reason === 'owners-pick') return `Our pick of seller: ${best.sellerName}.`;
  const count = product.offers.length;
  return count > 1 ? `Lowest price of ${count} sellers, at ${best.sellerName}.` : `Price at ${best.sellerName}.`;
}

/** The review page's list of sellers: the same offers, prices and checked times as the product page. */
export function ReviewOffers({ reviewSlug, product }: { reviewSlug: string; product: ProductResponseDto | undefined }) {
  if (!product || product.offers.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="review-offers-heading" sx={{ mb: 4 }}>
      <Typography id="review-offers-heading" variant="h6" component="h2" gutterBottom>
        Where to buy it: from {formatPrice(product.price)}
      </Typography>
      <Suspense fallback={null}>
        <OffersList offers={product.offers} from="review-offers" page={paths.gearReview.build(reviewSlug)} />
      </Suspense>
    </Box>
  );
}
