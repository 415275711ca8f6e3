/**
 * The one rule for "the price" of a product, read by the shop card, the product page, a review's
 * seller box and the structured data alike: the owner's pick when it is in stock with a price,
 * otherwise the lowest in-stock price in Australian dollars; when nothing is in stock, the lowest
 * known AUD price (shown as out of stock). Prices in another currency are never compared.
 */

export const SHOP_CURRENCY = 'AUD';

export interface OfferForChoice {
  /** Decimal text, e.g. "449.00"; null when no price is known. */
  price: string | null;
  currency: string;
  inStock: boolean;
  ownersPick: boolean;
}

/** `owners-pick`: the owner chose this seller; `lowest`: the lowest price among the sellers. */
export type BestOfferReason = 'owners-pick' | 'lowest';

export interface BestOfferChoice<T extends OfferForChoice> {
  offer: T;
  reason: BestOfferReason;
}

function priced<T extends OfferForChoice>(offer: T): boolean {
  return offer.price !== null && offer.currency === SHOP_CURRENCY && Number(offer.price) > 0;
}

function cheapest<T extends OfferForChoice>(offers: readonly T[]): T | undefined {
  // The first of equal prices wins, so the order the caller gives (oldest offer first) decides ties.
  return offers.reduce<T | undefined>(
    (best, offer) => (best === undefined || Number(offer.price) < Number(best.price) ? offer : best),
    undefined,
  );
}

export function chooseBestOffer<T extends OfferForChoice>(offers: readonly T[]): BestOfferChoice<T> | null {
  const usable = offers.filter(priced);
  const pick = usable.find((offer) => offer.ownersPick && offer.inStock);
  if (pick) return { offer: pick, reason: 'owners-pick' };
  const lowest = cheapest(usable.filter((offer) => offer.inStock)) ?? cheapest(usable);
  return lowest ? { offer: lowest, reason: 'lowest' } : null;
}

export interface PriceRange {
  lowPrice: string;
  highPrice: string;
  /** The offers the range is made of. */
  offerCount: number;
}

/**
 * Low and high of the AUD prices of the offers in stock (of every priced offer when none is):
 * schema.org's AggregateOffer. With no owner's pick, lowPrice is the price shown everywhere.
 */
export function priceRange(offers: readonly OfferForChoice[]): PriceRange | null {
  const usable = offers.filter(priced);
  const inStock = usable.filter((offer) => offer.inStock);
  const prices = (inStock.length ? inStock : usable).map((offer) => Number(offer.price));
  if (prices.length === 0) return null;
  return { lowPrice: Math.min(...prices).toFixed(2), highPrice: Math.max(...prices).toFixed(2), offerCount: prices.length };
}
