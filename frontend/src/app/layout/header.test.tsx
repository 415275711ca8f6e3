import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { Header } from './header';
import { isNavItemActive } from './nav-items';

const expectedNav = [
  ['Home', '/'],
  ['Shop', '/shop'],
  ['Gear Reviews', '/gear-reviews'],
  ['Dive Sites', '/dive-sites'],
  ['Learn to Dive', '/learn-to-dive'],
  ['Blog', '/blog'],
  ['About', '/about'],
  ['Contact', '/contact'],
];

function CurrentPath() {
  return <output aria-label="current path">{useLocation().pathname}</output>;
}

function renderHeader(path = '/') {
  return renderWithProviders(
    <>
      <Header />
      <CurrentPath />
    </>,
    { route: path },
  );
}

/** The mobile panels load lazily on the first tap; under a busy test run the first import can be slow. */
const PANELS_LOAD = { timeout: 10_000 };

const mainNav = () => screen.getByRole('navigation', { name: 'Main navigation' });
const navLink = (name: string) => within(mainNav()).getByRole('link', { name });
const searchToggle = () => screen.getByRole('button', { name: 'Open search' });
const menuToggle = () => screen.getByRole('button', { name: 'Open menu' });

describe(Header.name, () => {
  it('shows the logo and the main navigation in the spec order', () => {
    renderHeader();

    expect(screen.getByRole('link', { name: /Dive Down Under/ })).toHaveAttribute('href', '/');
    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(expectedNav);
  });

  it('marks only Home as current on the root path', () => {
    renderHeader('/');

    expect(navLink('Home')).toHaveAttribute('aria-current', 'page');
    const current = within(mainNav())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
  });

  it('marks Shop, not Home, as current on /shop', () => {
    renderHeader('/shop');

    expect(navLink('Shop')).toHaveAttribute('aria-current', 'page');
    expect(navLink('Home')).not.toHaveAttribute('aria-current');
  });

  it('keeps Shop current on a product page such as /shop/12', () => {
    renderHeader('/shop/12');

    expect(navLink('Shop')).toHaveAttribute('aria-current', 'page');
    expect(navLink('Home')).not.toHaveAttribute('aria-current');
    expect(navLink('Dive Sites')).not.toHaveAttribute('aria-current');
  });

  it('renders the site search box', () => {
    renderHeader();

    expect(screen.getByRole('combobox', { name: 'Search the site' })).toHaveAttribute('placeholder', 'Sites, gear, articles...');
  });

  describe('small-screen toggles', () => {
    it('start closed', () => {
      renderHeader();

      expect(searchToggle()).toHaveAttribute('aria-expanded', 'false');
      expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('navigation', { name: 'Mobile navigation' })).not.toBeInTheDocument();
    });

    it('open and close the search panel and the menu independently', async () => {
      const { user } = renderHeader();

      await user.click(searchToggle());
      expect(searchToggle()).toHaveAttribute('aria-expanded', 'true');
      expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
      // The panels' code loads on the first tap (the first import compiles it: give it time).
      await waitFor(() => expect(screen.getAllByRole('combobox', { name: 'Search the site' })).toHaveLength(2), PANELS_LOAD);
      expect(screen.queryByRole('navigation', { name: 'Mobile navigation' })).not.toBeInTheDocument();

      await user.click(menuToggle());
      expect(menuToggle()).toHaveAttribute('aria-expanded', 'true');
      expect(searchToggle()).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('navigation', { name: 'Mobile navigation' })).toBeInTheDocument();

      await user.click(searchToggle());
      expect(searchToggle()).toHaveAttribute('aria-expanded', 'false');
      expect(menuToggle()).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('navigation', { name: 'Mobile navigation' })).toBeInTheDocument();
    });

    it('close the search panel and clear its text when a result is chosen', async () => {
      const site = {
        type: 'dive-site',
        id: 7,
        title: 'Julian Rocks',
        excerpt: 'Grey nurse sharks',
        category: 'Byron Bay',
        href: '/dive-sites/7',
        imageUrl: null,
      };
      const groups = ['dive-site', 'article', 'review', 'product'].map((type) => ({
        type,
        total: type === 'dive-site' ? 1 : 0,
        items: type === 'dive-site' ? [site] : [],
      }));
      stubApi({ 'GET /api/search': { q: 'julian', page: 1, limit: 3, total: 1, groups, suggestions: [] } });
      const { user } = renderHeader('/');
      await user.click(searchToggle());
      await waitFor(() => expect(screen.getAllByRole('combobox', { name: 'Search the site' })).toHaveLength(2), PANELS_LOAD);
      // The panel's box is the second one (the desktop box is hidden by CSS on a phone).
      await user.type(screen.getAllByRole('combobox', { name: 'Search the site' })[1]!, 'julian');
      await user.click(await screen.findByRole('option', { name: /Julian Rocks/ }, PANELS_LOAD));

      expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/dive-sites/7');
      expect(searchToggle()).toHaveAttribute('aria-expanded', 'false');
      await waitFor(() => expect(screen.getAllByRole('combobox', { name: 'Search the site' })).toHaveLength(1));
      expect(screen.getByRole('combobox', { name: 'Search the site' })).toHaveValue('');
      // Opened again, the panel starts empty.
      await user.click(searchToggle());
      await waitFor(() => expect(screen.getAllByRole('combobox', { name: 'Search the site' })).toHaveLength(2));
      expect(screen.getAllByRole('combobox', { name: 'Search the site' })[1]).toHaveValue('');
    });

    it('lists the menu in the same order, with the same active rule', async () => {
      const { user } = renderHeader('/blog/reef-safety');

      await user.click(menuToggle());
      const menu = await screen.findByRole('navigation', { name: 'Mobile navigation' }, PANELS_LOAD);
      const links = within(menu).getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(expectedNav);
      expect(within(menu).getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
      expect(within(menu).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    });

    it('closes the menu and navigates when a menu item is chosen', async () => {
      const { user } = renderHeader('/');

      await user.click(menuToggle());
      const menu = await screen.findByRole('navigation', { name: 'Mobile navigation' }, PANELS_LOAD);
      await user.click(within(menu).getByRole('link', { name: 'Dive Sites' }));

      expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/dive-sites');
      expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
      await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Mobile navigation' })).not.toBeInTheDocument());
    });
  });
});

describe(isNavItemActive.name, () => {
  it('treats Home as active only on the exact root', () => {
    expect(isNavItemActive('/', '/')).toBe(true);
    expect(isNavItemActive('/', '/shop')).toBe(false);
    expect(isNavItemActive('/', '/blog/some-article')).toBe(false);
  });

  it('treats other items as active when the path starts with theirs', () => {
    expect(isNavItemActive('/shop', '/shop')).toBe(true);
    expect(isNavItemActive('/shop', '/shop/12')).toBe(true);
    expect(isNavItemActive('/gear-reviews', '/gear-reviews/best-bcd')).toBe(true);
    expect(isNavItemActive('/shop', '/blog')).toBe(false);
  });
});
