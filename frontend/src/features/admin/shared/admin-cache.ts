import type { QueryClient } from '@tanstack/react-query';
import { getGetArticlesQueryKey } from '@/api/generated/endpoints/articles/articles';
import { getGetDiveSitesQueryKey } from '@/api/generated/endpoints/dive-sites/dive-sites';
import { getGetProductsQueryKey } from '@/api/generated/endpoints/products/products';
import { getGetReviewsQueryKey } from '@/api/generated/endpoints/reviews/reviews';

/**
 * The API paths whose cached answers an admin change can affect, taken from the generated client's
 * query keys (a key starts with its URL), so a renamed route renames them too.
 */
export const API = {
  articles: getGetArticlesQueryKey()[0],
  reviews: getGetReviewsQueryKey()[0],
  products: getGetProductsQueryKey()[0],
  diveSites: getGetDiveSitesQueryKey()[0],
} as const;

/**
 * Marks every cached answer under the given API paths as stale and refetches the ones on screen,
 * so admin lists and the public pages (home, shop, blog, map) show the change: the list's own key,
 * its keys with params (`?admin=true`) and every key below it (one item, a search, a category).
 */
export function invalidateApi(queryClient: QueryClient, ...prefixes: string[]): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const key = query.queryKey[0];
      return (
        typeof key === 'string' && prefixes.some((prefix) => key === prefix || key.startsWith(`${prefix}/`) || key.startsWith(`${prefix}?`))
      );
    },
  });
}
