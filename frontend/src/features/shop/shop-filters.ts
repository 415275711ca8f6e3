import { readPriceBound, SHOP_SORTS, type ShopSort } from '@ddu/shared/products/shop-choice';
import type { GetProductsParams } from '@/api/generated/models';
import type { AddressCodec } from '@/lib/use-address-state';
import { compareLabels } from '@/lib/compare-labels';

export interface ProductLike {
  name: string;
  category: string;
  description?: string | null;
}

export const RELEVANCE = 'relevance';
export type ShopOrder = ShopSort | typeof RELEVANCE;

export interface ProductFilters {
  category: string;
  search: string;
  sort: ShopOrder;
  /** The price boxes as typed ('' when empty). */
  min: string;
  max: string;
}

export const ALL_CATEGORIES = 'all';
export const DEFAULT_PRODUCT_FILTERS: Readonly<ProductFilters> = Object.freeze({
  category: ALL_CATEGORIES,
  search: '',
  sort: RELEVANCE,
  min: '',
  max: '',
});

const MAX_QUERY_LENGTH = 100;
const MAX_PRICE_LENGTH = 12;

function setOrDelete(params: URLSearchParams, name: string, value: string, none: string): void {
  if (value === none) params.delete(name);
  else params.set(name, value);
}

/**
 * The shop's choices in its address (`?category=masks&q=low+volume&sort=price-asc&min=100&max=500`),
 * so Back, reload and a shared link keep them.
 */
export const productFiltersCodec: AddressCodec<ProductFilters> = {
  read: (params) => {
    const sort = params.get('sort') ?? '';
    return {
      category: (params.get('category') ?? '').trim().slice(0, MAX_QUERY_LENGTH) || ALL_CATEGORIES,
      search: (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH),
      sort: (SHOP_SORTS as readonly string[]).includes(sort) ? (sort as ShopSort) : RELEVANCE,
      min: (params.get('min') ?? '').slice(0, MAX_PRICE_LENGTH),
      max: (params.get('max') ?? '').slice(0, MAX_PRICE_LENGTH),
    };
  },
  write: ({ category, search, sort, min, max }, current) => {
    const next = new URLSearchParams(current);
    setOrDelete(next, 'category', category, ALL_CATEGORIES);
    setOrDelete(next, 'q', search, '');
    setOrDelete(next, 'sort', sort, RELEVANCE);
    setOrDelete(next, 'min', min.trim(), '');
    setOrDelete(next, 'max', max.trim(), '');
    return next;
  },
};

export interface PriceRangeProblems {
  min: string | null;
  max: string | null;
}

const NOT_AN_AMOUNT = 'Type an amount in dollars, e.g. 500';

/** What is wrong with the typed price range, in words for each box (null when it is fine). */
export function priceRangeProblems(min: string, max: string): PriceRangeProblems {
  const low = readPriceBound(min);
  const high = readPriceBound(max);
  const problems: PriceRangeProblems = {
    min: Number.isNaN(low) ? NOT_AN_AMOUNT : null,
    max: Number.isNaN(high) ? NOT_AN_AMOUNT : null,
  };
  if (low !== null && high !== null && !Number.isNaN(low) && !Number.isNaN(high) && low > high) {
    problems.max = 'The highest price is below the lowest';
  }
  return problems;
}

/**
 * What the products list API is asked for: the order and the readable bounds of the price range (a
 * box that holds no amount, or a range upside down, is left out until it is fixed). Undefined when
 * nothing is chosen, so the plain shop shares the plain list's cache entry with the home page and
 * the server's render.
 */
export function productListParams(sort: ShopOrder, min: string, max: string): GetProductsParams | undefined {
  const problems = priceRangeProblems(min, max);
  const low = problems.min || problems.max ? null : readPriceBound(min);
  const high = problems.max || problems.min ? null : readPriceBound(max);
  const params: GetProductsParams = {
    ...(sort === RELEVANCE ? {} : { sort }),
    ...(low === null ? {} : { min: low }),
    ...(high === null ? {} : { max: high }),
  };
  return Object.keys(params).length === 0 ? undefined : params;
}

/** Category and search combine with AND; search is case-insensitive on name or description. */
export function filterProducts<T extends ProductLike>(products: readonly T[], filters: Pick<ProductFilters, 'category' | 'search'>): T[] {
  const search = filters.search.trim().toLowerCase();
  return products.filter(
    (product) =>
      (filters.category === ALL_CATEGORIES || product.category === filters.category) &&
      (search === '' || product.name.toLowerCase().includes(search) || (product.description ?? '').toLowerCase().includes(search)),
  );
}

/**
 * Distinct categories of the loaded products, sorted; blank ones are skipped since an option may not
 * have an empty value. The chosen category stays listed when a price range leaves none of its products.
 */
export function categoryOptions(products: readonly Pick<ProductLike, 'category'>[], chosen = ALL_CATEGORIES): string[] {
  const categories = new Set(products.map((p) => p.category).filter((category) => category.trim() !== ''));
  if (chosen !== ALL_CATEGORIES) categories.add(chosen);
  return [...categories].sort(compareLabels);
}
