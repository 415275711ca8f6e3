import { describe, expect, it } from 'vitest';
import {
  MAX_RESULTS_PER_TYPE,
  MIN_SEARCH_CHARS,
  TOO_SHORT_MESSAGE,
  type SearchResult,
  type SearchSources,
  noResultsLabel,
  resultCountLabel,
  searchSite,
} from './site-search';

const sources: SearchSources = {
  articles: [
    {
      id: 1,
      slug: 'first-reef-dive',
      title: 'Your First Reef Dive',
      excerpt: 'What to expect.',
      category: 'Tips',
      imageUrl: 'https://x/a.jpg',
    },
    { id: 2, slug: 'shark-myths', title: 'Shark Myths', excerpt: 'Grey nurse sharks are gentle.', category: 'Marine Life', imageUrl: '' },
    { id: 3, slug: 'ningaloo', title: 'Ningaloo in Winter', excerpt: null, category: 'Dive Sites' },
  ],
  diveSites: [
    { id: 10, name: 'Fish Rock Cave', region: 'New South Wales', description: 'Grey nurse SHARKS.', imageUrl: null },
    { id: 11, name: 'Osprey Reef', region: 'Coral Sea', description: 'Wall dive with sharks.' },
    { id: 12, name: 'Ningaloo Reef', region: 'Western Australia', description: 'Whale sharks.' },
    { id: 13, name: 'Shark Point', region: 'New South Wales', description: 'Sydney shore dive.' },
  ],
  products: [
    { id: 20, name: 'Shark Shield', category: 'accessories', description: 'Electronic deterrent.', imageUrl: 'https://x/s.jpg' },
    { id: 21, name: 'Reef-safe sunscreen', category: 'accessories', description: 'For reef dives.' },
  ],
};

const titles = (results: SearchResult[]) => results.map((r) => `${r.type}:${r.title}`);

function results(query: string): SearchResult[] {
  const outcome = searchSite(query, sources);
  if (outcome.status !== 'results') throw new Error(`expected results for "${query}"`);
  return outcome.results;
}

describe(searchSite.name, () => {
  it('needs at least 2 characters after trimming', () => {
    expect(MIN_SEARCH_CHARS).toBe(2);
    expect(searchSite('', sources)).toEqual({ status: 'too-short' });
    expect(searchSite(' s ', sources)).toEqual({ status: 'too-short' });
    expect(searchSite('sh', sources).status).toBe('results');
  });

  it('matches case-insensitive substrings, grouped articles → dive sites → products', () => {
    expect(titles(results('REEF'))).toEqual([
      'article:Your First Reef Dive',
      'dive-site:Ningaloo Reef',
      'dive-site:Osprey Reef',
      'product:Reef-safe sunscreen',
    ]);
  });

  it('keeps at most 3 results per type', () => {
    expect(MAX_RESULTS_PER_TYPE).toBe(3);
    const found = results('shark');
    // Dive sites are ranked like the directory: the name starting with the term first, then descriptions.
    expect(found.filter((r) => r.type === 'dive-site').map((r) => r.id)).toEqual([13, 10, 12]);
    expect(found.filter((r) => r.type === 'article').map((r) => r.id)).toEqual([2]);
    expect(found.filter((r) => r.type === 'product').map((r) => r.id)).toEqual([20]);
  });

  it('matches articles on excerpt and category', () => {
    expect(titles(results('gentle'))).toEqual(['article:Shark Myths']);
    expect(titles(results('marine life'))).toEqual(['article:Shark Myths']);
  });

  it('matches dive sites on region and products on category', () => {
    expect(titles(results('coral sea'))).toEqual(['dive-site:Osprey Reef']);
    expect(titles(results('accessories'))).toEqual(['product:Shark Shield', 'product:Reef-safe sunscreen']);
  });

  it('does not match articles on fields outside the spec', () => {
    expect(results('first-reef')).toEqual([]);
  });

  it('builds each result for its destination', () => {
    const [article, site, product] = [results('myths')[0], results('fish rock')[0], results('shield')[0]];
    expect(article).toEqual({
      type: 'article',
      id: 2,
      title: 'Shark Myths',
      excerpt: 'Grey nurse sharks are gentle.',
      category: 'Marine Life',
      href: '/blog/shark-myths',
      imageUrl: null,
    });
    expect(site).toEqual({
      type: 'dive-site',
      id: 10,
      title: 'Fish Rock Cave',
      excerpt: 'Grey nurse SHARKS.',
      category: 'New South Wales',
      href: '/dive-sites/10',
      imageUrl: null,
    });
    expect(product).toEqual({
      type: 'product',
      id: 20,
      title: 'Shark Shield',
      excerpt: 'Electronic deterrent.',
      category: 'accessories',
      href: '/shop/20',
      imageUrl: 'https://x/s.jpg',
    });
  });

  it('copes with missing sources', () => {
    expect(searchSite('reef', {})).toEqual({ status: 'results', results: [] });
  });
});

describe('labels', () => {
  it('writes the result count exactly as the spec does', () => {
    expect(resultCountLabel(0)).toBe('0 result(s) found');
    expect(resultCountLabel(1)).toBe('1 result(s) found');
    expect(resultCountLabel(9)).toBe('9 result(s) found');
  });

  it('writes the empty and too-short messages', () => {
    expect(noResultsLabel(' wobbegong ')).toBe('No results found for "wobbegong"');
    expect(TOO_SHORT_MESSAGE).toBe('Type at least 2 characters to search');
  });
});
