import type { ProductResponseDto } from '@/api/generated/models';
import { checkedAgo } from './checked-ago';

/**
 * Where the main button goes and why, in a sentence: "Our pick of seller: …" when the owner chose
 * one, otherwise the lowest price of the sellers; with the price's age.
 */
export function bestOfferSentence(product: Pick<ProductResponseDto, 'bestOffer' | 'offers'>): string | null {
  const best = product.bestOffer;
  if (!best || best.offerId === null) return null;
  const age = checkedAgo(best.checkedAt);
  const stock = best.inStock ? '' : ' (out of stock everywhere)';
  if (best.reason === 'owners-pick') return `Our pick of seller: ${best.sellerName}, ${age}${stock}.`;
  const sellers = product.offers.length;
  return sellers > 1
    ? `Lowest price of ${sellers} sellers, at ${best.sellerName}, ${age}${stock}.`
    : `Price at ${best.sellerName}, ${age}${stock}.`;
}
