import type { AggregateOfferJsonLdDto, ReviewResponseDto } from '@/api/generated/models';
import { excerptFromContent } from '@ddu/shared/text/markup-text';
import { metaDescription } from '@/components/seo/seo-helpers';
import { reviewAuthor } from './review-categories';

export const DEFAULT_REVIEW_RATING = 4.5;
export const BEST_RATING = 5;
const STAR = /[★⭐]/gu;

/** Meta/social description: the excerpt (cut to 160 characters), else the body's text without its markup. */
export function reviewDescription(review: Pick<ReviewResponseDto, 'excerpt' | 'content'>): string {
  return review.excerpt.trim() ? metaDescription(review.excerpt) : excerptFromContent(review.content);
}

/** "4.5" → 4.5, "★★★★" → 4; a missing or unreadable rating is the spec's default 4.5. */
export function reviewRatingValue(rating: string | null | undefined): number {
  if (!rating) return DEFAULT_REVIEW_RATING;
  const stars = rating.match(STAR);
  if (stars) return Math.min(stars.length, BEST_RATING);
  const value = Number.parseFloat(rating);
  return Number.isFinite(value) && value >= 0 && value <= BEST_RATING ? value : DEFAULT_REVIEW_RATING;
}

/** "$1,199 AUD" → "1199"; "$549.95" → "549.95"; undefined when there is no amount in the text. */
export function priceAmount(price: string): string | undefined {
  const match = price.replace(/,/g, '').match(/\d+(?:\.\d{1,2})?/);
  return match?.[0];
}

/** "Shearwater Teric Review: Worth It?" → "Shearwater Teric". */
export function reviewedProductName(title: string): string {
  const name = title.split(/\s+(?:[-–—:]\s*)?review\b/i)[0]?.trim();
  return name || title;
}

/**
 * schema.org Product carrying the review, its rating (best 5) and its offers: the shop product's
 * AggregateOffer when the review is about one (the prices the page shows), else the review's own AUD price.
 */
export function reviewJsonLd(
  review: ReviewResponseDto,
  pageUrl: string,
  imageUrl: string | undefined,
  productOffers?: AggregateOfferJsonLdDto,
): object {
  const amount = priceAmount(review.price);
  const author = reviewAuthor(review);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: reviewedProductName(review.title),
    description: review.excerpt,
    category: review.category,
    ...(imageUrl ? { image: imageUrl } : {}),
    review: {
      '@type': 'Review',
      name: review.title,
      url: pageUrl,
      datePublished: review.createdAt.slice(0, 10),
      author: { '@type': author === 'Dive Down Under Team' ? 'Organization' : 'Person', name: author },
      publisher: { '@type': 'Organization', name: 'Dive Down Under' },
      reviewRating: { '@type': 'Rating', ratingValue: reviewRatingValue(review.rating), bestRating: BEST_RATING, worstRating: 0 },
    },
    ...(productOffers
      ? { offers: productOffers }
      : amount
        ? { offers: { '@type': 'Offer', priceCurrency: 'AUD', price: amount, url: review.purchaseLink } }
        : {}),
  };
}
