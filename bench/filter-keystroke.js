'use strict';
/* global window, document, requestAnimationFrame -- used inside page.evaluate, which runs in the page */

const { chromium } = require('playwright-core');

const TYPED = 'bench site 123';
const KEY_DELAY_MS = 150; // a quick typist

/**
 * Types into the directory search with real key events and records, in the page, the time from each
 * keydown to the end of the next frame (React re-filters and re-renders, the browser paints).
 */
async function measureFilterKeystrokes(url, total) {
  const browser = await chromium.launch({
    executablePath: process.env.BENCH_CHROMIUM || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(url);
    await page
      .getByTestId('dive-site-count')
      .filter({ hasText: `Showing ${total} of ${total} dive sites` })
      .waitFor({ timeout: 60_000 });
    await page.locator('.ddu-cluster').first().waitFor({ timeout: 60_000 });
    await page.evaluate(() => {
      const samples = [];
      let started = null;
      window.__keystrokeSamples = samples;
      document.addEventListener('keydown', () => (started = performance.now()), true);
      document.addEventListener(
        'input',
        () => {
          const t0 = started;
          requestAnimationFrame(() => setTimeout(() => samples.push(performance.now() - t0), 0));
        },
        true,
      );
    });
    const search = page.getByRole('searchbox', { name: 'Search dive sites' });
    await search.click();
    await search.pressSequentially(TYPED, { delay: KEY_DELAY_MS });
    // Pause so the map catches up (it follows the filters 300 ms after typing stops), then delete.
    await page.waitForTimeout(1500);
    for (let i = 0; i < TYPED.length; i += 1) await search.press('Backspace', { delay: KEY_DELAY_MS });
    await page
      .getByTestId('dive-site-count')
      .filter({ hasText: `Showing ${total} of ${total} dive sites` })
      .waitFor();
    await page.waitForTimeout(300);
    const samples = await page.evaluate(() => window.__keystrokeSamples);
    const sorted = [...samples].sort((a, b) => a - b);
    return { samples, median: sorted[Math.floor(sorted.length / 2)], worst: sorted[sorted.length - 1] };
  } finally {
    await browser.close();
  }
}

module.exports = { measureFilterKeystrokes };
