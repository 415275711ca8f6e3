import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DailyPrice, DEAL_WINDOW_DAYS, priceDeal } from '@ddu/shared/prices/price-deal';
import { SHOP_CURRENCY } from '@ddu/shared/prices/best-offer';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { PriceHistoryDto } from './price-history.dto';
import { OffersRepository } from './offers.repository';
import { offersView } from './offer-view';
import { Product } from '../product.entity';
import { DataSource } from 'typeorm';

/** YYYY-MM-DD of `at` on the site's clock. */
function dayIn(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/**
 * A product's price over the last 90 days: each day's lowest usable AUD reading across its sellers
 * (flagged readings are left out), the typical price (the median of those days) and whether today's
 * best price is the lowest in 90 days.
 */
@Injectable()
export class PriceHistoryService {
  constructor(
    private readonly offers: OffersRepository,
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async forProduct(productId: number, now = new Date()): Promise<PriceHistoryDto> {
    const product = await this.dataSource
      .getRepository(Product)
      .findOne({ where: { id: productId }, select: { id: true, price: true, createdAt: true } });
    if (!product) throw new NotFoundException(`Product ${productId} not found`);
    const since = new Date(now.getTime() - DEAL_WINDOW_DAYS * 86_400_000);
    const [readings, offers] = await Promise.all([
      this.offers.readingsSince(productId, since),
      this.offers.byProduct([productId]).then((m) => m.get(productId) ?? []),
    ]);
    const zone = this.config.siteTimeZone;
    const byDay = new Map<string, number>();
    for (const reading of readings) {
      // A price nobody could buy at (out of stock) is no day's best price.
      if (reading.currency !== SHOP_CURRENCY || Number(reading.price) <= 0 || reading.availability === 'out_of_stock') continue;
      const day = dayIn(reading.checkedAt, zone);
      const price = Number(reading.price);
      byDay.set(day, Math.min(byDay.get(day) ?? Infinity, price));
    }
    const { bestOffer } = offersView(product, offers);
    const today: DailyPrice = { day: dayIn(now, zone), price: Number(bestOffer.price) };
    // Today's point is today's best price as shown, so the chart ends where the page's price is.
    if (bestOffer.offerId !== null) byDay.set(today.day, today.price);
    const days = [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, price]) => ({ day, price }));
    const deal = priceDeal(days, bestOffer.offerId !== null ? today : null);
    return {
      currency: SHOP_CURRENCY,
      days: days.map((d) => ({ day: d.day, price: d.price.toFixed(2) })),
      todaysPrice: bestOffer.price,
      typicalPrice: deal.typicalPrice === null ? null : deal.typicalPrice.toFixed(2),
      previousLowest: deal.previousLowest === null ? null : deal.previousLowest.toFixed(2),
      isLowestIn90Days: deal.isLowestIn90Days,
    };
  }
}
