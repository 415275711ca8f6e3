/**
 * Which of our reviews is about which shop product, for the one-off linking when products and
 * reviews are seeded or when the link column first appears; afterwards the owner sets the link. A
 * review belongs to a product when both send the visitor to the same seller page (the query string,
 * e.g. the affiliate tag, is ignored), or when the review's title names the product ("Apeks XTX50
 * Regulator Review: …" for "Apeks XTX50 Regulator").
 */

export interface ReviewToMatch {
  title: string;
  purchaseLink: string;
}

export interface ProductToMatch {
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

/**
 * Each product's review, if any; a review goes to one product at most (the first listed that
 * matches), as a product links one review. Give reviews newest first, so when two reviews name one
 * product the newest wins; the seller-page rule is tried before the title rule for every product.
 */
export function reviewsByProduct<R extends ReviewToMatch>(products: readonly ProductToMatch[], reviews: readonly R[]): Map<number, R> {
  const byPage = new Map<string, R>();
  const byName = new Map<string, R>();
  for (const review of reviews) {
    const page = sellerPageKey(review.purchaseLink);
    if (page && !byPage.has(page)) byPage.set(page, review);
    const name = reviewedName(review.title);
    if (name && !byName.has(name)) byName.set(name, review);
  }
  const found = new Map<number, R>();
  const taken = new Set<R>();
  for (const product of products) {
    const page = sellerPageKey(product.affiliateLink);
    const review = (page ? byPage.get(page) : undefined) ?? byName.get(nameKey(product.name));
    if (review && !taken.has(review)) {
      found.set(product.id, review);
      taken.add(review);
    }
  }
  return found;
}
