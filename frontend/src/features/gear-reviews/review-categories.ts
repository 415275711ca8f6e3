import type { ReviewResponseDto } from '@/api/generated/models';
import { oneOfCodec } from '@/lib/use-address-state';

export const ALL_REVIEWS = 'All Reviews';

/** The filter buttons, in the spec's order ("Other" reviews appear under All Reviews only). */
export const REVIEW_FILTERS = [ALL_REVIEWS, 'BCDs', 'Dive Computers', 'Masks & Fins', 'Wetsuits', 'Cameras', 'Regulators'] as const;

export type ReviewFilter = (typeof REVIEW_FILTERS)[number];
export type ReviewCategory = Exclude<ReviewFilter, typeof ALL_REVIEWS>;

/** The generated URL builder does not encode path parameters; the spec asks for Masks%20%26%20Fins. */
export function reviewCategoryPath(category: ReviewCategory): ReviewCategory {
  return encodeURIComponent(category) as ReviewCategory;
}

const CATEGORY_PARAM = 'category';

/** The chosen category in the reviews' address (`?category=Dive+Computers`); anything unknown means All Reviews. */
export const reviewFilterCodec = oneOfCodec<ReviewFilter, ReviewFilter>(CATEGORY_PARAM, REVIEW_FILTERS, ALL_REVIEWS);

export const DEFAULT_AUTHOR = 'Dive Down Under Team';

/** A review without an author is by the team. */
export function reviewAuthor(review: Pick<ReviewResponseDto, 'author'>): string {
  return review.author?.trim() || DEFAULT_AUTHOR;
}
