import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';
import { isApiError } from '@/api/http';

/**
 * A page's server prefetch: each public page module that shows API data exports one as `prefetch`.
 * Before a server render it loads what the page shows into the query cache (so the HTML has it and
 * the browser hydrates without asking again) and answers the page's HTTP status. The browser never
 * calls it: its pages load their own data through the same hooks.
 */
export type PagePrefetch = (args: PrefetchArgs) => Promise<number>;

export interface PrefetchArgs {
  queryClient: QueryClient;
  params: Params;
  url: URL;
}

/** The generated `get…QueryOptions()` objects (typed for useQuery, structurally fetchQuery options). */
type Options = { queryKey: readonly unknown[] };

function fetchOptions(options: Options): FetchQueryOptions {
  return options as unknown as FetchQueryOptions;
}

/** The API's answer for an item that is not there, or an address it cannot read. */
export function isMissing(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

/**
 * The page's main data: its failure decides the status (404 when missing, else 503). The failed
 * query stays in the cache in its error state, so the page renders its not-found or "could not be
 * loaded" screen exactly as the browser would.
 */
export async function fetchMain(queryClient: QueryClient, options: Options): Promise<number> {
  try {
    await queryClient.fetchQuery(fetchOptions(options));
    return 200;
  } catch (error) {
    return isMissing(error) ? 404 : 503;
  }
}

/** Extra data (a video card, a sidebar): a failure leaves that part to the browser. */
export async function fetchExtra(queryClient: QueryClient, options: Options): Promise<void> {
  await queryClient.fetchQuery(fetchOptions(options)).catch(() => undefined);
}

/** The worst status of several fetches run together (extras count as 200). */
export async function worstStatus(...fetches: Promise<number | void>[]): Promise<number> {
  const results = await Promise.all(fetches);
  return results.reduce<number>((worst, status) => (typeof status === 'number' && status > worst ? status : worst), 200);
}
