import type { AddressCodec } from '@/lib/use-address-state';
import { compareLabels } from '@/lib/compare-labels';

export interface ProductLike {
  name: string;
  category: string;
  description?: string | null;
}

export interface ProductFilters {
  category: string;
  search: string;
}

export const ALL_CATEGORIES = 'all';
export const DEFAULT_PRODUCT_FILTERS: Readonly<ProductFilters> = Object.freeze({ category: ALL_CATEGORIES, search: '' });

const MAX_QUERY_LENGTH = 100;

/** The shop's filters in its address (`?category=Masks&q=low+volume`), so Back, reload and a shared link keep them. */
export const productFiltersCodec: AddressCodec<ProductFilters> = {
  read: (params) => ({
    category: (params.get('category') ?? '').trim().slice(0, MAX_QUERY_LENGTH) || ALL_CATEGORIES,
    search: (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH),
  }),
  write: ({ category, search }, current) => {
    const next = new URLSearchParams(current);
    if (category === ALL_CATEGORIES) next.delete('category');
    else next.set('category', category);
    if (search === '') next.delete('q');
    else next.set('q', search);
    return next;
  },
};

/** Category and search combine with AND; search is case-insensitive on name or description. */
export function filterProducts<T extends ProductLike>(products: readonly T[], filters: ProductFilters): T[] {
  const search = filters.search.trim().toLowerCase();
  return products.filter(
    (product) =>
      (filters.category === ALL_CATEGORIES || product.category === filters.category) &&
      (search === '' || product.name.toLowerCase().includes(search) || (product.description ?? '').toLowerCase().includes(search)),
  );
}

/** Distinct categories of the loaded products, sorted; blank ones are skipped since an option may not have an empty value. */
export function categoryOptions(products: readonly Pick<ProductLike, 'category'>[]): string[] {
  const categories = new Set(products.map((p) => p.category).filter((category) => category.trim() !== ''));
  return [...categories].sort(compareLabels);
}
