import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import {
  getGetArticleBySlugQueryOptions,
  getGetArticleMentionsQueryOptions,
  getGetArticlesQueryOptions,
} from '@/api/generated/endpoints/articles/articles';
import {
  getGetDiveSiteByReviewUrlQueryOptions,
  getGetDiveSiteQueryOptions,
  getGetDiveSiteRegionQueryOptions,
  getGetDiveSiteRegionsQueryOptions,
  getGetDiveSitesQueryOptions,
} from '@/api/generated/endpoints/dive-sites/dive-sites';
import { getGetFeaturedLocationsQueryOptions } from '@/api/generated/endpoints/locations/locations';
import {
  getGetFeaturedProductsQueryOptions,
  getGetProductQueryOptions,
  getGetProductsQueryOptions,
} from '@/api/generated/endpoints/products/products';
import {
  getGetPublishedReviewsQueryOptions,
  getGetReviewBySlugQueryOptions,
  getGetReviewsByCategoryQueryOptions,
} from '@/api/generated/endpoints/reviews/reviews';
import { ALL_REVIEWS, reviewCategoryPath, reviewFilterCodec } from '@/features/gear-reviews/review-categories';
import { getGetAffiliateLinksQueryOptions } from '@/api/generated/endpoints/affiliate/affiliate';
import { isApiError } from '@/api/http';
import { pathSegment } from '@/config/paths';
import { parsePathId } from '@ddu/shared/text/path-id';
import type { PagePrefetchers } from './page-prefetch-types';

/** The generated `get…QueryOptions()` objects (typed for useQuery, structurally fetchQuery options). */
type Options = { queryKey: readonly unknown[] };

function fetchOptions(options: Options): FetchQueryOptions {
  return options as unknown as FetchQueryOptions;
}

/** 200, or 404 when the server says the item is missing or the address is malformed, else 503. */
function statusOf(error: unknown): number {
  if (isApiError(error) && (error.status === 404 || error.status === 400)) return 404;
  return 503;
}

/**
 * The page's main data: its failure decides the status. The failed query stays in the cache in its
 * error state, so the page renders its not-found or error screen exactly as the browser would.
 */
async function main(queryClient: QueryClient, options: Options): Promise<number> {
  try {
    await queryClient.fetchQuery(fetchOptions(options));
    return 200;
  } catch (error) {
    return statusOf(error);
  }
}

/** Extra data (a video card, a sidebar): a failure leaves that part to the browser. */
async function extra(queryClient: QueryClient, options: Options): Promise<void> {
  await queryClient.fetchQuery(fetchOptions(options)).catch(() => undefined);
}

async function all(...statuses: Promise<number | void>[]): Promise<number> {
  const results = await Promise.all(statuses);
  return results.reduce<number>((worst, status) => (typeof status === 'number' && status > worst ? status : worst), 200);
}

const REGION_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Server only (imported by entry-server): the browser's pages load their own data. */
export const pagePrefetchers: PagePrefetchers = {
  home: ({ queryClient }) =>
    all(main(queryClient, getGetFeaturedProductsQueryOptions()), main(queryClient, getGetFeaturedLocationsQueryOptions())),
  shop: ({ queryClient }) => main(queryClient, getGetProductsQueryOptions()),
  shopProduct: async ({ queryClient, params }) => {
    const id = parsePathId(params.id);
    if (id === null) return 404;
    return main(queryClient, getGetProductQueryOptions(id));
  },
  gearReviews: ({ queryClient, url }) => {
    const filter = reviewFilterCodec.read(url.searchParams);
    return main(
      queryClient,
      filter === ALL_REVIEWS ? getGetPublishedReviewsQueryOptions() : getGetReviewsByCategoryQueryOptions(reviewCategoryPath(filter)),
    );
  },
  // Seller links in the body point at /go/ links: the map comes with the page, so hydration matches.
  gearReview: ({ queryClient, params }) =>
    all(
      main(queryClient, getGetReviewBySlugQueryOptions(pathSegment(params.slug ?? ''))),
      extra(queryClient, getGetAffiliateLinksQueryOptions()),
    ),
  diveSites: ({ queryClient }) =>
    all(main(queryClient, getGetDiveSitesQueryOptions()), extra(queryClient, getGetDiveSiteRegionsQueryOptions())),
  diveSite: async ({ queryClient, params }) => {
    const id = parsePathId(params.id);
    if (id === null) return 404;
    return main(queryClient, getGetDiveSiteQueryOptions(id));
  },
  diveSiteRegion: async ({ queryClient, params }) => {
    const slug = params.slug ?? '';
    if (!REGION_SLUG.test(slug)) return 404;
    return main(queryClient, getGetDiveSiteRegionQueryOptions(slug));
  },
  blog: ({ queryClient }) => main(queryClient, getGetArticlesQueryOptions()),
  blogArticle: ({ queryClient, params, url }) =>
    all(
      main(queryClient, getGetArticleBySlugQueryOptions(pathSegment(params.slug ?? ''))),
      extra(queryClient, getGetArticleMentionsQueryOptions(params.slug ?? '')),
      extra(queryClient, getGetDiveSiteByReviewUrlQueryOptions({ url: url.pathname })),
      extra(queryClient, getGetAffiliateLinksQueryOptions()),
    ),
};
