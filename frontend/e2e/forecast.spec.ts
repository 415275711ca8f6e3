import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/test';

/**
 * Forecasts told honestly, on a phone (390x844, touch, CPU slowed 4x). With Open-Meteo down (a second
 * server whose stub answers 500 from the start, scripts/e2e.sh) every place that would show a forecast
 * says so in words; with it working, a site's verdict line and three-day view, and the weekend's best
 * bets at the top of a region page.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const UNAVAILABLE = 'Forecast unavailable right now — we’ll try again shortly.';
const PHONE_SCREEN = 844;

async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

async function shot(page: Page, testInfo: TestInfo, name: string, fullPage = false): Promise<void> {
  // Kept in the test's output folder (test-results/) to be looked at, and attached to the report.
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

async function firstSite(request: APIRequestContext, baseURL: string): Promise<{ id: number; name: string }> {
  const sites = (await (await request.get(`${baseURL}/api/dive-sites`)).json()) as { id: number; name: string; featured: boolean }[];
  // A plain listing: its page is short, so a gap left by the three-day view would show.
  return sites.find((site) => !site.featured)!;
}

test.describe('with the forecast service answering 500', () => {
  const downUrl = process.env.E2E_FORECAST_DOWN_BASE_URL ?? '';
  test.skip(!downUrl, 'scripts/e2e.sh starts the server whose forecast service is down');
  test.use({ baseURL: downUrl });
  test.slow();

  test('the directory disables its Outlook filter and says why', async ({ page }, testInfo) => {
    await page.goto('/dive-sites');
    await slowCpu(page);
    await expect(page.getByTestId('dive-site-count')).toHaveText(/^Showing \d+ of \d+ dive sites$/);
    await page.getByRole('button', { name: /^Filters/ }).tap();
    const sheet = page.getByRole('dialog', { name: 'Dive site filters' });
    const outlook = sheet.getByLabel('Outlook');
    await expect(outlook).toBeDisabled();
    await expect(sheet.getByTestId('outlook-filter-reason')).toHaveText(UNAVAILABLE);
    await expect(sheet.getByLabel('Skill level')).toBeEnabled();
    await shot(page, testInfo, 'directory-filters-forecast-down');
  });

  test('a link to "calm on Saturday" says the forecast is unavailable, not that no site was found', async ({ page }) => {
    await page.goto('/dive-sites?outlook=saturday');
    await slowCpu(page);
    const notice = page.getByTestId('outlook-unavailable');
    await expect(notice).toContainText(UNAVAILABLE);
    await expect(page.getByText('No dive sites found')).toHaveCount(0);
    await notice.getByRole('button', { name: 'Show sites whatever the conditions' }).tap();
    await expect(page).not.toHaveURL(/outlook=/);
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test('a region page opens with its best bets, which say the forecast is unavailable', async ({ page }, testInfo) => {
    await page.goto('/dive-sites/region/sydney');
    await slowCpu(page);
    const bets = page.getByRole('region', { name: 'Best bets this weekend in Sydney' });
    await expect(bets.getByTestId('forecast-notice')).toHaveText(UNAVAILABLE);
    await expect(bets.getByText(/looks calm/)).toHaveCount(0);
    expect((await bets.boundingBox())!.y).toBeLessThan(PHONE_SCREEN);
    await shot(page, testInfo, 'region-forecast-down');
  });

  test('the home page\'s "Calm this weekend" says the forecast is unavailable, not that nothing is calm', async ({ page }, testInfo) => {
    await page.goto('/');
    await slowCpu(page);
    const row = page.getByRole('region', { name: 'Calm this weekend' });
    // The row loads as the visitor scrolls toward it.
    await page.getByLabel("Loading the weekend's calm sites").scrollIntoViewIfNeeded();
    await row.scrollIntoViewIfNeeded();
    await expect(row.getByTestId('forecast-notice')).toHaveText(UNAVAILABLE);
    await expect(row.getByText(/looks calm/)).toHaveCount(0);
    // No dead end: a link to the sites that suit a beginner, which needs no forecast.
    await expect(row.getByRole('link', { name: 'Find more sites calm on Saturday' })).toHaveCount(0);
    await shot(page, testInfo, 'home-calm-weekend-forecast-down');
    await row.getByRole('link', { name: 'Browse beginner-friendly sites' }).tap();
    await expect(page).toHaveURL(/\/dive-sites\?skill=Beginner$/);
    await expect(page.getByTestId('dive-site-count')).toHaveText(/^Showing \d+ of \d+ dive sites$/);
    // Every site listed suits a beginner.
    await expect(page.getByRole('article').first()).toContainText('Beginner');
    await expect(page.getByRole('article').filter({ hasText: /Intermediate|Advanced/ })).toHaveCount(0);
  });

  test('a dive-site page says so in one line and keeps no empty room for the three days', async ({ page, request, baseURL }, testInfo) => {
    const site = await firstSite(request, baseURL!);
    await page.goto(`/dive-sites/${site.id}`);
    await slowCpu(page);
    const verdict = page.getByTestId('forecast-verdict');
    await expect(verdict.getByTestId('forecast-notice')).toHaveText(UNAVAILABLE);
    await expect(verdict).toBeInViewport();
    const box = page.getByTestId('conditions-box');
    await expect(box.getByTestId('forecast-notice')).toHaveText(UNAVAILABLE);
    // Only the room of the sentence (two lines on a phone), not the ~800 px kept for the three days.
    await expect.poll(async () => (await box.boundingBox())!.height).toBeLessThanOrEqual(48);
    await shot(page, testInfo, 'site-forecast-down', true);
  });
});

test.describe('with the forecast service working', () => {
  test.slow();

  test("a dive-site page opens with today's and tomorrow's verdict, linking to the three days", async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const site = await firstSite(request, baseURL!);
    await page.goto(`/dive-sites/${site.id}`);
    await slowCpu(page);
    const verdict = page.getByTestId('forecast-verdict');
    await expect(verdict).toContainText(/Today (calm|some swell|rough)/);
    await expect(verdict).toContainText(/Tomorrow (calm|some swell|rough)/);
    await expect(verdict).toBeInViewport();
    await shot(page, testInfo, 'site-verdict');
    await verdict.getByRole('link', { name: 'The three days ›' }).tap();
    await expect(page).toHaveURL(/#three-days$/);
    await expect(page.getByRole('heading', { name: 'The next three days' })).toBeInViewport();
    // The jump brings the days there: they are drawn as their room comes near the screen.
    await expect(page.getByTestId('conditions-days').getByRole('listitem')).toHaveCount(3);
  });

  test('the three-day view names sunrise and sunset and labels the tide curve', async ({ page, request, baseURL }, testInfo) => {
    const site = await firstSite(request, baseURL!);
    await page.goto(`/dive-sites/${site.id}#three-days`);
    await slowCpu(page);
    const days = page.getByTestId('conditions-days');
    await expect(days.getByTestId('sun-times').first()).toHaveText(/^Sunrise \d\d:\d\d · Sunset \d\d:\d\d$/);
    const tide = days.getByTestId('tide-curve').first();
    await expect(tide).toContainText(/High \d\d:\d\d/);
    await expect(tide).toContainText(/Low \d\d:\d\d/);
    await expect(tide).toContainText('06:00');
    await expect(tide).toContainText('18:00');
    await days.getByRole('listitem').first().scrollIntoViewIfNeeded();
    await shot(page, testInfo, 'three-days-phone');
    console.log(
      'three days on a phone:',
      (await days.boundingBox())!.height,
      'of',
      (await page.getByTestId('conditions-box').boundingBox())!.height,
    );
  });

  test('a region page opens with its best bets this weekend', async ({ page }, testInfo) => {
    await page.goto('/dive-sites/region/sydney');
    await slowCpu(page);
    const bets = page.getByRole('region', { name: 'Best bets this weekend in Sydney' });
    await expect(bets.getByTestId('best-bets')).not.toContainText(UNAVAILABLE);
    await expect(bets.getByRole('link', { name: 'Open-Meteo.com' })).toBeVisible();
    expect((await bets.boundingBox())!.y).toBeLessThan(PHONE_SCREEN);
    await shot(page, testInfo, 'region-best-bets');
  });

  test.describe('on a desktop screen', () => {
    test.use({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false });

    test('every outlook badge stays inside its day card', async ({ page, request, baseURL }, testInfo) => {
      const site = await firstSite(request, baseURL!);
      await page.goto(`/dive-sites/${site.id}#three-days`);
      const cards = page.getByTestId('conditions-days').getByRole('listitem');
      await expect(cards).toHaveCount(3);
      // Each card and its badges measured in one frame: read one at a time, a card could move (the page
      // above it still settling) between the reads.
      const overflowing = () =>
        page.getByTestId('conditions-days').evaluate((list) =>
          Array.from(list.querySelectorAll('li')).flatMap((card) => {
            const right = card.getBoundingClientRect().right;
            const chips = Array.from(card.querySelectorAll('.MuiChip-root'));
            return chips.filter((chip) => chip.getBoundingClientRect().right > right + 0.5).map((chip) => chip.textContent);
          }),
        );
      await expect(cards.first().locator('.MuiChip-root').first()).toBeVisible();
      await expect.poll(overflowing).toEqual([]);
      await page.getByTestId('conditions-days').scrollIntoViewIfNeeded();
      await shot(page, testInfo, 'three-days-desktop');
    });
  });
});
