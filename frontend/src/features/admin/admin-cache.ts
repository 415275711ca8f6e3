import type { QueryClient } from '@tanstack/react-query';

/** API paths whose cached answers an admin change can affect (query keys start with the URL). */
export const API = {
  articles: '/api/articles',
  reviews: '/api/reviews',
  products: '/api/products',
  diveSites: '/api/dive-sites',
} as const;

/**
 * Marks every cached answer under the given API paths as stale and refetches the ones on screen,
 * so admin lists and the public pages (home, shop, blog, map) show the change.
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
