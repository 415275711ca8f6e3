import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
import { Product } from '../product.entity';
import { bestOfferOf } from './offer-view';
import { ProductPriceEdit } from './first-offer';
import { ProductOfferPrice } from './product-offer-price.entity';
import { ProductOffer } from './product-offer.entity';

/** Sellers' offers of products (table `product_offers`) and every price reading (`product_offer_prices`). */
@Injectable()
export class OffersRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Each product's offers, oldest first (the order that breaks price ties). */
  async byProduct(productIds: readonly number[], manager: EntityManager = this.dataSource.manager): Promise<Map<number, ProductOffer[]>> {
    const found = new Map<number, ProductOffer[]>();
    if (productIds.length === 0) return found;
    const rows = await manager.getRepository(ProductOffer).find({ where: { productId: In([...productIds]) }, order: { id: 'ASC' } });
    for (const row of rows) {
      const list = found.get(row.productId) ?? [];
      list.push(row);
      found.set(row.productId, list);
    }
    return found;
  }

  /** Every offer, oldest first. */
  findAll(): Promise<ProductOffer[]> {
    return this.dataSource.getRepository(ProductOffer).find({ order: { id: 'ASC' } });
  }

  findById(id: number, manager: EntityManager = this.dataSource.manager): Promise<ProductOffer | null> {
    return manager.getRepository(ProductOffer).findOneBy({ id });
  }

  productExists(id: number): Promise<boolean> {
    return this.dataSource.getRepository(Product).existsBy({ id });
  }

  /** Saves readings of offers' prices (the history is never rewritten). */
  async addReadings(manager: EntityManager, readings: Partial<ProductOfferPrice>[]): Promise<void> {
    if (readings.length) await manager.insert(ProductOfferPrice, readings);
  }

  /** A product's usable readings since `since` (oldest first): the chart and the 90-day rule. */
  readingsSince(productId: number, since: Date): Promise<ProductOfferPrice[]> {
    return this.dataSource
      .getRepository(ProductOfferPrice)
      .createQueryBuilder('p')
      .where('p.productId = :productId AND p.checkedAt >= :since AND p.flag = :none AND p.price IS NOT NULL', {
        productId,
        since,
        none: '',
      })
      .orderBy('p.checkedAt', 'ASC')
      .addOrderBy('p.id', 'ASC')
      .getMany();
  }

  /**
   * The product row carries its best offer's price and link, so what reads `products` alone (the
   * shop's price sort, /go/{product}, the link check of the main button) agrees with the offers.
   * Called inside every write that changes an offer.
   */
  async syncProduct(manager: EntityManager, productId: number): Promise<void> {
    const offers = await manager.getRepository(ProductOffer).find({ where: { productId }, order: { id: 'ASC' } });
    const best = bestOfferOf(offers);
    if (!best) return;
    const fields: Partial<Product> = { price: best.offer.price! };
    if (best.offer.affiliateUrl.trim()) fields.affiliateLink = best.offer.affiliateUrl.trim();
    await manager.update(Product, { id: productId }, fields);
  }

  /** Saves a product's first offer with its price as the first reading, then the product follows it. */
  async addFirstOffer(manager: EntityManager, fields: Partial<ProductOffer>): Promise<ProductOffer> {
    const offer = await manager.save(manager.getRepository(ProductOffer).create(fields));
    await this.addReadings(manager, [ownerReading(offer)]);
    await this.syncProduct(manager, offer.productId);
    return offer;
  }

  /** Applies the product form's price or link to its one offer (see productPriceEdit). */
  async applyProductEdit(manager: EntityManager, edit: ProductPriceEdit): Promise<void> {
    if (edit.kind === 'create') {
      await this.addFirstOffer(manager, edit.offer);
      return;
    }
    const { offer } = edit;
    const priceChanged = edit.price !== undefined && edit.price !== offer.price;
    if (edit.affiliateUrl !== undefined) offer.affiliateUrl = edit.affiliateUrl;
    if (priceChanged)
      Object.assign(offer, { price: edit.price, currency: 'AUD', checkedAt: new Date(), flag: '', flagDetail: '', flaggedAt: null });
    await manager.save(offer);
    if (priceChanged) await this.addReadings(manager, [ownerReading(offer)]);
    await this.syncProduct(manager, offer.productId);
  }
}

/** A price the owner typed, as a reading of the history. */
export function ownerReading(offer: ProductOffer): Partial<ProductOfferPrice> {
  return {
    offerId: offer.id,
    productId: offer.productId,
    price: offer.price,
    currency: offer.currency,
    availability: offer.inStock ? 'in_stock' : 'out_of_stock',
    source: 'owner',
    flag: '',
    checkedAt: offer.checkedAt ?? new Date(),
  };
}
