import { Inject, Injectable } from '@nestjs/common';
import { ContentTopic } from '../common/content-versions/content-topics';
import { ContentVersionsService } from '../common/content-versions/content-versions.service';
import { PublicFile } from '../common/public-cache/public-file';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { regionSlug } from '@ddu/shared/dive-sites/region-slug';
import { stateByCode } from '@ddu/shared/dive-sites/states';
import { SitemapRepository } from './sitemap.repository';
import { buildRobotsTxt, buildSitemapXml, normaliseBaseUrl, SitemapEntry, STATIC_ENTRIES } from './sitemap-xml';

/** The sitemap lists these; a change to any of them (or "Update Sitemap") rebuilds it on every instance. */
export const SITEMAP_TOPICS: readonly ContentTopic[] = ['articles', 'reviews', 'products', 'dive-sites', 'sitemap'];

export interface RegeneratedSitemap {
  urlCount: number;
  generatedAt: Date;
}

@Injectable()
export class SitemapService {
  constructor(
    private readonly sitemap: SitemapRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly versions: ContentVersionsService,
  ) {}

  /**
   * Always PUBLIC_URL, never the request's Host header: a forged Host would otherwise put another
   * site's address into a sitemap that shared caches then serve to everyone.
   */
  private get baseUrl(): string {
    return normaliseBaseUrl(this.config.publicUrl);
  }

  /**
   * "Update Sitemap": every instance drops its cached sitemap (the bump is the only thing written)
   * and the next request rebuilds it; answers how many addresses it now lists.
   */
  async regenerate(): Promise<RegeneratedSitemap> {
    await this.versions.write(['sitemap'], async () => undefined);
    return { urlCount: STATIC_ENTRIES.length + (await this.contentEntries()).length, generatedAt: new Date() };
  }

  /** /sitemap.xml (kept in the read cache by its route): its links always PUBLIC_URL's. */
  async sitemapXml(): Promise<PublicFile> {
    return new PublicFile(
      'application/xml; charset=utf-8',
      buildSitemapXml(this.baseUrl, [...STATIC_ENTRIES, ...(await this.contentEntries())]),
    );
  }

  robotsTxt(): string {
    return buildRobotsTxt(this.baseUrl);
  }

  /** Published articles and reviews, every product, every dive site and every dive-site region and state. */
  private async contentEntries(): Promise<SitemapEntry[]> {
    const { articles, reviews, products, sites } = await this.sitemap.contentRows();
    // One landing page per region, dated by its newest site.
    const regions = new Map<string, Date>();
    for (const s of sites) {
      const slug = regionSlug(s.region);
      const newest = regions.get(slug);
      if (slug !== '' && (!newest || s.createdAt > newest)) regions.set(slug, s.createdAt);
    }
    // One page per state that has sites, likewise.
    const states = new Map<string, Date>();
    for (const s of sites) {
      const slug = stateByCode(s.state)?.slug;
      const newest = slug && states.get(slug);
      if (slug && (!newest || s.createdAt > newest)) states.set(slug, s.createdAt);
    }
    return [
      ...articles.map((a) => entry(`/blog/${encodeURIComponent(a.slug)}`, a.createdAt, 'monthly', 0.7)),
      ...reviews.map((r) => entry(`/gear-reviews/${encodeURIComponent(r.slug)}`, r.createdAt, 'monthly', 0.8)),
      ...products.map((p) => entry(`/shop/${p.id}`, p.createdAt, 'weekly', 0.6)),
      ...sites.map((s) => entry(`/dive-sites/${s.id}`, s.createdAt, 'monthly', 0.6)),
      ...[...states].map(([slug, date]) => entry(`/dive-sites/state/${slug}`, date, 'weekly', 0.7)),
      ...[...regions].map(([slug, date]) => entry(`/dive-sites/region/${slug}`, date, 'weekly', 0.7)),
    ];
  }
}

function entry(path: string, lastModified: Date, changeFrequency: SitemapEntry['changeFrequency'], priority: number) {
  return { path, lastModified, changeFrequency, priority };
}
