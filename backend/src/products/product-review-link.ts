/**
 * One truth per product: when the product is linked to our published review, the shop shows the
 * review's rating and links to it. (Which review a product gets is the owner's choice, see
 * Product.reviewId; seeding proposes links with @ddu/shared/products/review-match.)
 */

export interface ReviewOfProduct {
  id: number;
  slug: string;
  title: string;
  /** The review's own rating text: "4.5", "★★★★" or null. */
  rating: string | null;
}

/** "4.5" → "4.5", "★★★★" → "4.0", "5" → "5.0"; null when the review has no usable rating. */
export function reviewRatingValue(rating: string | null): string | null {
  if (rating === null) return null;
  const text = rating.trim();
  const stars = /^★{1,5}$/u.test(text) ? [...text].length : null;
  const value = stars ?? (/^\d(?:\.\d+)?$/.test(text) ? Number(text) : Number.NaN);
  if (!Number.isFinite(value) || value < 0 || value > 5) return null;
  return (Math.round(value * 10) / 10).toFixed(1);
}
