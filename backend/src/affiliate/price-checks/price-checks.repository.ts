import { Injectable } from '@nestjs/common';
import { chooseBestOffer } from '@ddu/shared/prices/best-offer';
import { DataSource, EntityManager, In, Not } from 'typeorm';
import { ContentVersionsService } from '../../common/content-versions/content-versions.service';
import { ProductOfferPrice } from '../../products/offers/product-offer-price.entity';
import { ProductOffer } from '../../products/offers/product-offer.entity';
import { Product } from '../../products/product.entity';

/** The result of reading one offer's seller page, to be stored. */
export interface OfferReading {
  offerId: number;
  productId: number;
  price: string | null;
  currency: string;
  availability: string;
  flag: string;
  detail: string;
  checkedAt: Date;
  /** page (read from the seller's page, the default) or feed. */
  source?: 'page' | 'feed';
}

export type CheckedOffer = ProductOffer & { productName: string };

/** Offers as the price check reads and writes them (tables `product_offers`, `product_offer_prices`, `products`). */
@Injectable()
export class PriceChecksRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly versions: ContentVersionsService,
  ) {}

  /** Every offer with its product's name, oldest first. */
  async offers(where: { id?: number; flagged?: boolean } = {}): Promise<CheckedOffer[]> {
    const offers = await this.dataSource.getRepository(ProductOffer).find({
      where: { ...(where.id !== undefined ? { id: where.id } : {}), ...(where.flagged ? { flag: Not('') } : {}) },
      order: { id: 'ASC' },
    });
    const names = await this.productNames(offers.map((o) => o.productId));
    return offers.map((offer) => Object.assign(offer, { productName: names.get(offer.productId) ?? '' }));
  }

  private async productNames(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.dataSource
      .getRepository(Product)
      .find({ select: { id: true, name: true }, where: { id: In([...new Set(ids)]) } });
    return new Map(rows.map((p) => [p.id, p.name]));
  }

  /**
   * Stores readings in one transaction: each joins the history; a usable one becomes its offer's
   * price, stock and time; a flagged one only flags the offer (its last known price stays). Each
   * product touched then carries its best offer again, and the public answers are refreshed once.
   */
  async store(readings: readonly OfferReading[]): Promise<void> {
    if (readings.length === 0) return;
    await this.versions.write(['products'], async (manager) => {
      await manager.insert(
        ProductOfferPrice,
        readings.map((r) => ({
          offerId: r.offerId,
          productId: r.productId,
          price: r.price,
          currency: r.currency.slice(0, 3),
          availability: r.availability,
          source: r.source ?? 'page',
          flag: r.flag,
          checkedAt: r.checkedAt,
        })),
      );
      for (const r of readings) {
        if (r.flag) {
          await manager.update(
            ProductOffer,
            { id: r.offerId },
            { flag: r.flag, flagDetail: r.detail.slice(0, 255), flaggedAt: r.checkedAt },
          );
        } else {
          await manager.update(
            ProductOffer,
            { id: r.offerId },
            {
              price: Number(r.price).toFixed(2),
              currency: r.currency,
              checkedAt: r.checkedAt,
              // A page that does not say keeps the stock as it was.
              ...(r.availability === 'unknown' ? {} : { inStock: r.availability === 'in_stock' }),
              flag: '',
              flagDetail: '',
              flaggedAt: null,
            },
          );
        }
      }
      for (const productId of new Set(readings.map((r) => r.productId))) await syncProduct(manager, productId);
    });
  }
}

/** The product row carries its best offer's price and link (the rule of @ddu/shared/prices/best-offer). */
async function syncProduct(manager: EntityManager, productId: number): Promise<void> {
  const offers = await manager.getRepository(ProductOffer).find({ where: { productId }, order: { id: 'ASC' } });
  const best = chooseBestOffer(offers);
  if (!best) return;
  await manager.update(
    Product,
    { id: productId },
    {
      price: best.offer.price!,
      ...(best.offer.affiliateUrl.trim() ? { affiliateLink: best.offer.affiliateUrl.trim() } : {}),
    },
  );
}
