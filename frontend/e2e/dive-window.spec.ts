import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/**
 * The dive window on a phone (390x844, touch, CPU slowed 4x): the strip of coming three-hour slots, each
 * with its word (never colour alone), a tap opening its reasons, and the best slot in a sentence. The
 * server asks the local Open-Meteo stub (scripts/e2e.sh).
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

test('a dive-site page shows the dive window: the slots with their words, their reasons on a tap, the best in a sentence', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const sites = (await (await request.get('/api/dive-sites')).json()) as { id: number; featured: boolean }[];
  const site = sites.find((s) => !s.featured)!;
  await page.goto(`/dive-sites/${site.id}#three-days`);
  await slowCpu(page);

  const strip = page.getByTestId('dive-window');
  await expect(strip.getByRole('heading', { name: 'Dive window' })).toBeVisible();
  const slots = strip.getByTestId('window-slot');
  await expect(slots.first()).toBeVisible();
  expect(await slots.count()).toBeGreaterThanOrEqual(4);
  for (const text of await slots.allTextContents()) expect(text).toMatch(/^\d{1,2}–\d{1,2}(Good|Fair|Poor|No-go)$/);
  await expect(strip.getByTestId('best-window')).toHaveText(
    /^(Best: (today|tomorrow|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) \d{1,2}–\d{1,2} — .*swell from the [a-z-]+.*|No good or fair window in the next three days\.)$/,
  );
  await expect(strip.getByText(/A forecast, not a safety assessment/)).toBeVisible();

  const first = slots.first();
  const box = (await first.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await first.tap();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  const reasons = strip.getByTestId('window-reasons');
  await expect(reasons).toContainText(/swell from the [a-z-]+/);
  await expect(reasons).toContainText(/\(\d{1,3}\/100\)/);
  await expect(reasons).toBeInViewport();
  await first.tap();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(reasons).toBeEmpty();

  await expect(page.getByTestId('tide-source')).toHaveText(
    /^(Tides predicted for .+, (under 1|\d+) km away|Modelled sea level: no tide station within 50 km)/,
  );
  const path = testInfo.outputPath('dive-window-phone.png');
  await strip.screenshot({ path });
  await testInfo.attach('dive-window-phone', { path, contentType: 'image/png' });
});
