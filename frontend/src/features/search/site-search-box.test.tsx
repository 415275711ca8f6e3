import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SearchResponseDto } from '@/api/generated/models/searchResponseDto';
import type { SearchResultDto } from '@/api/generated/models/searchResultDto';
import { stubApi, type ApiStub, type StubRequest } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { SiteSearch } from './site-search-box';

type Kind = SearchResultDto['type'];
const item = (type: Kind, id: number, title: string, href: string, category = ''): SearchResultDto => ({
  type,
  id,
  title,
  excerpt: '',
  category,
  href,
  imageUrl: null,
});
const CONTENT: SearchResultDto[] = [
  item('article', 1, 'Reef Safety Basics', '/blog/reef-safety', 'Safety'),
  item('article', 2, 'Reef Fish of Sydney', '/blog/reef-fish', 'Marine Life'),
  item('dive-site', 7, 'Julian Rocks Reef', '/dive-sites/7', 'Byron Bay'),
  item('review', 5, 'Reef Hook Review', '/gear-reviews/reef-hook'),
  item('product', 3, 'Reef Mask', '/shop/3', 'masks'),
];

/** The API's answer, computed from the stand-in content: matches by title, 3 of each kind. */
function answerFor(request: StubRequest): SearchResponseDto {
  const q = request.query.get('q') ?? '';
  const limit = Number(request.query.get('limit') ?? '10');
  const matches = CONTENT.filter((result) => result.title.toLowerCase().includes(q.toLowerCase()));
  const groups = (['dive-site', 'article', 'review', 'product'] as const).map((type) => {
    const ofType = matches.filter((result) => result.type === type);
    return { type, total: ofType.length, items: ofType.slice(0, limit) };
  });
  const suggestions =
    matches.length === 0 && q === 'julain' ? [{ id: 7, name: 'Julian Rocks Reef', region: 'Byron Bay', href: '/dive-sites/7' }] : [];
  return { q, page: 1, limit, total: matches.length, groups, suggestions };
}

function renderSearch() {
  const element = (
    <>
      <SiteSearch />
      <button type="button">Elsewhere</button>
    </>
  );
  return renderWithProviders(element, { route: '/', path: '/' }).router;
}

describe('SiteSearch', () => {
  let api: ApiStub;

  beforeEach(() => {
    api = stubApi({ 'GET /api/search': answerFor });
  });

  const box = () => screen.getByRole('combobox', { name: 'Search the site' });

  it('asks nothing until 2 characters are typed, and says so', async () => {
    renderSearch();
    await userEvent.click(box());
    // The search's engine loads on this first use (compiled on the first import here: give it time).
    expect(await screen.findByText('Type at least 2 characters to search', {}, { timeout: 10_000 })).toBeInTheDocument();
    await userEvent.type(box(), 'r');
    expect(screen.getByText('Type at least 2 characters to search')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.calls).toHaveLength(0);
  });

  it('groups matches as articles, dive sites, products with a count, and links to all of them', async () => {
    const router = renderSearch();
    await userEvent.type(box(), 'REEF');
    expect(await screen.findByText('4 result(s) found')).toBeInTheDocument();
    const groups = within(screen.getByRole('listbox')).getAllByRole('group');
    expect(groups.map((g) => within(g).getAllByRole('option').length)).toEqual([2, 1, 1]);
    expect(screen.getAllByRole('option').map((o) => o.getAttribute('href'))).toEqual([
      '/blog/reef-safety',
      '/blog/reef-fish',
      '/dive-sites/7',
      '/shop/3',
    ]);
    // The review is on the search page: "See all" counts it.
    const seeAll = screen.getByRole('link', { name: 'See all 5 results' });
    expect(seeAll).toHaveAttribute('href', '/search?q=REEF');
    await userEvent.click(seeAll);
    expect(router.state.location.pathname + router.state.location.search).toBe('/search?q=REEF');
  });

  it('asks the API once for keys typed without a pause', async () => {
    renderSearch();
    await userEvent.type(box(), 'reef');
    await screen.findByText('4 result(s) found');
    expect(api.callsTo('GET /api/search').map((call) => call.query.get('q'))).toEqual(['reef']);
    expect(api.callsTo('GET /api/search')[0]!.query.get('limit')).toBe('3');
  });

  it('opens the search page with Enter when no result is highlighted', async () => {
    const router = renderSearch();
    await userEvent.type(box(), 'reef fish');
    await screen.findByText('1 result(s) found');
    await userEvent.keyboard('{Enter}');
    expect(router.state.location.pathname + router.state.location.search).toBe('/search?q=reef+fish');
  });

  it('scrolls its dropdown when it is taller than 24rem, keeping the result count in view', async () => {
    renderSearch();
    await userEvent.type(box(), 'reef');
    await screen.findByText('4 result(s) found');
    const dropdown = screen.getByTestId('site-search-dropdown');
    expect(dropdown).toHaveStyle({ maxHeight: '24rem', overflowY: 'auto' });
    expect(within(dropdown).getByRole('status')).toHaveStyle({ position: 'sticky', top: '0px' });
  });

  it('says when nothing matches, offering the closest dive-site names', async () => {
    renderSearch();
    await userEvent.type(box(), 'zebra');
    expect(await screen.findByText('No results found for "zebra"')).toBeInTheDocument();
    await userEvent.clear(box());
    await userEvent.type(box(), 'julain');
    expect(await screen.findByText('No results found for "julain"')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Julian Rocks Reef' })).toHaveAttribute('href', '/dive-sites/7');
  });

  it('moves through results with the arrow keys and opens one with Enter, then closes and clears', async () => {
    const router = renderSearch();
    await userEvent.type(box(), 'reef');
    await screen.findByText('4 result(s) found');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: /Julian Rocks/ })).toHaveAttribute('aria-selected', 'true');
    expect(box().getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: /Julian Rocks/ }).id);
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: /Reef Fish/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/blog/reef-fish');
  });

  it('closes on Escape and clears on a second Escape', async () => {
    renderSearch();
    await userEvent.type(box(), 'reef');
    await screen.findByText('4 result(s) found');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('site-search-dropdown')).not.toBeInTheDocument();
    expect(box()).toHaveValue('reef');
    await userEvent.keyboard('{Escape}');
    expect(box()).toHaveValue('');
  });

  it('closes and clears on a click outside', async () => {
    renderSearch();
    await userEvent.type(box(), 'reef');
    await screen.findByText('4 result(s) found');
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByTestId('site-search-dropdown')).not.toBeInTheDocument();
    expect(box()).toHaveValue('');
  });

  it('navigates, closes and clears when a result is clicked', async () => {
    const router = renderSearch();
    await userEvent.type(box(), 'julian');
    await userEvent.click(await screen.findByRole('option', { name: /Julian Rocks/ }));
    expect(router.state.location.pathname).toBe('/dive-sites/7');
  });

  it('closes and clears when a result is chosen, as the header (on every page) shows', async () => {
    const { router } = renderWithProviders(<SiteSearch />);
    await userEvent.type(box(), 'julian');
    await userEvent.click(await screen.findByRole('option', { name: /Julian Rocks/ }));
    expect(router.state.location.pathname).toBe('/dive-sites/7');
    expect(box()).toHaveValue('');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
