/**
 * "Compare with" on a product page: other products of the same category a diver could buy instead,
 * priced close to this one. Prices are the best offer's (the one price shown everywhere), so the
 * comparison agrees with the shop cards and the product pages it links.
 */

/** How far an alternative's price may be from the product's, either way, as a share of the product's price. */
export const ALTERNATIVE_PRICE_SPREAD_PERCENT = 30;
export const MAX_ALTERNATIVES = 3;

export interface AlternativeCandidate {
  id: number;
  category: string;
  /** AUD, e.g. "449.00": the best offer's price. */
  price: string;
  /** The rating visitors see, 0 to 5, e.g. "4.5". */
  rating: string;
  /** The best offer: `offerId` is null when no seller has a usable price (the product's typed price stands). */
  bestOffer: { offerId: number | null; inStock: boolean };
}

/** Whole cents, so 30 % of a price is compared without floating-point slips at the edge. */
function cents(price: string): number {
  return Math.round(Number(price) * 100);
}

/** A seller has it in stock at a price: a product nobody sells now is no alternative. */
export function hasInStockPrice(product: AlternativeCandidate): boolean {
  return product.bestOffer.offerId !== null && product.bestOffer.inStock && cents(product.price) > 0;
}

/**
 * Up to three products of the product's category, other than it, in stock at a price within 30 % of
 * its price (both edges included), closest price first, then the better rating, then the lower id.
 */
export function chooseAlternatives<T extends AlternativeCandidate>(product: AlternativeCandidate, candidates: readonly T[]): T[] {
  const price = cents(product.price);
  if (!(price > 0)) return [];
  const distance = (candidate: T) => Math.abs(cents(candidate.price) - price);
  return candidates
    .filter(
      (candidate) =>
        candidate.id !== product.id &&
        candidate.category === product.category &&
        hasInStockPrice(candidate) &&
        distance(candidate) * 100 <= price * ALTERNATIVE_PRICE_SPREAD_PERCENT,
    )
    .sort((a, b) => distance(a) - distance(b) || Number(b.rating) - Number(a.rating) || a.id - b.id)
    .slice(0, MAX_ALTERNATIVES);
}
