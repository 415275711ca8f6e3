import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';

/**
 * Live conditions on a phone. The server asks a local Open-Meteo stub (scripts/e2e.sh,
 * scripts/open-meteo-stub) whose fixtures make each site calm, "some swell" or rough by a fixed rule.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function expectThreeDaysInTheirRoom(page: Page, request: APIRequestContext): Promise<void> {
  const [site] = (await (await request.get('/api/dive-sites')).json()) as { id: number; name: string }[];
  await page.goto(`/dive-sites/${site.id}`);
  const box = page.getByTestId('conditions-box');
  const reserved = (await box.boundingBox())!.height;
  // Below the first screen: the days are drawn as the diver scrolls to them.
  await box.scrollIntoViewIfNeeded();
  const days = page.getByTestId('conditions-days');
  await expect(days).toBeVisible();
  await expect(days.getByRole('listitem')).toHaveCount(3);
  await expect(days.getByRole('heading', { level: 3 }).first()).toHaveText(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2}$/);
  await expect(days.getByText(/^(Calm|Some swell — sheltered entries only|Rough — not recommended)$/)).toHaveCount(6);
  await expect(days.getByText(/^Water now \d+\.\d °C/)).toBeVisible();
  await expect(days.getByRole('img', { name: /^Tide on / }).first()).toBeVisible();
  await expect(days.getByText(/not local knowledge/)).toBeVisible();
  await expect(days.getByRole('link', { name: 'Open-Meteo.com' })).toHaveAttribute('href', 'https://open-meteo.com/');
  // Nothing below moved: the loaded view fits the room the server's HTML kept for it.
  expect((await box.boundingBox())!.height).toBe(reserved);
  expect((await days.boundingBox())!.height).toBeLessThanOrEqual(reserved);
}

test('a dive-site page shows the next three days in the room kept for them, with the caveat and attribution', async ({ page, request }) => {
  await expectThreeDaysInTheirRoom(page, request);
});

test.describe('on a desktop screen', () => {
  test.use({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false });

  test('the three days sit side by side in their room', async ({ page, request }) => {
    await expectThreeDaysInTheirRoom(page, request);
  });
});

test("the directory's Outlook filter narrows the cards, badges them, and survives a reload", async ({ page }) => {
  await page.goto('/dive-sites');
  const count = page.getByTestId('dive-site-count');
  await expect(page.getByTestId('outlook-badge').first()).toBeVisible();
  const all = Number((await count.textContent())!.match(/of (\d+)/)![1]);

  await page.getByRole('button', { name: /^Filters/ }).tap();
  // Tomorrow: its daylight is all to come whenever the test runs (on a Saturday evening, Saturday has no slot left).
  await page.getByRole('dialog', { name: 'Dive site filters' }).getByLabel('Outlook').selectOption('tomorrow');
  await page.getByRole('button', { name: /^Show \d+ sites?$/ }).tap();
  await expect(page).toHaveURL(/[?&]outlook=tomorrow(&|$)/);
  // The cards follow the filter at a lower priority (useDeferredValue): wait for the narrowed count.
  await expect(count).not.toHaveText(`Showing ${all} of ${all} dive sites`);
  await expect(count).toHaveText(/^Showing [1-9]\d* of \d+ dive sites$/);
  const shown = Number((await count.textContent())!.match(/Showing (\d+)/)![1]);
  expect(shown).toBeLessThan(all);
  const badges = page.getByTestId('outlook-badge');
  await expect(badges.first()).toHaveText(/^Calm (today|tomorrow|on Saturday)$/);
  expect(new Set(await badges.allTextContents()).size).toBe(1);

  await page.reload();
  await expect(count).toHaveText(`Showing ${shown} of ${all} dive sites`);
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await expect(page.getByTestId('outlook-badge').first()).toHaveText(/^Calm (today|tomorrow|on Saturday)$/);
});

test("a region page names the region's best bets this weekend", async ({ page }) => {
  await page.goto('/dive-sites/region/sydney');
  const bets = page.getByRole('region', { name: 'Best bets this weekend in Sydney' });
  await expect(bets).toBeVisible();
  await expect(bets.getByRole('link', { name: 'Open-Meteo.com' })).toBeVisible();
});
