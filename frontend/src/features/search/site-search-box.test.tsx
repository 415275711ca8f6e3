import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubApi, type ApiStub } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { SiteSearch } from './site-search-box';

const lists = {
  'GET /api/articles': [
    { id: 1, slug: 'reef-safety', title: 'Reef Safety Basics', excerpt: 'Stay safe on the reef', category: 'Safety', imageUrl: '' },
    { id: 2, slug: 'reef-fish', title: 'Reef Fish of Sydney', excerpt: 'Blue gropers and more', category: 'Marine Life', imageUrl: '' },
  ],
  'GET /api/dive-sites': [{ id: 7, name: 'Julian Rocks', region: 'Byron Bay', description: 'Reef with grey nurse sharks', imageUrl: null }],
  'GET /api/products': [{ id: 3, name: 'Reef Mask', category: 'masks', description: 'Low-volume mask', imageUrl: '' }],
};

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
    api = stubApi(lists);
  });

  const box = () => screen.getByRole('combobox', { name: 'Search the site' });

  it('loads nothing until the search is used, then asks for at least 2 characters', async () => {
    renderSearch();
    expect(api.calls).toHaveLength(0);
    await userEvent.click(box());
    // The search's engine loads on this first use (compiled on the first import here: give it time).
    expect(await screen.findByText('Type at least 2 characters to search', {}, { timeout: 10_000 })).toBeInTheDocument();
    await userEvent.type(box(), 'r');
    expect(screen.getByText('Type at least 2 characters to search')).toBeInTheDocument();
  });

  it('groups matches as articles, dive sites, products with a count', async () => {
    renderSearch();
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
  });

  it('scrolls its dropdown when it is taller than 24rem, keeping the result count in view', async () => {
    renderSearch();
    await userEvent.type(box(), 'reef');
    await screen.findByText('4 result(s) found');
    const dropdown = screen.getByTestId('site-search-dropdown');
    expect(dropdown).toHaveStyle({ maxHeight: '24rem', overflowY: 'auto' });
    expect(within(dropdown).getByRole('status')).toHaveStyle({ position: 'sticky', top: '0px' });
  });

  it('says when nothing matches', async () => {
    renderSearch();
    await userEvent.type(box(), 'zebra');
    expect(await screen.findByText('No results found for "zebra"')).toBeInTheDocument();
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
