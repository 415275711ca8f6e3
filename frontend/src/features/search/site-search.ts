import type { SearchResponseDto } from '@/api/generated/models/searchResponseDto';
import type { SearchResultDto } from '@/api/generated/models/searchResultDto';
import type { SearchResultType } from '@/api/generated/models/searchResultType';
import { MIN_SEARCH_CHARS } from './search-address';

export { MIN_SEARCH_CHARS };
export const MAX_RESULTS_PER_TYPE = 3;
export const TOO_SHORT_MESSAGE = `Type at least ${MIN_SEARCH_CHARS} characters to search`;

/** The header dropdown's kinds, in the spec's order; gear reviews are on the search page. */
export const DROPDOWN_TYPES: readonly SearchResultType[] = ['article', 'dive-site', 'product'];

export type SearchResult = SearchResultDto;

/** The dropdown's results from an answer: up to 3 of each of its kinds, grouped articles → dive sites → products. */
export function dropdownResults(answer: SearchResponseDto | undefined): SearchResult[] {
  if (!answer) return [];
  return DROPDOWN_TYPES.flatMap((type) => answer.groups.find((group) => group.type === type)?.items.slice(0, MAX_RESULTS_PER_TYPE) ?? []);
}

/** The spec's dropdown header, written exactly as the spec gives it. */
export function resultCountLabel(count: number): string {
  return `${count} result(s) found`;
}

export function noResultsLabel(query: string): string {
  return `No results found for "${query.trim()}"`;
}

/** The dropdown's way to the search page: every match of every kind. */
export function seeAllLabel(total: number): string {
  return total === 1 ? 'See the 1 result' : `See all ${total} results`;
}
