import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { networkError, pending, reply, stubApi } from '@/test/api-stub';
import { renderRoutes } from '@/test/render';
import { createRoutes, resolveLazyRoutes } from './routes';

const NOT_FOUND = reply(404, { statusCode: 404, message: 'Not Found' });

/**
 * What the pages below ask the API for: empty lists, the detail pages' items missing, no admin
 * session, and the dive site unreachable (its page offers a retry).
 */
const SITE_API = {
  'GET /api/products/featured': [],
  'GET /api/locations/featured': [],
  // The home page's "Calm this weekend" (loaded at once where there is no IntersectionObserver, as in jsdom).
  'GET /api/dive-sites/conditions/weekend': pending,
  'GET /api/products': [],
  'GET /api/products/12': NOT_FOUND,
  'GET /api/reviews/published': [],
  'GET /api/reviews/slug/best-bcd': NOT_FOUND,
  'GET /api/affiliate-links': [],
  'GET /api/dive-sites': [],
  'GET /api/dive-sites/list': [],
  'GET /api/dive-sites/regions': [],
  'GET /api/dive-sites/states': [],
  'GET /api/dive-sites/7': networkError(),
  'GET /api/dive-sites/regions/coral-coast': reply(503, { statusCode: 503, message: 'Service Unavailable' }),
  'GET /api/products/13': reply(500, { statusCode: 500, message: 'Internal server error' }),
  'GET /api/reviews/slug/down': networkError(),
  'GET /api/articles/slug/down': reply(503, { statusCode: 503, message: 'Service Unavailable' }),
  'GET /api/dive-sites/conditions/outlook': {
    status: 'ok',
    message: null,
    fetchedAt: null,
    unavailableSiteIds: [],
    sites: [],
    attribution: { text: '', url: '', licence: '', licenceUrl: '' },
  },
  'GET /api/articles': [],
  'GET /api/articles/slug/reef-safety': NOT_FOUND,
  'GET /api/admin/session': reply(401, { statusCode: 401, message: 'Admin login required.' }),
} as const;

/** As the browser starts: the first page's code is loaded before the first render. */
async function renderApp(path: string) {
  const routes = createRoutes();
  await resolveLazyRoutes(routes, path);
  const { router, user } = renderRoutes(routes, { route: path });
  return { router, user };
}

beforeEach(() => {
  stubApi(SITE_API);
  vi.mocked(window.scrollTo).mockClear();
  window.__dduAnalytics = [];
});

describe('routes', () => {
  // The stubbed API has no items: detail pages show the heading of their not-found state, which still
  // proves the route reaches the right page.
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
    ['/newsletter/confirm?token=1.2.abc', 'Confirm your subscription'],
    ['/admin', 'Admin Access'],
    ['/admin/dive-sites', 'Authentication Required'],
    ['/no/such/page', '404 Page Not Found'],
  ])('%s renders its page inside the layout', async (path, heading) => {
    await renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  // An outage is not a missing item: every detail page says it could not load its item and offers a retry.
  it.each([
    ['/dive-sites/7', 'This dive site could not be loaded'],
    ['/dive-sites/region/coral-coast', 'This region could not be loaded'],
    ['/shop/13', 'This product could not be loaded'],
    ['/gear-reviews/down', 'This review could not be loaded'],
    ['/blog/down', 'This article could not be loaded'],
  ])('%s offers a retry when its item cannot be loaded', async (path, text) => {
    await renderApp(path);

    expect(await screen.findByText(new RegExp(text), undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Not Found/ })).not.toBeInTheDocument();
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
    // The layout scrolls in an effect, which React may run just after the new page is on screen.
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledTimes(1));
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
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
