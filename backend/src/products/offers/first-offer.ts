import { BadRequestException } from '@nestjs/common';
import { Product } from '../product.entity';
import { toPriceColumn } from '../product-fields';
import { bestOfferOf, sellerNameFromUrl } from './offer-view';
import { ProductOffer } from './product-offer.entity';

/** A product's typed price and link as its first offer (a new product, or one from before offers). */
export function firstOfferOf(product: Pick<Product, 'id' | 'price' | 'affiliateLink'>, now = new Date()): Partial<ProductOffer> {
  const url = product.affiliateLink.trim();
  return {
    productId: product.id,
    sellerName: url ? sellerNameFromUrl(url) : 'Seller',
    affiliateUrl: url,
    price: product.price,
    currency: 'AUD',
    inStock: true,
    checkedAt: now,
  };
}

/** What a product edit's price or link does to its offers. */
export type ProductPriceEdit =
  { kind: 'create'; offer: Partial<ProductOffer> } | { kind: 'update'; offer: ProductOffer; price?: string; affiliateUrl?: string };

/**
 * The product form still has one price and one link. With no offer they make the first; with one
 * they change it; with several the form cannot say which seller is meant, so a different value is
 * refused (the same values, as the form sends back, change nothing).
 */
export function productPriceEdit(
  product: Product,
  offers: readonly ProductOffer[],
  dto: { price?: string | number | null; affiliateLink?: string | null },
): ProductPriceEdit | null {
  const price = dto.price === undefined || dto.price === null ? undefined : toPriceColumn(String(dto.price));
  const affiliateUrl = dto.affiliateLink === undefined ? undefined : (dto.affiliateLink ?? '').trim();
  if (price === undefined && affiliateUrl === undefined) return null;
  if (offers.length === 0) return { kind: 'create', offer: firstOfferOf(product) };
  if (offers.length === 1) return { kind: 'update', offer: offers[0]!, price, affiliateUrl };
  const best = bestOfferOf(offers)?.offer;
  const differs =
    (price !== undefined && price !== best?.price) || (affiliateUrl !== undefined && affiliateUrl !== (best?.affiliateUrl ?? '').trim());
  if (differs) {
    throw new BadRequestException(
      `This product has ${offers.length} sellers: change the price or link in its offers, under Sellers and prices.`,
    );
  }
  return null;
}
