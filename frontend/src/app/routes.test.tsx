import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { createRoutes, resolveLazyRoutes } from './routes';

/** As the browser starts: the first page's code is loaded before the first render. */
async function renderApp(path: string) {
  const routes = createRoutes();
  await resolveLazyRoutes(routes, path);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user: userEvent.setup() };
}

beforeEach(() => {
  vi.mocked(window.scrollTo).mockClear();
  window.__dduAnalytics = [];
});

describe('routes', () => {
  // Pages load their data from the API, which these unit tests do not run: data pages show the heading
  // of their not-found or error state, which still proves the route reaches the right page.
  it.each([
    ['/', "Discover Australia's Best Scuba Diving Sites"],
    ['/shop', 'Dive Gear Shop'],
    ['/shop/12', 'Product Not Found'],
    ['/gear-reviews', 'Dive Gear Reviews'],
    ['/gear-reviews/best-bcd', 'Review Not Found'],
    ['/dive-sites', 'Australian Dive Sites'],
    ['/learn-to-dive', 'Learn to Dive'],
    ['/blog', 'Diving Blog'],
    ['/blog/reef-safety', 'Article Not Found'],
    ['/about', 'About Dive Down Under'],
    ['/contact', 'Contact Us'],
    ['/affiliate-disclosure', 'Affiliate Disclosure'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-of-service', 'Terms of Service'],
    ['/newsletter/unsubscribe?token=1.abc', 'Unsubscribe'],
    ['/admin', 'Admin Access'],
    ['/admin/dive-sites', 'Authentication Required'],
    ['/no/such/page', '404 Page Not Found'],
  ])('%s renders its page inside the layout', async (path, heading) => {
    await renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('/dive-sites/7 renders the dive-site page, which offers a retry when the site cannot be loaded', async () => {
    await renderApp('/dive-sites/7');

    expect(await screen.findByText(/This dive site could not be loaded/, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('offers a way home from the 404 page', async () => {
    const { router, user } = await renderApp('/nowhere');

    await user.click(await screen.findByRole('link', { name: 'Back to Home' }));

    expect(router.state.location.pathname).toBe('/');
  });

  it('scrolls smoothly to the top and reports a page view on every route change', async () => {
    const { router, user } = await renderApp('/');
    await screen.findByRole('heading', { level: 1 });

    await user.click(within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Blog' }));
    await screen.findByRole('heading', { level: 1, name: 'Diving Blog' });

    expect(router.state.location.pathname).toBe('/blog');
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
    expect(window.__dduAnalytics).toEqual([
      { type: 'page_view', path: '/' },
      { type: 'page_view', path: '/blog' },
    ]);
  });
});

describe('footer', () => {
  it('links the site sections, the legal pages and the sitemap', async () => {
    await renderApp('/');
    const footer = screen.getByRole('contentinfo');

    const explore = within(within(footer).getByRole('navigation', { name: 'Explore' })).getAllByRole('link');
    expect(explore.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Gear Reviews', '/gear-reviews'],
      ['Dive Sites', '/dive-sites'],
      ['Learn to Dive', '/learn-to-dive'],
      ['Blog', '/blog'],
      ['About Us', '/about'],
      ['Contact', '/contact'],
    ]);
    const legal = within(within(footer).getByRole('navigation', { name: 'Legal' })).getAllByRole('link');
    expect(legal.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Affiliate Disclosure', '/affiliate-disclosure'],
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/terms-of-service'],
      ['Sitemap', '/sitemap.xml'],
      ['Blog RSS Feed', '/rss.xml'],
      ['Gear Reviews RSS Feed', '/gear-reviews/rss.xml'],
    ]);
    const sitemap = within(footer).getByRole('link', { name: 'Sitemap' });
    expect(sitemap).toHaveAttribute('target', '_blank');
    expect(sitemap).toHaveAttribute('rel', 'noopener');

    for (const network of ['Facebook', 'Instagram', 'YouTube']) {
      expect(within(footer).getByRole('link', { name: `Dive Down Under on ${network}` })).toHaveAttribute('href', '#');
    }
    expect(footer).toHaveTextContent('Affiliate links help support our content creation.');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Dive Down Under`);
    await screen.findByRole('heading', { level: 1 });
  });

  it('has a skip link to the main content', async () => {
    await renderApp('/');

    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    await screen.findByRole('heading', { level: 1 });
  });
});
