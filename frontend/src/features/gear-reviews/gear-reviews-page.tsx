import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import {
  useGetPublishedReviews,
  useGetReviewsByCategory,
  getGetPublishedReviewsQueryOptions,
  getGetReviewsByCategoryQueryOptions,
} from '@/api/generated/endpoints/reviews/reviews';
import { PageHero } from '@/components/page-hero/page-hero';
import { PageSeo } from '@/components/seo/page-seo';
import { columnSizes } from '@/components/image/column-sizes';
import { SkeletonGrid, gridColumns } from '@/components/skeleton/skeleton-grid';
import { paths } from '@/config/paths';
import { trackEvent } from '@/lib/analytics';
import { useAddressState } from '@/lib/use-address-state';
import { DiveComputerGuide } from './dive-computer-guide';
import { ReviewCard } from './review-card';
import { ALL_REVIEWS, reviewCategoryPath, reviewFilterCodec, type ReviewFilter } from './review-categories';
import { ReviewFilterBar } from './review-filter-bar';
import { SuggestProductBanner } from './suggest-product-banner';
import { fetchMain, type PagePrefetch } from '@/lib/page-prefetch';

const REVIEW_SKELETONS = 6;
const COLUMNS = { xs: 1, sm: 2, md: 3 } as const;
const PRIORITY_CARDS = 1;

/** All Reviews asks for every published review; a category asks the server for just that category. */
function useReviewList(filter: ReviewFilter) {
  const all = filter === ALL_REVIEWS;
  const published = useGetPublishedReviews({ query: { enabled: all } });
  const encoded = reviewCategoryPath(all ? 'BCDs' : filter);
  const byCategory = useGetReviewsByCategory(encoded, { query: { enabled: !all } });
  return all ? published : byCategory;
}

export function GearReviewsPage() {
  // The category is in the address, so the Dive Computers view can be shared and comes back on Back.
  const [filter, setFilter] = useAddressState(reviewFilterCodec);
  const reviews = useReviewList(filter);
  // The spec shows no error for a failed list: it falls through to the empty state.
  const list = reviews.data ?? [];

  const choose = (next: ReviewFilter) => {
    setFilter(next, { immediate: true });
    trackEvent('filter_gear_reviews', { category: 'engagement', label: next });
  };

  return (
    <>
      <PageSeo
        title="Dive Gear Reviews"
        description="Honest, hands-on reviews of BCDs, dive computers, masks, fins, wetsuits, cameras and regulators, tested in Australian waters."
        path={paths.gearReviews.build()}
      />
      <PageHero title="Dive Gear Reviews" eyebrow="Tested in Australian waters">
        Honest, in-water reviews of the gear we dive with: what works, what doesn't, and who each piece suits best.
      </PageHero>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <ReviewFilterBar selected={filter} onSelect={choose} />

        {filter === 'Dive Computers' && <DiveComputerGuide reviewDates={list.map((review) => review.createdAt)} />}

        {reviews.isFetching && !reviews.data ? (
          <SkeletonGrid count={REVIEW_SKELETONS} columns={COLUMNS} imageAspectRatio="4 / 3" label="Loading reviews" />
        ) : list.length === 0 ? (
          <Box sx={{ textAlign: 'center', py: 8 }}>
            <Typography variant="h5" component="h2" gutterBottom>
              {filter === ALL_REVIEWS ? 'No products are available yet.' : `No products are available in the ${filter} category yet.`}
            </Typography>
            <Typography color="text.secondary">We're testing new gear all the time, so check back soon.</Typography>
          </Box>
        ) : (
          <Box
            component="section"
            aria-label={`${filter} list`}
            sx={{ display: 'grid', gap: 3, gridTemplateColumns: gridColumns(COLUMNS) }}
          >
            {list.map((review, index) => (
              // The first row is above the fold on a phone: load it eagerly, it is the largest paint.
              <ReviewCard key={review.id} review={review} priority={index < PRIORITY_CARDS} sizes={columnSizes(COLUMNS)} />
            ))}
          </Box>
        )}

        <SuggestProductBanner />
      </Container>
    </>
  );
}

/** Server render: the reviews of the category in the address, or all of them. */
export const prefetch: PagePrefetch = ({ queryClient, url }) => {
  const filter = reviewFilterCodec.read(url.searchParams);
  return fetchMain(
    queryClient,
    filter === ALL_REVIEWS ? getGetPublishedReviewsQueryOptions() : getGetReviewsByCategoryQueryOptions(reviewCategoryPath(filter)),
  );
};
