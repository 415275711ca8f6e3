import { rankSites } from '@ddu/shared/dive-sites/search-rank';
import { paths } from '@/config/paths';

export const MIN_SEARCH_CHARS = 2;
export const MAX_RESULTS_PER_TYPE = 3;
export const TOO_SHORT_MESSAGE = `Type at least ${MIN_SEARCH_CHARS} characters to search`;

export type SearchResultType = 'article' | 'dive-site' | 'product';

export interface SearchResult {
  type: SearchResultType;
  id: number | string;
  title: string;
  excerpt: string;
  category: string;
  href: string;
  imageUrl: string | null;
}

type Text = string | null | undefined;

export interface SearchableArticle {
  id: number | string;
  slug: string;
  title: string;
  excerpt?: Text;
  category?: Text;
  imageUrl?: Text;
}

export interface SearchableDiveSite {
  id: number | string;
  name: string;
  region?: Text;
  description?: Text;
  marineLife?: Text;
  featured?: boolean;
  imageUrl?: Text;
}

export interface SearchableProduct {
  id: number | string;
  name: string;
  category?: Text;
  description?: Text;
  imageUrl?: Text;
}

export interface SearchSources {
  articles?: readonly SearchableArticle[];
  diveSites?: readonly SearchableDiveSite[];
  products?: readonly SearchableProduct[];
}

export type SearchOutcome = { status: 'too-short' } | { status: 'results'; results: SearchResult[] };

function firstMatches<T>(items: readonly T[] | undefined, fields: (item: T) => Text[], term: string): T[] {
  const matches: T[] = [];
  for (const item of items ?? []) {
    if (fields(item).some((field) => (field ?? '').toLowerCase().includes(term))) matches.push(item);
    if (matches.length === MAX_RESULTS_PER_TYPE) break;
  }
  return matches;
}

/** Header search: up to 3 matches per type, grouped articles → dive sites → products. */
export function searchSite(query: string, sources: SearchSources): SearchOutcome {
  const term = query.trim().toLowerCase();
  if (term.length < MIN_SEARCH_CHARS) return { status: 'too-short' };

  const articles = firstMatches(sources.articles, (a) => [a.title, a.excerpt, a.category], term).map((a): SearchResult => ({
    type: 'article',
    id: a.id,
    title: a.title,
    excerpt: a.excerpt ?? '',
    category: a.category ?? '',
    href: paths.blogArticle.build(a.slug),
    imageUrl: a.imageUrl || null,
  }));
  // Dive sites are ranked by the directory's and the API's rule (shared/src/dive-sites/search-rank.ts).
  const diveSites = rankSites(sources.diveSites ?? [], term)
    .slice(0, MAX_RESULTS_PER_TYPE)
    .map((s): SearchResult => ({
      type: 'dive-site',
      id: s.id,
      title: s.name,
      excerpt: s.description ?? '',
      category: s.region ?? '',
      href: paths.diveSite.build(s.id),
      imageUrl: s.imageUrl || null,
    }));
  const products = firstMatches(sources.products, (p) => [p.name, p.category, p.description], term).map((p): SearchResult => ({
    type: 'product',
    id: p.id,
    title: p.name,
    excerpt: p.description ?? '',
    category: p.category ?? '',
    href: paths.shopProduct.build(p.id),
    imageUrl: p.imageUrl || null,
  }));
  return { status: 'results', results: [...articles, ...diveSites, ...products] };
}

/** The spec's dropdown header, written exactly as the spec gives it. */
export function resultCountLabel(count: number): string {
  return `${count} result(s) found`;
}

export function noResultsLabel(query: string): string {
  return `No results found for "${query.trim()}"`;
}
