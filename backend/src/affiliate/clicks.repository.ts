import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { regionSlug } from '@ddu/shared/dive-sites/region-slug';
import { Article } from '../articles/article.entity';
import { DiveSite } from '../dive-sites/dive-site.entity';
import { Product } from '../products/product.entity';
import { ProductOffer } from '../products/offers/product-offer.entity';
import { Review } from '../reviews/review.entity';
import { PageRef, refKey } from './page-titles';
import { TargetType } from './affiliate-targets';
import { Placement } from './placements';

/** Clicks summed over a period, by link, placement, page and day. */
export interface ClickTotals {
  links: { targetType: string; targetId: number; clicks: number }[];
  placements: { placement: string; clicks: number }[];
  pages: { referrerPath: string; clicks: number }[];
  daily: { day: string; clicks: number }[];
}

/** One stored row: a link's clicks from one placement and page on one day. */
export interface ClickRow {
  day: string;
  targetType: string;
  targetId: number;
  placement: string;
  referrerPath: string;
  clicks: number;
}

/** The click counts (table `affiliate_clicks`, one row per link, placement, page and day) and the names of what was clicked. */
@Injectable()
export class ClicksRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** A product's seller link, by id (the /go/ links). */
  findProductLink(id: number): Promise<Pick<Product, 'id' | 'affiliateLink'> | null> {
    return this.dataSource.getRepository(Product).findOne({ where: { id }, select: { id: true, affiliateLink: true } });
  }

  /** A seller's offer of a product: its product and its own seller link. */
  findOfferLink(id: number): Promise<Pick<ProductOffer, 'id' | 'productId' | 'affiliateUrl'> | null> {
    return this.dataSource
      .getRepository(ProductOffer)
      .findOne({ where: { id }, select: { id: true, productId: true, affiliateUrl: true } });
  }

  /** Every product's name and seller link, oldest first (a /go/ link by a name's slug). */
  findProductLinks(): Promise<Pick<Product, 'id' | 'name' | 'affiliateLink'>[]> {
    return this.dataSource.getRepository(Product).find({ select: { id: true, name: true, affiliateLink: true }, order: { id: 'ASC' } });
  }

  /** A published review's purchase link, by its slug (a draft is not found). */
  findPublishedReviewLink(slug: string): Promise<Pick<Review, 'id' | 'purchaseLink'> | null> {
    return this.dataSource.getRepository(Review).findOne({ where: { slug, published: true }, select: { id: true, purchaseLink: true } });
  }

  /** One statement per click: the row of this link, placement, page and day is created or counted up. */
  async increment(targetType: TargetType, targetId: number, placement: Placement, referrerPath: string, day: string): Promise<void> {
    const upsert = this.isMysql()
      ? 'ON DUPLICATE KEY UPDATE `clicks` = `clicks` + 1'
      : 'ON CONFLICT (`targetType`, `targetId`, `placement`, `referrerPath`, `day`) DO UPDATE SET `clicks` = `clicks` + 1';
    await this.dataSource.query(
      'INSERT INTO `affiliate_clicks` (`targetType`, `targetId`, `placement`, `referrerPath`, `day`, `clicks`) ' +
        `VALUES (?, ?, ?, ?, ?, 1) ${upsert}`,
      [targetType, targetId, placement, referrerPath, day],
    );
  }

  /** The clicks of the days `from` to `to` (YYYY-MM-DD, inclusive), summed four ways. */
  async totals(from: string, to: string): Promise<ClickTotals> {
    const where = 'WHERE `day` >= ? AND `day` <= ?';
    const params = [from, to];
    const [links, placements, pages, daily] = await Promise.all([
      this.dataSource.query(
        `SELECT \`targetType\`, \`targetId\`, SUM(\`clicks\`) AS clicks FROM \`affiliate_clicks\` ${where} GROUP BY \`targetType\`, \`targetId\``,
        params,
      ),
      this.dataSource.query(
        `SELECT \`placement\`, SUM(\`clicks\`) AS clicks FROM \`affiliate_clicks\` ${where} GROUP BY \`placement\``,
        params,
      ),
      this.dataSource.query(
        `SELECT \`referrerPath\`, SUM(\`clicks\`) AS clicks FROM \`affiliate_clicks\` ${where} GROUP BY \`referrerPath\``,
        params,
      ),
      this.dataSource.query(`SELECT \`day\`, SUM(\`clicks\`) AS clicks FROM \`affiliate_clicks\` ${where} GROUP BY \`day\``, params),
    ]);
    return {
      links: links.map((row: { targetType: string; targetId: number; clicks: unknown }) => ({
        targetType: row.targetType,
        targetId: Number(row.targetId),
        clicks: Number(row.clicks),
      })),
      placements: placements.map((row: { placement: string; clicks: unknown }) => ({
        placement: row.placement,
        clicks: Number(row.clicks),
      })),
      pages: pages.map((row: { referrerPath: string; clicks: unknown }) => ({
        referrerPath: row.referrerPath,
        clicks: Number(row.clicks),
      })),
      daily: daily.map((row: { day: string; clicks: unknown }) => ({ day: row.day, clicks: Number(row.clicks) })),
    };
  }

  /** Every row of the days `from` to `to`, by day, link, placement and page. */
  async rows(from: string, to: string): Promise<ClickRow[]> {
    const rows: ClickRow[] = await this.dataSource.query(
      'SELECT `day`, `targetType`, `targetId`, `placement`, `referrerPath`, `clicks` FROM `affiliate_clicks` ' +
        'WHERE `day` >= ? AND `day` <= ? ORDER BY `day`, `targetType`, `targetId`, `placement`, `referrerPath`',
      [from, to],
    );
    return rows.map((row) => ({ ...row, targetId: Number(row.targetId), clicks: Number(row.clicks) }));
  }

  /** Every product's seller link, oldest product first. */
  productLinks(): Promise<Pick<Product, 'id' | 'affiliateLink'>[]> {
    return this.dataSource.getRepository(Product).find({ select: { id: true, affiliateLink: true }, order: { id: 'ASC' } });
  }

  /** The names of the products and reviews that still exist, keyed `product:12` / `review:3`. */
  async names(productIds: number[], reviewIds: number[]): Promise<Map<string, string>> {
    const [products, reviews] = await Promise.all([
      productIds.length
        ? this.dataSource.getRepository(Product).find({ where: { id: In(productIds) }, select: { id: true, name: true } })
        : [],
      reviewIds.length
        ? this.dataSource.getRepository(Review).find({ where: { id: In(reviewIds) }, select: { id: true, title: true } })
        : [],
    ]);
    return new Map<string, string>([
      ...products.map((p) => [`product:${p.id}`, p.name] as [string, string]),
      ...reviews.map((r) => [`review:${r.id}`, r.title] as [string, string]),
    ]);
  }

  /** The names of the items `refs` point at that still exist, keyed as refKey. */
  async pageNames(refs: PageRef[]): Promise<Map<string, string>> {
    const slugs = (kind: string) => refs.flatMap((r) => (r.kind === kind && 'slug' in r ? [r.slug] : []));
    const ids = (kind: string) => refs.flatMap((r) => (r.kind === kind && 'id' in r ? [r.id] : []));
    const find = async <T>(wanted: unknown[], load: () => Promise<T[]>) => (wanted.length ? load() : []);
    const [articles, reviews, products, sites, issues, regions] = await Promise.all([
      find(slugs('article'), () =>
        this.dataSource.getRepository(Article).find({ where: { slug: In(slugs('article')) }, select: { slug: true, title: true } }),
      ),
      find(slugs('review'), () =>
        this.dataSource.getRepository(Review).find({ where: { slug: In(slugs('review')) }, select: { slug: true, title: true } }),
      ),
      find(ids('product'), () =>
        this.dataSource.getRepository(Product).find({ where: { id: In(ids('product')) }, select: { id: true, name: true } }),
      ),
      find(ids('diveSite'), () =>
        this.dataSource.getRepository(DiveSite).find({ where: { id: In(ids('diveSite')) }, select: { id: true, name: true } }),
      ),
      find(ids('issue'), () =>
        // By table name: the newsletter already reads the clicks, so importing its entity would loop the folders.
        this.dataSource
          .createQueryBuilder()
          .select(['i.id AS id', 'i.subject AS subject'])
          .from('newsletter_issues', 'i')
          .where('i.id IN (:...ids)', { ids: ids('issue') })
          .getRawMany<{ id: number; subject: string }>(),
      ),
      find(slugs('region'), () =>
        this.dataSource
          .getRepository(DiveSite)
          .createQueryBuilder('s')
          .select('DISTINCT s.region', 'region')
          .getRawMany<{ region: string }>(),
      ),
    ]);
    const entries: [PageRef, string][] = [
      ...articles.map((a): [PageRef, string] => [{ kind: 'article', slug: a.slug }, a.title]),
      ...reviews.map((r): [PageRef, string] => [{ kind: 'review', slug: r.slug }, r.title]),
      ...products.map((p): [PageRef, string] => [{ kind: 'product', id: p.id }, p.name]),
      ...sites.map((s): [PageRef, string] => [{ kind: 'diveSite', id: s.id }, s.name]),
      ...issues.map((i): [PageRef, string] => [{ kind: 'issue', id: Number(i.id) }, i.subject]),
      ...regions.map((r): [PageRef, string] => [{ kind: 'region', slug: regionSlug(r.region) }, r.region]),
    ];
    return new Map(entries.map(([ref, name]) => [refKey(ref), name]));
  }

  private isMysql(): boolean {
    const type = this.dataSource.options.type;
    return type === 'mysql' || type === 'mariadb';
  }
}
