import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { readAnalytics } from './support/analytics';

/** N of the shop's "Showing N of M products". */
const shownOf = (text: string | null): number => Number(text?.match(/^Showing (\d+) of/)?.[1] ?? NaN);

async function eventNames(page: Page): Promise<string[]> {
  return (await readAnalytics(page)).flatMap((entry) => (entry.type === 'event' ? [entry.name] : []));
}

test.describe('shop and gear reviews', () => {
  test('the shop filters to an empty state and Clear Filters brings every product back', async ({ page }) => {
    await page.goto('/shop');
    const count = page.getByText(/^Showing \d+ of \d+ products$/);
    await expect(count).toBeVisible();
    const total = Number((await count.textContent())!.match(/of (\d+)/)![1]);
    expect(total).toBeGreaterThan(10);
    await expect(page.getByTestId('product-card')).toHaveCount(total);

    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Masks' }).click();
    // The count reads "Showing 24 of 24" until the filter applies: wait for fewer, then for the cards to match it.
    await expect.poll(async () => shownOf(await count.textContent())).toBeLessThan(total);
    const masks = shownOf(await count.textContent());
    expect(masks).toBeGreaterThan(0);
    await expect(page.getByTestId('product-card')).toHaveCount(masks);

    await page.getByRole('searchbox', { name: 'Search products' }).fill('titanium snorkel for sharks');
    await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
    await expect(page.getByText(`Showing 0 of ${total} products`)).toBeVisible();
    await expect(page.getByTestId('product-card')).toHaveCount(0);
    // Searches are reported once typing pauses; poll until it arrives.
    await expect.poll(() => eventNames(page)).toEqual(expect.arrayContaining(['filter_products', 'search_products']));

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page.getByText(`Showing ${total} of ${total} products`)).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveText('All Categories');
  });

  test('Check Price is a counted /go/ link that opens a new tab without opener or referrer', async ({ page }) => {
    await page.goto('/shop');
    const link = page.getByTestId('product-card').first().getByRole('link', { name: 'Check Price' });
    await expect(link).toHaveAttribute('href', /^\/go\/\d+\?from=shop-card&page=%2Fshop$/);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'sponsored noopener noreferrer');
  });

  test('a product name leads to its detail page', async ({ page }) => {
    await page.goto('/shop');
    const link = page.getByTestId('product-card').first().getByRole('heading').getByRole('link');
    const name = (await link.textContent())!;
    await link.click();
    await expect(page).toHaveURL(/\/shop\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Check Price' })).toHaveAttribute(
      'href',
      /^\/go\/\d+\?from=product-page&page=%2Fshop%2F\d+$/,
    );
    // The image's frame (around its <picture>) says when the picture has loaded.
    const frame = page.locator('[data-image-state]').filter({ has: page.getByRole('img', { name, exact: true }) });
    await expect(frame).toHaveAttribute('data-image-state', 'loaded');
  });

  test('on a phone, a product we reviewed shows our rating, price and review the same in the shop, on its page and in the review', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/shop');
    // Two compact columns: the first two cards sit side by side.
    const cards = page.getByTestId('product-card');
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(Math.abs(first!.y - second!.y)).toBeLessThan(2);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width);

    const apeks = cards.filter({ hasText: 'Apeks XTX50 Regulator' });
    await expect(apeks.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
    await expect(apeks.getByText('$1,199.00')).toBeVisible();
    await expect(apeks).not.toContainText('(133)');

    await apeks.getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Apeks XTX50 Regulator' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
    // The price shows in the buying box (the sellers' list below repeats it per seller).
    await expect(page.getByText('$1,199.00').first()).toBeVisible();
    await expect(page.getByText(/from \d+ reviews/)).toHaveCount(0);

    await page.getByRole('link', { name: /^Our review of Apeks XTX50 Regulator/ }).click();
    await expect(page).toHaveURL(/\/gear-reviews\/apeks-xtx50-regulator-review$/);
    await expect(page.getByRole('link', { name: 'Buy Now - $1,199.00' })).toBeVisible();
    await expect(page.getByText('$1,199 AUD')).toHaveCount(0);
  });

  test('a review opens from its category and its seller links are sponsored, new-tab and referrer-free', async ({ page }) => {
    await page.goto('/gear-reviews');
    await expect(page.getByTestId('review-card').first()).toBeVisible();
    await page.getByRole('button', { name: 'Masks & Fins' }).click();
    const cards = page.getByTestId('review-card');
    await expect(cards.first()).toBeVisible();
    // The list follows the click a moment later: wait until every card shown carries the category's chip.
    const chips = cards.getByText('Masks & Fins', { exact: true });
    await expect.poll(async () => (await chips.count()) > 0 && (await cards.count()) === (await chips.count())).toBe(true);
    for (const chip of await chips.all()) await expect(chip).toBeVisible();

    const title = (await cards.first().getByRole('heading').textContent())!;
    await cards.first().getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/gear-reviews\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | Dive Down Under`);

    for (const link of [page.getByRole('link', { name: 'Check Current Price' }), page.getByRole('link', { name: /^Buy Now - / })]) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'sponsored noopener noreferrer');
      // The review's own seller link, or the best offer of the shop product it reviews.
      await expect(link).toHaveAttribute(
        'href',
        /^\/go\/(reviews\/[a-z0-9-]+|\d+)\?from=review-(box|bottom)&page=%2Fgear-reviews%2F[a-z0-9-]+$/,
      );
    }
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
    expect(jsonLd).toMatchObject({ '@type': 'Product', review: { reviewRating: { bestRating: 5 } } });
    expect(await eventNames(page)).toEqual(expect.arrayContaining(['filter_gear_reviews', 'review_view']));
  });

  test('an unknown review shows Review Not Found', async ({ page }) => {
    await page.goto('/gear-reviews/no-such-review');
    await expect(page.getByRole('heading', { name: 'Review Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Reviews' }).click();
    await expect(page).toHaveURL(/\/gear-reviews$/);
  });

  test('the home page keeps its poster offline and fills both featured grids', async ({ page }) => {
    await page.goto('/shop');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Discover Australia's Best Scuba Diving Sites");
    await expect(page.locator('video')).toHaveAttribute('poster', '/images/hero-poster.svg');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByTestId('location-card').first()).toBeVisible();
    await expect(page.getByTestId('location-card').first().getByRole('link', { name: 'Explore Sites' })).toHaveAttribute(
      'href',
      '/dive-sites',
    );
  });

  test('the home hero video starts muted and offers pause/play and mute/unmute', async ({ page }) => {
    await page.goto('/');
    const video = page.locator('video');
    await expect(video).toHaveAttribute('src', '/videos/hero-reef.mp4');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    // One slide: it loops, and there are no previous/next buttons or dots.
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.loop)).toBe(true);
    await expect(page.getByRole('button', { name: /previous/i })).toHaveCount(0);

    const mute = page.getByRole('button', { name: /unmute/i });
    await mute.click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);
    await expect(page.getByRole('button', { name: /^mute/i })).toBeVisible();
  });
});
