import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';

export interface PrefetchArgs {
  queryClient: QueryClient;
  params: Params;
  url: URL;
}

/** Loads what a page shows into the query cache before a server render; answers the page's HTTP status. */
export type PagePrefetch = (args: PrefetchArgs) => Promise<number>;

export type PagePrefetchers = Record<
  'home' | 'shop' | 'shopProduct' | 'gearReviews' | 'gearReview' | 'diveSites' | 'diveSite' | 'diveSiteRegion' | 'blog' | 'blogArticle',
  PagePrefetch
>;
