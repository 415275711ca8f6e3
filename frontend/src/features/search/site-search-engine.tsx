import { keepPreviousData } from '@tanstack/react-query';
import { startTransition, useEffect } from 'react';
import { useSearchSite } from '@/api/generated/endpoints/search/search';
import type { SearchResponseDto } from '@/api/generated/models/searchResponseDto';
import { MAX_RESULTS_PER_TYPE, MIN_SEARCH_CHARS } from './site-search';

/**
 * What the header search needs once the visitor starts using it: the request to the search API
 * and the result list. Loaded on the first focus of the search box (see SiteSearch), so it is not
 * part of any page's first-load JavaScript.
 */
export { SiteSearchResults } from './site-search-results';
export { trackSiteSearch } from '@/lib/site-search-event';

export interface DropdownAnswer {
  /** The latest answer; while a newer search is on its way, the previous one. */
  answer: SearchResponseDto | undefined;
  /** True while the answer is not yet the one for `term`. */
  searching: boolean;
  failed: boolean;
}

/**
 * Asks the API for `term` (3 of each kind, with the totals) and reports each answer to the search
 * box as a transition, which React renders in slices that yield to the next key.
 */
export function SearchAnswerLoader({ term, onChange }: { term: string; onChange: (answer: DropdownAnswer) => void }) {
  const enabled = term.length >= MIN_SEARCH_CHARS;
  const search = useSearchSite({ q: term, limit: MAX_RESULTS_PER_TYPE }, { query: { enabled, placeholderData: keepPreviousData } });
  const answer = enabled ? search.data : undefined;
  const searching = enabled && (search.isPlaceholderData || search.isPending);
  const failed = enabled && search.isError;
  useEffect(() => {
    startTransition(() => onChange({ answer, searching, failed }));
  }, [onChange, answer, searching, failed]);
  return null;
}
