import type { SearchResultType } from '@/api/generated/models/searchResultType';
import type { SearchSiteParams } from '@/api/generated/models/searchSiteParams';
import type { AddressCodec } from '@/lib/use-address-state';

/** The kinds of result in the order the search page lists them (the API answers them in this order too). */
export const SEARCH_GROUPS: readonly { type: SearchResultType; label: string; noun: [string, string] }[] = [
  { type: 'dive-site', label: 'Dive sites', noun: ['dive site', 'dive sites'] },
  { type: 'article', label: 'Articles', noun: ['article', 'articles'] },
  { type: 'review', label: 'Gear reviews', noun: ['gear review', 'gear reviews'] },
  { type: 'product', label: 'Products', noun: ['product', 'products'] },
];

export const MIN_SEARCH_CHARS = 2;
export const MAX_SEARCH_CHARS = 100;
/** Results per kind on the "All" view: a taste of each, with a link to the rest. */
export const ALL_VIEW_LIMIT = 5;
/** Results per page when one kind is shown. */
export const TYPE_VIEW_LIMIT = 20;
const MAX_PAGE = 1000;

export interface SearchAddress {
  q: string;
  /** One kind of result, or null for all of them. */
  type: SearchResultType | null;
  page: number;
}

const TYPES = SEARCH_GROUPS.map((group) => group.type);

/** `/search?q=reef&type=dive-site&page=2`: a search can be shared, reloaded and returned to with Back. */
export const searchAddressCodec: AddressCodec<SearchAddress> = {
  read: (params) => {
    const type = params.get('type') as SearchResultType | null;
    const page = Number(params.get('page') ?? '1');
    return {
      q: (params.get('q') ?? '').slice(0, MAX_SEARCH_CHARS),
      type: type !== null && TYPES.includes(type) ? type : null,
      page: type !== null && Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
    };
  },
  write: ({ q, type, page }, current) => {
    const next = new URLSearchParams(current);
    for (const name of ['q', 'type', 'page']) next.delete(name);
    if (q !== '') next.set('q', q);
    if (type !== null) next.set('type', type);
    if (type !== null && page > 1) next.set('page', String(page));
    return next;
  },
};

/** The address of a search: all kinds, or one kind's page. */
export function searchHref(address: SearchAddress): string {
  const query = searchAddressCodec.write(address, new URLSearchParams()).toString();
  return query ? `/search?${query}` : '/search';
}

/** The API request a search address shows, or null when there is nothing to search yet (under 2 characters). */
export function searchRequest({ q, type, page }: SearchAddress): SearchSiteParams | null {
  const term = q.trim();
  if (term.length < MIN_SEARCH_CHARS) return null;
  return type === null ? { q: term, limit: ALL_VIEW_LIMIT } : { q: term, type, page, limit: TYPE_VIEW_LIMIT };
}

export function countOf(count: number, [one, many]: readonly [string, string]): string {
  return `${count} ${count === 1 ? one : many}`;
}
