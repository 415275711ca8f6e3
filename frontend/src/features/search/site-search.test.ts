import { describe, expect, it } from 'vitest';
import type { SearchResponseDto } from '@/api/generated/models/searchResponseDto';
import type { SearchResultDto } from '@/api/generated/models/searchResultDto';
import { dropdownResults, noResultsLabel, resultCountLabel, seeAllLabel, TOO_SHORT_MESSAGE } from './site-search';

const item = (type: SearchResultDto['type'], id: number): SearchResultDto => ({
  type,
  id,
  title: `${type} ${id}`,
  excerpt: '',
  category: '',
  href: `/x/${id}`,
  imageUrl: null,
});

describe('site search dropdown', () => {
  it('shows up to 3 articles, dive sites and products, in the spec order, and no reviews', () => {
    const answer: SearchResponseDto = {
      q: 'reef',
      page: 1,
      limit: 3,
      total: 12,
      suggestions: [],
      groups: [
        { type: 'dive-site', total: 6, items: [item('dive-site', 1), item('dive-site', 2), item('dive-site', 3)] },
        { type: 'article', total: 1, items: [item('article', 4)] },
        { type: 'review', total: 2, items: [item('review', 5), item('review', 6)] },
        { type: 'product', total: 3, items: [item('product', 7), item('product', 8), item('product', 9)] },
      ],
    };
    expect(dropdownResults(answer).map((r) => r.id)).toEqual([4, 1, 2, 3, 7, 8, 9]);
    expect(dropdownResults(undefined)).toEqual([]);
  });

  it('words its lines as the spec gives them', () => {
    expect(TOO_SHORT_MESSAGE).toBe('Type at least 2 characters to search');
    expect(resultCountLabel(4)).toBe('4 result(s) found');
    expect(noResultsLabel('  zebra ')).toBe('No results found for "zebra"');
    expect(seeAllLabel(12)).toBe('See all 12 results');
    expect(seeAllLabel(1)).toBe('See the 1 result');
  });
});
