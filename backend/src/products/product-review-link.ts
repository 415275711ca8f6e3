/**
 * One truth per product: when we have published a review of a shop product, the shop shows the
 * review's rating and links to it. A review belongs to a product when both send the visitor to the
 * same seller page (the query string, e.g. the affiliate tag, is ignored), or when the review's title
 * names the product ("Apeks XTX50 Regulator Review: …" for "Apeks XTX50 Regulator").
 */

export interface ReviewOfProduct {
  slug: string;
  title: string;
  /** The review's own rating text: "4.5", "★★★★" or null. */
  rating: string | null;
  purchaseLink: string;
}

export interface ProductForLinking {
  id: number;
  name: string;
  affiliateLink: string;
}

/** "https://www.Shop.example/x/y/?aff=1" → "shop.example/x/y"; null when it is not a web address. */
export function sellerPageKey(link: string): string | null {
  try {
    const url = new URL(link.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    const path = url.pathname.replace(/\/+$/, '');
    return path ? `${host}${path.toLowerCase()}` : null;
  } catch {
    return null;
  }
}

function nameKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9+]+/g, ' ')
    .trim();
}

/** The product a review title names: the words before " Review", e.g. "Apeks XTX50 Regulator". */
function reviewedName(title: string): string {
  const match = /^(.*?)\s+review\b/i.exec(title);
  return nameKey(match ? match[1] : title);
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

/**
 * Each product's review, if any. Reviews come newest first, so when two reviews name one product the
 * newest wins; the seller-page rule is tried before the title rule for every product.
 */
export function reviewsByProduct<R extends ReviewOfProduct>(products: readonly ProductForLinking[], reviews: readonly R[]): Map<number, R> {
  const byPage = new Map<string, R>();
  const byName = new Map<string, R>();
  for (const review of reviews) {
    const page = sellerPageKey(review.purchaseLink);
    if (page && !byPage.has(page)) byPage.set(page, review);
    const name = reviewedName(review.title);
    if (name && !byName.has(name)) byName.set(name, review);
  }
  const found = new Map<number, R>();
  for (const product of products) {
    const page = sellerPageKey(product.affiliateLink);
    const review = (page ? byPage.get(page) : undefined) ?? byName.get(nameKey(product.name));
    if (review) found.set(product.id, review);
  }
  return found;
}
