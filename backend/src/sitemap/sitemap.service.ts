import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Article } from '../articles/article.entity';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { DiveSite } from '../dive-sites/dive-site.entity';
import { Product } from '../products/product.entity';
import { Review } from '../reviews/review.entity';
import { buildRobotsTxt, buildSitemapXml, normaliseBaseUrl, SitemapEntry, STATIC_ENTRIES } from './sitemap-xml';

/**
 * A regenerated sitemap is served for this long; after that the next request rebuilds it, so new
 * content appears even when nobody presses "Update Sitemap" and every instance converges.
 */
const MAX_AGE_MS = 60 * 60 * 1000;

interface CachedSitemap {
  baseUrl: string;
  xml: string;
  urlCount: number;
  generatedAt: Date;
}

@Injectable()
export class SitemapService {
  private cached: CachedSitemap | null = null;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** PUBLIC_URL when configured, otherwise the address the request came in on. */
  baseUrl(requestOrigin: string): string {
    return normaliseBaseUrl(this.config.publicUrl ?? requestOrigin);
  }

  async regenerate(baseUrl: string): Promise<CachedSitemap> {
    const entries = [...STATIC_ENTRIES, ...(await this.contentEntries())];
    this.cached = { baseUrl, xml: buildSitemapXml(baseUrl, entries), urlCount: entries.length, generatedAt: new Date() };
    return this.cached;
  }

  async sitemapXml(baseUrl: string): Promise<string> {
    const fresh =
      this.cached && this.cached.baseUrl === baseUrl && Date.now() - this.cached.generatedAt.getTime() < MAX_AGE_MS;
    return fresh ? this.cached!.xml : (await this.regenerate(baseUrl)).xml;
  }

  robotsTxt(baseUrl: string): string {
    return buildRobotsTxt(baseUrl);
  }

  /** Published articles and reviews, every product and every dive site. */
  private async contentEntries(): Promise<SitemapEntry[]> {
    const [articles, reviews, products, sites] = await Promise.all([
      this.dataSource.getRepository(Article).find({
        select: { slug: true, createdAt: true },
        where: { published: true },
        order: { createdAt: 'DESC' },
      }),
      this.dataSource.getRepository(Review).find({
        select: { slug: true, createdAt: true },
        where: { published: true },
        order: { createdAt: 'DESC' },
      }),
      this.dataSource.getRepository(Product).find({ select: { id: true, createdAt: true }, order: { id: 'ASC' } }),
      this.dataSource.getRepository(DiveSite).find({ select: { id: true, createdAt: true }, order: { id: 'ASC' } }),
    ]);
    return [
      ...articles.map((a) => entry(`/blog/${encodeURIComponent(a.slug)}`, a.createdAt, 'monthly', 0.7)),
      ...reviews.map((r) => entry(`/gear-reviews/${encodeURIComponent(r.slug)}`, r.createdAt, 'monthly', 0.8)),
      ...products.map((p) => entry(`/shop/${p.id}`, p.createdAt, 'weekly', 0.6)),
      ...sites.map((s) => entry(`/dive-sites/${s.id}`, s.createdAt, 'monthly', 0.6)),
    ];
  }
}

function entry(path: string, lastModified: Date, changeFrequency: SitemapEntry['changeFrequency'], priority: number) {
  return { path, lastModified, changeFrequency, priority };
}
