import { Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityTarget, IsNull, ObjectLiteral } from 'typeorm';
import { Article } from '../articles/article.entity';
import { DiveSite } from '../dive-sites/dive-site.entity';
import { Location } from '../locations/location.entity';
import { Product } from '../products/product.entity';
import { sellerNameFromUrl } from '@ddu/shared/prices/seller-name';
import { ProductOffer } from '../products/offers/product-offer.entity';
import { ProductOfferPrice } from '../products/offers/product-offer-price.entity';
import { Review } from '../reviews/review.entity';
import { SEED_ARTICLES } from './content/articles';
import { SEED_LOCATIONS } from './content/locations';
import { SEED_PRODUCTS } from './content/products';
import { SEED_REVIEWS } from './content/reviews';
import { HEADS_SLACK_SITES } from './content/heads-slack';
import { loadSeedDiveSites, readSeedCsv, toSeedRows } from './dive-site-csv';
import { planSeedRefresh, StoredSeededSite } from './dive-site-seed-refresh';
import { SEEDED_FIELDS } from './seed-content-hash';
import { stateOfPoint } from '@ddu/shared/dive-sites/states';
import { reviewsByProduct } from '@ddu/shared/products/review-match';

export type SeedSummary = Record<string, number>;

const CHUNK = 100;

/**
 * Fills each content table on first start. A table that already holds rows gets no new rows, so the
 * owner's deletions survive restarts; each table is filled in one transaction. Seeded dive sites the
 * owner has not edited are then brought up to the current guides and derived text (see
 * dive-site-seed-refresh.ts).
 */
@Injectable()
export class SeedService {
  private readonly logger = new Logger(SeedService.name);

  constructor(private readonly dataSource: DataSource) {}

  async seedEmptyTables(): Promise<SeedSummary> {
    const summary: SeedSummary = {};
    summary.dive_sites = await this.seedTable(DiveSite, () => loadSeedDiveSites());
    summary.dive_sites_refreshed = await this.refreshSeededDiveSites();
    summary.dive_site_states = await this.fillMissingStates();
    summary.dive_site_slack_offsets = await this.fillHeadsSlackOffsets();
    summary.reviews = await this.seedTable(Review, () => SEED_REVIEWS.map((r) => ({ ...r, createdAt: new Date(r.createdAt) })));
    summary.products = await this.seedTable(Product, () => SEED_PRODUCTS);
    if (summary.products > 0) summary.products_linked_to_reviews = await this.linkSeededProductsToReviews();
    summary.product_offers = await this.seedFirstOffers();
    summary.articles = await this.seedTable(Article, () => SEED_ARTICLES.map((a) => ({ ...a, createdAt: new Date(a.createdAt) })));
    summary.locations = await this.seedTable(Location, () => SEED_LOCATIONS);
    const filled = Object.entries(summary).filter(([, n]) => n > 0);
    if (filled.length) this.logger.log(`Seeded ${filled.map(([t, n]) => `${n} ${t}`).join(', ')}`);
    return summary;
  }

  /** Applies new guides and derived text to untouched seeded sites, in one transaction. */
  async refreshSeededDiveSites(): Promise<number> {
    const seeds = toSeedRows(readSeedCsv());
    return this.dataSource.transaction(async (manager) => {
      const stored = await manager
        .getRepository(DiveSite)
        .createQueryBuilder('site')
        .select(['site.id', 'site.name', 'site.latitude', 'site.longitude', 'site.seedHash', ...SEEDED_FIELDS.map((f) => `site.${f}`)])
        .getMany();
      const plan = planSeedRefresh(stored as StoredSeededSite[], seeds);
      for (const { id, fields } of plan) await manager.update(DiveSite, { id }, fields as never);
      // Recording a hash alone changes nothing a visitor sees.
      return plan.filter((p) => Object.keys(p.fields).length > 1).length;
    });
  }

  /**
   * Gives every site stored before states existed (state '') the state its coordinates lie in, in one
   * transaction; a site in none keeps '' (the API says null) until the owner picks one. Runs on each
   * start and touches only rows without a state, so the owner's choices stay.
   */
  async fillMissingStates(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const rows = await manager
        .getRepository(DiveSite)
        .find({ select: { id: true, latitude: true, longitude: true }, where: { state: '' } });
      let filled = 0;
      for (const row of rows) {
        const state = stateOfPoint(Number(row.latitude), Number(row.longitude));
        if (state === null) continue;
        await manager.update(DiveSite, { id: row.id }, { state });
        filled++;
      }
      return filled;
    });
  }

  /**
   * Gives the Port Phillip Heads sites (content/heads-slack.ts) their slack offset, in one transaction.
   * Runs on each start, like the states: it touches only a row still at the seeded place whose offset
   * nobody has set (null, with no source), so an offset the owner set, changed or cleared stays theirs,
   * and a second run changes nothing.
   */
  async fillHeadsSlackOffsets(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      let filled = 0;
      for (const site of HEADS_SLACK_SITES) {
        const { affected } = await manager.update(
          DiveSite,
          {
            latitude: Number(site.latitude).toFixed(8),
            longitude: Number(site.longitude).toFixed(8),
            slackOffsetMinutes: IsNull(),
            slackOffsetSource: IsNull(),
          },
          { slackOffsetMinutes: site.slackOffsetMinutes, slackOffsetSource: 'seed' },
        );
        filled += affected ?? 0;
      }
      return filled;
    });
  }

  /**
   * With no offer at all (a new database, or SQLite, which has no migrations), each product's typed
   * price and link become its first offer, as the offers migration does for MySQL.
   */
  async seedFirstOffers(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      if ((await manager.count(ProductOffer)) > 0) return 0;
      const products = await manager
        .getRepository(Product)
        .find({ select: { id: true, price: true, affiliateLink: true }, order: { id: 'ASC' } });
      const now = new Date();
      for (const product of products) {
        const url = product.affiliateLink.trim();
        const offer = await manager.save(
          manager.getRepository(ProductOffer).create({
            productId: product.id,
            sellerName: url ? sellerNameFromUrl(url) : 'Seller',
            affiliateUrl: url,
            price: product.price,
            currency: 'AUD',
            inStock: true,
            checkedAt: now,
          }),
        );
        await manager.insert(ProductOfferPrice, {
          offerId: offer.id,
          productId: product.id,
          price: product.price,
          currency: 'AUD',
          availability: 'in_stock',
          source: 'owner',
          checkedAt: now,
        });
      }
      return products.length;
    });
  }

  /**
   * Links freshly seeded products to our published reviews of them (same seller page, or the review's
   * title names the product), in one transaction; from then on the link is the owner's to change.
   */
  async linkSeededProductsToReviews(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const products = await manager.find(Product, { select: { id: true, name: true, affiliateLink: true }, order: { id: 'ASC' } });
      const reviews = await manager.find(Review, {
        select: { id: true, title: true, purchaseLink: true },
        where: { published: true },
        order: { createdAt: 'DESC', id: 'DESC' },
      });
      const links = reviewsByProduct(products, reviews);
      for (const [productId, review] of links) await manager.update(Product, { id: productId }, { reviewId: review.id });
      return links.size;
    });
  }

  private async seedTable<T extends ObjectLiteral>(entity: EntityTarget<T>, rows: () => object[]): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      if ((await manager.count(entity)) > 0) return 0;
      const all = rows();
      for (let i = 0; i < all.length; i += CHUNK) {
        await manager.insert(entity, all.slice(i, i + CHUNK) as never);
      }
      return all.length;
    });
  }
}
