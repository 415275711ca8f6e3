import { useGetArticles } from '@/api/generated/endpoints/articles/articles';
import { useGetDiveSites } from '@/api/generated/endpoints/dive-sites/dive-sites';
import { useGetProducts } from '@/api/generated/endpoints/products/products';
import type { SearchSources } from '@/components/search/site-search';

export interface SiteSearchSources {
  sources: SearchSources;
  /** True while any list the search needs has not arrived yet. */
  loading: boolean;
}

/**
 * The three public lists the header search filters on the device. They are requested only once
 * the visitor starts using the search (`enabled`), then served from the React Query cache that
 * the blog, dive-site and shop pages share.
 */
export function useSiteSearchSources(enabled: boolean): SiteSearchSources {
  const articles = useGetArticles(undefined, { query: { enabled } });
  const diveSites = useGetDiveSites({ query: { enabled } });
  const products = useGetProducts({ query: { enabled } });
  return {
    sources: { articles: articles.data, diveSites: diveSites.data, products: products.data },
    loading: enabled && (articles.isLoading || diveSites.isLoading || products.isLoading),
  };
}
