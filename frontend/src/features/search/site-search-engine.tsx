import { useEffect } from 'react';
import { noResultsLabel, resultCountLabel, searchSite, TOO_SHORT_MESSAGE, type SearchOutcome } from '@/components/search/site-search';
import { useSiteSearchSources, type SiteSearchSources } from './use-site-search-sources';

/**
 * What the header search needs once the visitor starts using it: the lists it searches, the
 * matching and the result list. Loaded on the first focus of the search box (see SiteSearch), so
 * it is not part of any page's first-load JavaScript.
 */
export { resultCountLabel, searchSite };
export { SiteSearchResults } from './site-search-results';
export type { SiteSearchSources };

/** Fetches the three lists (React Query) and reports them to the search box as they arrive. */
export function SearchSourcesLoader({ onChange }: { onChange: (lists: SiteSearchSources) => void }) {
  const { sources, loading } = useSiteSearchSources(true);
  const { articles, diveSites, products } = sources;
  useEffect(() => {
    onChange({ sources: { articles, diveSites, products }, loading });
  }, [onChange, articles, diveSites, products, loading]);
  return null;
}

/** The status line's text for an outcome, or null when the results themselves show (with their count). */
export function searchStatusText(outcome: SearchOutcome, loading: boolean, query: string): { text: string; busy?: boolean } | null {
  if (outcome.status === 'too-short') return { text: TOO_SHORT_MESSAGE };
  if (outcome.results.length > 0) return null;
  if (loading) return { text: 'Searching...', busy: true };
  return { text: noResultsLabel(query) };
}
