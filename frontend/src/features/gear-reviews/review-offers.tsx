import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { getGetProductByReviewQueryOptions, useGetProductByReview } from '@/api/generated/endpoints/offers/offers';
import type { ProductResponseDto } from '@/api/generated/models';
import { lazy, Suspense, useEffect, useState } from 'react';
import { paths } from '@/config/paths';

// Below the fold and after the buying box: loaded on its own, so the review page's first load stays small.
const OffersList = lazy(() => import('@/components/offers/offers-list').then((m) => ({ default: m.OffersList })));

/** The shop product this review is about, with its sellers' offers; undefined when the review names none. */
export function useReviewProduct(slug: string): ProductResponseDto | undefined {
  // A review of something not in the shop answers 404: that is no error for the page.
  return useGetProductByReview(slug, { query: { retry: false, staleTime: 60_000 } }).data;
}

export { getGetProductByReviewQueryOptions };

/** The review page's list of sellers: the same offers, prices and checked times as the product page. */
export function ReviewOffers({ reviewSlug, product }: { reviewSlug: string; product: ProductResponseDto | undefined }) {
  // After hydration only: the server and the browser's first render then agree.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted || !product || product.offers.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="review-offers-heading" sx={{ mb: 4 }}>
      <Typography id="review-offers-heading" variant="h6" component="h2" gutterBottom>
        Where to buy it
      </Typography>
      <Suspense fallback={null}>
        <OffersList offers={product.offers} from="review-offers" page={paths.gearReview.build(reviewSlug)} />
      </Suspense>
    </Box>
  );
}
