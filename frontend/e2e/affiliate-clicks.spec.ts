import { readAnalytics } from './support/analytics';
import { signIn } from './support/admin';
import { expect, test } from './support/test';

const SELLER_PAGE = '<!doctype html><title>Seller</title><h1>Seller page</h1>';

test.describe('affiliate clicks', () => {
  test('a Check Price click goes through /go/ to the seller, and the admin Clicks tab counts it', async ({ page, context }) => {
    // Chromium does not pass a redirect's next request through Playwright's routes, so the /go/
    // request itself is taken here: it is sent to the real server (which counts it and answers the
    // redirect), and the tab is then given a stand-in seller page. Nothing leaves the machine.
    const goAnswers: { path: string; status: number; location?: string }[] = [];
    await context.route(/\/go\//, async (route) => {
      const answer = await route.fetch({ maxRedirects: 0 });
      goAnswers.push({ path: new URL(route.request().url()).pathname, status: answer.status(), location: answer.headers().location });
      await route.fulfill({ status: 200, contentType: 'text/html', body: SELLER_PAGE });
    });
    const outside: string[] = [];
    await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)[^/]+\//, (route) => {
      outside.push(route.request().url());
      return route.abort();
    });

    await page.goto('/shop');
    const card = page.getByTestId('product-card').first();
    const name = (await card.getByRole('heading').textContent())!;
    const link = card.getByRole('link', { name: 'Check Price' });
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\/go\/\d+\?from=shop-card&page=%2Fshop$/);
    const productId = Number(href.match(/^\/go\/(\d+)/)![1]);
    const product = (await (await page.request.get(`/api/products/${productId}`)).json()) as { affiliateLink: string };

    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await expect(tab.getByRole('heading', { name: 'Seller page' })).toBeVisible();
    expect(new URL(tab.url()).pathname).toBe(`/go/${productId}`);
    expect(goAnswers).toEqual([{ path: `/go/${productId}`, status: 302, location: product.affiliateLink }]);
    expect(outside).toEqual([]);
    await tab.close();
    // The spec's analytics event still fires, and the shop stays where it was.
    expect(await readAnalytics(page)).toContainEqual({
      type: 'event',
      name: 'affiliate_link_click',
      params: { category: 'commerce', label: name },
    });
    await expect(page).toHaveURL(/\/shop$/);

    await signIn(page);
    await page.getByRole('tab', { name: 'Clicks' }).click();
    const perLink = page.getByRole('table', { name: 'Clicks per product or review' });
    await expect(perLink.getByRole('row', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} 1$`) })).toBeVisible();
    const perPlacement = page.getByRole('table', { name: 'Clicks per placement' });
    await expect(perPlacement.getByRole('row', { name: 'Shop – Check Price 1' })).toBeVisible();
    // Pages by title, not by path.
    const perPage = page.getByRole('table', { name: 'Pages whose links earn the most clicks' });
    await expect(perPage.getByRole('row', { name: 'Shop 1', exact: true })).toBeVisible();
    await expect(page.getByTestId('clicks-chart')).toBeVisible();
    await page.getByRole('button', { name: '7 days' }).click();
    await expect(page.getByTestId('clicks-total')).toContainText('1 click');
  });

  test('a review page with seller links hydrates with the same /go/ links and fetches nothing again', async ({ page }) => {
    const reviews = (await (await page.request.get('/api/reviews')).json()) as { slug: string }[];
    const slug = reviews[0]!.slug;
    const problems: string[] = [];
    const apiCalls: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      // The analytics beacon posts the view once the page is idle; nothing else may be asked again.
      if (pathname.startsWith('/api/') && pathname !== '/api/analytics/events') apiCalls.push(request.url());
    });
    const served = await (await page.request.get(`/gear-reviews/${slug}`)).text();
    await page.goto(`/gear-reviews/${slug}`);
    await page.waitForLoadState('networkidle');
    // The review's own link, or (a review of a shop product) the product's best offer: the same before and after hydration.
    const href = (await page.getByRole('link', { name: 'Check Current Price' }).getAttribute('href'))!;
    expect(href).toMatch(new RegExp(`^/go/(reviews/${slug}|\\d+)\\?from=review-box&page=%2Fgear-reviews%2F${slug}$`));
    expect(served).toContain(`href="${href.replaceAll('&', '&amp;')}"`);
    expect(problems.filter((p) => !p.includes('ERR_NAME_NOT_RESOLVED'))).toEqual([]);
    expect(apiCalls).toEqual([]);
  });
});
