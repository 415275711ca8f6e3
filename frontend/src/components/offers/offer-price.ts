import type { ProductOfferDto } from '@/api/generated/models';
import { formatPrice } from '@/components/product/price';

/** "$449.00", or "NZ$300.00 (NZD)" for another currency (never compared or shown as the price). */
export function offerPriceText(offer: Pick<ProductOfferDto, 'price' | 'currency'>): string {
  if (offer.price === null) return 'Price not known';
  if (offer.currency === 'AUD') return formatPrice(offer.price);
  return `${offer.price} ${offer.currency}`;
}
