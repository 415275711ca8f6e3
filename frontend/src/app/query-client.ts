import { QueryClient } from '@tanstack/react-query';

/**
 * The spec's data-loading defaults: no automatic retries, data never goes stale on its own,
 * no refetch on window focus and no polling. A query that needs polling (the admin security
 * dashboard, every 30 s) sets `refetchInterval` itself.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        // A page's 404 arrives with the server-rendered page: showing it must not ask again.
        retryOnMount: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
