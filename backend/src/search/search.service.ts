import { Injectable } from '@nestjs/common';
import { stateByCode } from '@ddu/shared/dive-sites/states';
import { cutAtWord, markupToPlainText } from '@ddu/shared/text/markup-text';
import { DiveSiteResponseDto } from '../dive-sites/dive-sites.dto';
import { DiveSitesService } from '../dive-sites/dive-sites.service';
import {
  DEFAULT_LIMIT,
  SEARCH_RESULT_TYPES,
  SearchGroupDto,
  SearchQueryDto,
  SearchResponseDto,
  SearchResultDto,
  SearchResultType,
} from './search.dto';
import { rankByRelevance } from './search-relevance';
import { SearchablePublished, SearchableProduct, SearchRepository } from './search.repository';
import { closestSiteNames } from './site-suggestions';

/** What a search answer is made from: a write to any of them drops the cached answers. */
export const SEARCH_TOPICS = ['dive-sites', 'articles', 'reviews', 'products'] as const;

/** Result excerpts: about two lines on a phone. */
const EXCERPT_LENGTH = 160;

const segment = (value: string | number) => encodeURIComponent(String(value));

/** The words as the database compares them: lower case, accents kept (MariaDB's LIKE ignores them, SQLite's does not). */
const sqlWords = (q: string): string[] => [...new Set(q.toLowerCase().split(/\s+/).filter(Boolean))];

@Injectable()
export class SearchService {
  constructor(
    private readonly repository: SearchRepository,
    private readonly diveSites: DiveSitesService,
  ) {}

  /** Every kind of content, each ranked by relevance (search-relevance.ts) and paged on its own. */
  async search({ q, type, page = 1, limit = DEFAULT_LIMIT }: SearchQueryDto): Promise<SearchResponseDto> {
    const words = sqlWords(q);
    // Dive sites come from the directory's own search, so the two always find the same sites.
    const [sites, articles, reviews, products] = await Promise.all([
      this.diveSites.search(q),
      this.repository.findArticles(words),
      this.repository.findReviews(words),
      this.repository.findProducts(words),
    ]);
    const ranked: Record<SearchResultType, SearchResultDto[]> = {
      'dive-site': rankSites(sites, q),
      article: rankPublished(articles, q, 'article'),
      review: rankPublished(reviews, q, 'review'),
      product: rankProducts(products, q),
    };
    const start = (page - 1) * limit;
    const groups: SearchGroupDto[] = SEARCH_RESULT_TYPES.map((kind) => ({
      type: kind,
      total: ranked[kind].length,
      items: type === undefined || type === kind ? ranked[kind].slice(start, start + limit) : [],
    }));
    const total = groups.reduce((sum, group) => sum + group.total, 0);
    const suggestions = total === 0 ? await this.suggest(q) : [];
    return { q, page, limit, total, groups, suggestions };
  }

  private async suggest(q: string): Promise<SearchResponseDto['suggestions']> {
    const closest = closestSiteNames(q, await this.repository.findSiteNames());
    return closest.map((site) => ({ id: site.id, name: site.name, region: site.region, href: `/dive-sites/${segment(site.id)}` }));
  }
}

function rankSites(sites: readonly DiveSiteResponseDto[], q: string): SearchResultDto[] {
  const rankable = sites.map((site) => ({ ...site, title: site.name, stateName: stateByCode(site.state)?.name }));
  // The state's name and code rank with the region: "Queensland" or "QLD" names where a site lies.
  const fields = (site: (typeof rankable)[number]) => ({
    title: site.name,
    short: [site.region, site.stateName, site.state, site.marineLife],
    body: [site.description],
  });
  return rankByRelevance(rankable, q, fields, { foundElsewhere: true }).map((site) => ({
    type: 'dive-site',
    id: site.id,
    title: site.name,
    excerpt: cutAtWord(site.description, EXCERPT_LENGTH),
    category: site.state ? `${site.region}, ${site.state}` : site.region,
    href: `/dive-sites/${segment(site.id)}`,
    imageUrl: site.imageUrl || null,
  }));
}

function rankPublished(items: readonly SearchablePublished[], q: string, type: 'article' | 'review'): SearchResultDto[] {
  const withText = items.map((item) => ({ ...item, text: markupToPlainText(item.content) }));
  return rankByRelevance(withText, q, (item) => ({ title: item.title, short: [item.category, item.excerpt], body: [item.text] })).map(
    (item) => ({
      type,
      id: item.id,
      title: item.title,
      excerpt: cutAtWord(item.excerpt || item.text, EXCERPT_LENGTH),
      category: item.category,
      href: `${type === 'article' ? '/blog' : '/gear-reviews'}/${segment(item.slug)}`,
      imageUrl: item.imageUrl || null,
    }),
  );
}

function rankProducts(products: readonly SearchableProduct[], q: string): SearchResultDto[] {
  const rankable = products.map((product) => ({ ...product, title: product.name }));
  return rankByRelevance(rankable, q, (product) => ({ title: product.name, short: [product.category], body: [product.description] })).map(
    (product) => ({
      type: 'product',
      id: product.id,
      title: product.name,
      excerpt: cutAtWord(product.description, EXCERPT_LENGTH),
      category: product.category,
      href: `/shop/${segment(product.id)}`,
      imageUrl: product.imageUrl || null,
    }),
  );
}
