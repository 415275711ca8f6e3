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
  return [...categories].sort((a, b) => a.localeCompare(b, 'en-AU'));
}
