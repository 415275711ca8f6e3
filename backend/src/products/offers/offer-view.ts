import { chooseBestOffer, priceRange, SHOP_CURRENCY } from '@ddu/shared/prices/best-offer';
import { sellerNameFromUrl } from '@ddu/shared/prices/seller-name';
import { AdminProductOfferDto, AggregateOfferJsonLdDto, BestOfferDto, PriceRangeDto, ProductOfferDto } from './offers.dto';
import { ProductOffer } from './product-offer.entity';

/** What a product answer says about its sellers: the best offer, the range and the list. */
export interface ProductOffersView {
  bestOffer: BestOfferDto;
  priceRange: PriceRangeDto | null;
  offers: ProductOfferDto[];
  offersJsonLd: AggregateOfferJsonLdDto;
}

export { sellerNameFromUrl };

export function goPathOf(offer: Pick<ProductOffer, 'id' | 'affiliateUrl'>): string | null {
  return offer.affiliateUrl.trim() ? `/go/offers/${offer.id}` : null;
}

function toOfferDto(offer: ProductOffer, bestId: number | null): ProductOfferDto {
  return {
    id: offer.id,
    productId: offer.productId,
    sellerName: offer.sellerName,
    goPath: goPathOf(offer),
    price: offer.price,
    currency: offer.currency,
    inStock: offer.inStock,
    checkedAt: offer.checkedAt ? offer.checkedAt.toISOString() : null,
    ownersPick: offer.ownersPick,
    best: offer.id === bestId,
  };
}

export function toAdminOfferDto(offer: ProductOffer, bestId: number | null): AdminProductOfferDto {
  return {
    ...toOfferDto(offer, bestId),
    affiliateUrl: offer.affiliateUrl,
    gtin: offer.gtin,
    sku: offer.sku,
    flag: offer.flag,
    flagDetail: offer.flagDetail,
    flaggedAt: offer.flaggedAt ? offer.flaggedAt.toISOString() : null,
  };
}

/** The best of a product's offers (the one price everywhere); null when none has a usable price. */
export function bestOfferOf(offers: readonly ProductOffer[]): { offer: ProductOffer; reason: string } | null {
  return chooseBestOffer(offers);
}

/**
 * A product's sellers as the API shows them. Without any offer with a usable price, the product's own
 * typed price stands (a product added before offers existed, or whose sellers all lost their prices).
 */
export function offersView(product: { price: string; createdAt: Date }, offers: readonly ProductOffer[]): ProductOffersView {
  const best = bestOfferOf(offers);
  const range = priceRange(offers);
  const bestOffer: BestOfferDto = best
    ? {
        offerId: best.offer.id,
        sellerName: best.offer.sellerName,
        price: best.offer.price!,
        currency: best.offer.currency,
        inStock: best.offer.inStock,
        checkedAt: best.offer.checkedAt ? best.offer.checkedAt.toISOString() : null,
        reason: best.reason,
      }
    : { offerId: null, sellerName: '', price: product.price, currency: SHOP_CURRENCY, inStock: true, checkedAt: null, reason: 'lowest' };
  return {
    bestOffer,
    priceRange: range ? { ...range, priceCurrency: SHOP_CURRENCY } : null,
    offers: offers.map((offer) => toOfferDto(offer, best?.offer.id ?? null)),
    offersJsonLd: {
      '@type': 'AggregateOffer',
      lowPrice: range?.lowPrice ?? bestOffer.price,
      highPrice: range?.highPrice ?? bestOffer.price,
      offerCount: range?.offerCount ?? 1,
      priceCurrency: SHOP_CURRENCY,
      availability: bestOffer.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
}
