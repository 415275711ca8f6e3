import { Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import { Article } from '../../articles/article.entity';
import { DiveSite } from '../../dive-sites/dive-site.entity';
import { Location } from '../../locations/location.entity';
import { Product } from '../../products/product.entity';
import { Review } from '../../reviews/review.entity';
import { SEED_ARTICLES } from './content/articles';
import { SEED_LOCATIONS } from './content/locations';
import { SEED_PRODUCTS } from './content/products';
import { SEED_REVIEWS } from './content/reviews';
import { loadSeedDiveSites } from './dive-site-csv';

export type SeedSummary = Record<string, number>;

const CHUNK = 100;

/**
 * Fills each content table on first start. A table that already holds rows is never touched,
 * so the owner's edits and deletions survive restarts; each table is filled in one transaction.
 */
@Injectable()
export class SeedService {
  private readonly logger = new Logger(SeedService.name);

  constructor(private readonly dataSource: DataSource) {}

  async seedEmptyTables(): Promise<SeedSummary> {
    const summary: SeedSummary = {};
    summary.dive_sites = await this.seedTable(DiveSite, () => loadSeedDiveSites());
    summary.products = await this.seedTable(Product, () => SEED_PRODUCTS);
    summary.reviews = await this.seedTable(Review, () =>
      SEED_REVIEWS.map((r) => ({ ...r, createdAt: new Date(r.createdAt) })),
    );
    summary.articles = await this.seedTable(Article, () =>
      SEED_ARTICLES.map((a) => ({ ...a, createdAt: new Date(a.createdAt) })),
    );
    summary.locations = await this.seedTable(Location, () => SEED_LOCATIONS);
    const filled = Object.entries(summary).filter(([, n]) => n > 0);
    if (filled.length) this.logger.log(`Seeded ${filled.map(([t, n]) => `${n} ${t}`).join(', ')}`);
    return summary;
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
