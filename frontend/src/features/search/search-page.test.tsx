import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SearchResponseDto } from '@/api/generated/models/searchResponseDto';
import type { SearchResultDto } from '@/api/generated/models/searchResultDto';
import { stubApi, type ApiStub, type StubRequest } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { SearchPage } from './search-page';

const TYPES = ['dive-site', 'article', 'review', 'product'] as const;
const TOTALS = { 'dive-site': 45, article: 2, review: 0, product: 7 };

const item = (type: SearchResultDto['type'], n: number): SearchResultDto => ({
  type,
  id: n,
  title: `${type} ${n}`,
  excerpt: `About ${type} ${n}`,
  category: type === 'product' ? 'computers' : 'Somewhere',
  href: `/${type}/${n}`,
  imageUrl: null,
});

/** The API's paging over made-up totals: each kind's items numbered from 1. */
function answerFor(request: StubRequest): SearchResponseDto {
  const q = request.query.get('q') ?? '';
  const limit = Number(request.query.get('limit'));
  const page = Number(request.query.get('page') ?? '1');
  const type = request.query.get('type');
  if (q === 'nothing') {
    const groups = TYPES.map((t) => ({ type: t, total: 0, items: [] }));
    return { q, page, limit, total: 0, groups, suggestions: [{ id: 9, name: 'Julian Rocks', region: 'Byron Bay', href: '/dive-sites/9' }] };
  }
  const groups = TYPES.map((t) => {
    const start = (page - 1) * limit;
    const count = type && type !== t ? 0 : Math.max(0, Math.min(limit, TOTALS[t] - start));
    return { type: t, total: TOTALS[t], items: Array.from({ length: count }, (_, i) => item(t, start + i + 1)) };
  });
  return { q, page, limit, total: 54, groups, suggestions: [] };
}

describe('SearchPage', () => {
  let api: ApiStub;
  beforeEach(() => {
    api = stubApi({ 'GET /api/search': answerFor });
  });
  const render = (route: string) => renderWithProviders(<SearchPage />, { route, path: '/search' });

  it('lists the best five of each kind that matched, with links to the rest', async () => {
    render('/search?q=reef');
    expect(await screen.findByText('54 results for "reef"')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Results for "reef"');
    const sites = screen.getByRole('region', { name: 'Dive sites' });
    expect(within(sites).getAllByRole('listitem')).toHaveLength(5);
    expect(within(sites).getByRole('link', { name: 'See all 45 dive sites' })).toHaveAttribute('href', '/search?q=reef&type=dive-site');
    expect(within(screen.getByRole('region', { name: 'Articles' })).queryByRole('link', { name: /^See all/ })).not.toBeInTheDocument();
    // A product shows its category as the shop names it.
    expect(within(screen.getByRole('region', { name: 'Products' })).getAllByText('Dive Computers')).toHaveLength(5);
    expect(screen.queryByRole('region', { name: 'Gear reviews' })).not.toBeInTheDocument();
    const kinds = within(screen.getByRole('navigation', { name: 'Kinds of result' })).getAllByRole('link');
    expect(kinds.map((link) => link.textContent)).toEqual(['All (54)', 'Dive sites (45)', 'Articles (2)', 'Products (7)']);
    expect(api.callsTo('GET /api/search')[0]!.query.toString()).toBe('q=reef&limit=5');
  });

  it('pages one kind, 20 at a time, from the address', async () => {
    render('/search?q=reef&type=dive-site&page=3');
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    const items = within(screen.getByRole('region', { name: 'Dive sites' })).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('dive-site 41');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/search?q=reef&type=dive-site&page=2');
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Dive sites (45)' })).toHaveAttribute('aria-current', 'page');
  });

  it('offers the closest dive-site names when nothing matches', async () => {
    render('/search?q=nothing');
    expect(await screen.findByText('No results found for "nothing"')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Julian Rocks' })).toHaveAttribute('href', '/dive-sites/9');
  });

  it('asks for 2 characters, and asks the API nothing, below that', async () => {
    render('/search?q=r');
    expect(await screen.findByText('Type at least 2 characters to search')).toBeInTheDocument();
    render('/search');
    expect(await screen.findByText(/What are you looking for\?/)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
