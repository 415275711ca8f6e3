import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/**
 * A detail page whose item cannot be loaded (the API down or failing) says so and offers Try again,
 * on a phone with the CPU slowed 4x; it no longer claims the item does not exist.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

test.describe('a detail page that cannot load its item', () => {
  test.slow();

  test('a review: "could not be loaded" with Try again, which shows the review once the API answers', async ({ page }) => {
    await page.goto('/gear-reviews');
    await slowCpu(page);
    let failing = true;
    await page.route('**/api/reviews/slug/**', (route) =>
      failing
        ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"statusCode":503,"message":"Service Unavailable"}' })
        : route.fallback(),
    );
    const card = page.getByTestId('review-card').first();
    const title = (await card.getByRole('heading').textContent())!;
    await card.getByRole('link', { name: title }).tap();

    const alert = page.getByRole('alert');
    await expect(alert).toContainText('This review could not be loaded (Service Unavailable).');
    await expect(page.getByRole('heading', { name: 'Review Not Found' })).toHaveCount(0);
    await expect(alert).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath('review-could-not-be-loaded.png') });

    failing = false;
    await alert.getByRole('button', { name: 'Try again' }).tap();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a missing article still says Article Not Found, answered 404', async ({ page }) => {
    const response = await page.goto('/blog/no-such-article-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
