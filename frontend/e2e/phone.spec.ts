import { request, type Page } from '@playwright/test';
import { expect, test } from './support/test';

/**
 * A diver on a mid-range phone: 390x844, touch, the CPU slowed 4x, keys typed one at a time at an
 * ordinary pace. `fill` sets a value in one event and hid the directory's lost letters.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

const TYPING = { delay: 100 } as const;

test.describe('typing on a slow phone', () => {
  test.slow();

  test('the dive-site search keeps every letter and shows the site on screen; reload keeps the search', async ({ page }) => {
    await page.goto('/dive-sites');
    await slowCpu(page);
    const box = page.getByRole('searchbox', { name: 'Search dive sites' });
    await box.tap();
    await box.pressSequentially('yongala', TYPING);
    await expect(box).toHaveValue('yongala');
    await expect(page.getByTestId('dive-site-count')).toHaveText(/^Showing [1-9]\d* of \d+ dive sites$/);
    const first = page.getByRole('article').first();
    await expect(first.getByRole('heading', { level: 3 })).toContainText(/yongala/i);
    // The diver sees it without scrolling: tapping the box brought the panel up, the result follows it.
    await expect(first).toBeInViewport();
    await expect(page).toHaveURL(/[?&]q=yongala(&|$)/);

    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search dive sites' })).toHaveValue('yongala');
    await expect(page.getByRole('article').first().getByRole('heading', { level: 3 })).toContainText(/yongala/i);
  });

  test('letters typed before the page comes alive are kept, and the directory then filters by them', async ({ page }) => {
    await slowCpu(page);
    // The page paints and takes keys before its scripts arrive (the boot loader waits for the first
    // paint): hold the entry script until the diver has typed.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const alive = page.goto('/dive-sites');
    const box = page.getByRole('searchbox', { name: 'Search dive sites' });
    await box.tap();
    await box.pressSequentially('yongala', TYPING);
    await expect(box).toHaveValue('yongala');
    release();
    await alive;
    await expect(box).toHaveValue('yongala');
    // The tap reached the page once it was alive: the panel came up under the header, as a tap on a
    // live page brings it.
    const panel = page.getByRole('region', { name: 'Filter dive sites' });
    await expect.poll(async () => (await panel.boundingBox())?.y ?? Infinity).toBeLessThan(100);
    await expect(page.getByTestId('dive-site-count')).toHaveText(/^Showing [1-9]\d* of \d+ dive sites$/);
    await expect(page.getByRole('article').first().getByRole('heading', { level: 3 })).toContainText(/yongala/i);
    await expect(page).toHaveURL(/[?&]q=yongala(&|$)/);
    // The next key adds to the word instead of starting a new one.
    await box.press('End');
    await box.pressSequentially('x', TYPING);
    await expect(box).toHaveValue('yongalax');
  });

  test('the shop search keeps every letter; the category and search survive reload', async ({ page }) => {
    await page.goto('/shop');
    await slowCpu(page);
    const box = page.getByRole('searchbox', { name: 'Search products' });
    await box.tap();
    await box.pressSequentially('peregrine', TYPING);
    await expect(box).toHaveValue('peregrine');
    // The list follows the typing a moment later: wait until every card shown is a match.
    const cards = page.getByTestId('product-card');
    await expect
      .poll(async () => {
        const texts = await cards.allTextContents();
        return texts.length > 0 && texts.every((text) => /peregrine/i.test(text));
      })
      .toBe(true);
    const count = page.getByText(/^Showing [1-9]\d* of \d+ products$/);
    await expect(count).toBeVisible();
    const shown = Number((await count.textContent())!.match(/^Showing (\d+)/)![1]);
    await expect(cards).toHaveCount(shown);
    await expect(page).toHaveURL(/[?&]q=peregrine(&|$)/);

    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('peregrine');
    await expect(page.getByTestId('product-card')).toHaveCount(shown);
  });

  test('the header search keeps every letter and lists results', async ({ page }) => {
    await page.goto('/');
    await slowCpu(page);
    await page.getByRole('button', { name: 'Open search' }).tap();
    const box = page.getByRole('combobox', { name: 'Search the site' });
    await box.pressSequentially('yongala', TYPING);
    await expect(box).toHaveValue('yongala');
    await expect(page.getByTestId('site-search-dropdown')).toContainText(/yongala/i);
  });
});

test.describe('the dive-site directory on a phone', () => {
  test('the first result starts on the first screen, a screen holds at least five, and the Filters sheet narrows the list and shows it', async ({
    page,
  }) => {
    await page.goto('/dive-sites');
    await slowCpu(page);
    const rows = page.getByRole('article');
    const first = rows.first();
    await expect(first).toBeVisible();
    const box = await first.boundingBox();
    const { height } = page.viewportSize()!;
    expect(box!.y, 'first result top (px from the top of the page)').toBeLessThan(height - 40);
    // Scrolled to the results, one screen below the sticky header shows five sites or more, whole.
    await page.evaluate(() => document.getElementById('dive-site-results')!.scrollIntoView({ block: 'start' }));
    // Polled: the page may still be scrolling there (smoothly) or laying out its badges.
    await expect
      .poll(
        () =>
          rows.evaluateAll(
            (articles, screen) =>
              articles.filter((a) => a.getBoundingClientRect().top >= 0 && a.getBoundingClientRect().bottom <= screen).length,
            height,
          ),
        { message: 'sites wholly on one phone screen' },
      )
      .toBeGreaterThanOrEqual(5);
    await page.evaluate(() => window.scrollTo(0, 0));

    const count = page.getByTestId('dive-site-count');
    const total = Number((await count.textContent())!.match(/of (\d+)/)![1]);
    await page.getByRole('button', { name: 'Filters', exact: true }).tap();
    const sheet = page.getByRole('dialog', { name: 'Dive site filters' });
    await sheet.getByLabel('Region').selectOption('Sydney');
    await sheet.getByLabel('Skill level').selectOption('Beginner');
    // What the two filters should leave, from the list the page itself reads.
    const listed = (await (await page.request.get('/api/dive-sites/list')).json()) as Array<{ region: string; skillLevel: string }>;
    const shown = listed.filter((site) => site.region === 'Sydney' && site.skillLevel === 'Beginner').length;
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(total);
    // The sheet's button follows the filters a moment after each choice.
    const show = sheet.getByRole('button', { name: /^Show \d+ sites?$/ });
    await expect(show).toHaveText(`Show ${shown} site${shown === 1 ? '' : 's'}`);
    await show.tap();
    await expect(sheet).toBeHidden();
    await expect(count).toHaveText(`Showing ${shown} of ${total} dive sites`);
    // Closing the sheet brings the narrowed results up to the top of the screen, not back to the button.
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById('dive-site-results')!.getBoundingClientRect().top)))
      .toBeLessThan(120);
    await expect(first).toBeInViewport();
    await expect(first).toContainText('Beginner');
    await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
    await expect(page).toHaveURL(/region=Sydney/);
    await expect(page).toHaveURL(/skill=Beginner/);
  });

  test("a row's facts wrap without a dot at the start of a line, and a tap on them opens the site", async ({ page }) => {
    await page.goto('/dive-sites?q=reef');
    // A row whose last fact wrapped to a line of its own (on a 390 px screen several do).
    const wrapped = await page.locator('article .facts').evaluateAll((lists) =>
      lists
        .map((list, index) => {
          const facts = Array.from(list.children);
          const first = facts[0].getBoundingClientRect();
          const last = facts[facts.length - 1].getBoundingClientRect();
          return { index, wraps: facts.length > 1 && last.top > first.top && Math.abs(last.left - first.left) < 1 };
        })
        .filter((row) => row.wraps)
        .map((row) => row.index),
    );
    expect(wrapped.length, 'rows whose facts wrap').toBeGreaterThan(0);
    const row = page.getByRole('article').nth(wrapped[0]);
    await row.scrollIntoViewIfNeeded();
    const facts = row.locator('.facts > *');
    const firstFact = (await facts.first().boundingBox())!;
    const secondFact = (await facts.nth(1).boundingBox())!;
    const lastFact = (await facts.last().boundingBox())!;
    // A fact and the 16 px before it, as the visitor sees them, and again with every dot removed.
    const area = (box: { x: number; y: number; width: number; height: number }) => ({
      x: box.x - 16,
      y: box.y,
      width: box.width + 16,
      height: box.height,
    });
    const shots = () => Promise.all([secondFact, lastFact].map((box) => page.screenshot({ clip: area(box) })));
    const [second, last] = await shots();
    const noDots = await page.addStyleTag({ content: '.facts > *::before { content: none !important; }' });
    const [secondWithout, lastWithout] = await shots();
    await noDots.evaluate((style) => (style as Element).remove());
    expect(second.equals(secondWithout), 'the dot between two facts on one line shows').toBe(false);
    expect(last.equals(lastWithout), 'a fact that starts a line shows no dot, and stands where it would without one').toBe(true);

    // The facts lie over the row's link: a tap on them (not on the region's own link) opens the site.
    const name = (await row.getByRole('heading', { level: 3 }).textContent())!.trim();
    await page.touchscreen.tap(firstFact.x + firstFact.width / 2, firstFact.y + firstFact.height / 2);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('a tap on "Filters" before the sheet has loaded says it is loading, then opens the sheet', async ({ page }) => {
    // The sheet's code held back, as on a slow phone right after the page loads.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/dive-site-filter-sheet-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/dive-sites');
    await slowCpu(page);
    await page.getByRole('button', { name: 'Filters', exact: true }).tap();
    const loading = page.getByRole('status').filter({ hasText: 'Loading the filters…' });
    await expect(loading).toBeVisible();
    release();
    const sheet = page.getByRole('dialog', { name: 'Dive site filters' });
    await expect(sheet.getByLabel('Skill level')).toBeVisible();
    await expect(loading).toHaveCount(0);
    await sheet.getByLabel('Skill level').selectOption('Beginner');
    await sheet.getByRole('button', { name: /^Show \d+ sites?$/ }).tap();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/skill=Beginner/);
  });
});

test.describe('a tap before the page is alive', () => {
  /** Holds the page's entry script until `release`: the page is painted, and nothing listens yet. */
  async function holdScripts(page: Page): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    return release;
  }

  // A page of its own: the suite's page.goto waits for the page to be alive, which is what these taps precede.
  test('"Filters" tapped before the scripts ran opens the sheet once they have', async ({ context }) => {
    const page = await context.newPage();
    const release = await holdScripts(page);
    await page.goto('/dive-sites');
    await page.getByRole('button', { name: 'Filters', exact: true }).tap();
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    release();
    const sheet = page.getByRole('dialog', { name: 'Dive site filters' });
    await expect(sheet.getByLabel('Skill level')).toBeVisible();
  });

  test('the menu tapped before the scripts ran opens once they have', async ({ context }) => {
    const page = await context.newPage();
    const release = await holdScripts(page);
    await page.goto('/blog');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    release();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Dive Sites' }).last()).toBeVisible();
  });
});

test('a dive-site page on a phone asks for the other sites and the map only as the diver scrolls to them', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/dive-sites/list') || /\/assets\/dive-sites-map-[\w-]+\.js$/.test(url.pathname))
      asked.push(url.pathname);
  });
  const sites = (await (await page.request.get('/api/dive-sites')).json()) as Array<{ id: number; name: string }>;
  // Christmas Island has several sites within 50 km.
  const site = sites.find((s) => s.name === 'Perpendicular Wall')!;
  await page.goto(`/dive-sites/${site.id}`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
  await expect(page.getByRole('heading', { level: 1, name: site.name })).toBeInViewport();
  expect(asked, 'requests for the other sites or the map while reading the top of the guide').toEqual([]);

  const nearby = page.getByRole('heading', { name: 'Nearby dive sites' });
  await nearby.scrollIntoViewIfNeeded();
  await expect(page.getByRole('list', { name: 'Dive sites within 50 km' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('region', { name: `Map of ${site.name} and nearby dive sites` })).toBeVisible();
  expect(asked.some((path) => path.startsWith('/api/dive-sites/list'))).toBe(true);
});

test.describe('Back on a phone', () => {
  test.slow();
  const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3100';

  test.beforeAll(async () => {
    // The owner gives Eidsvold Wreck a video through the API, as the admin area does.
    const api = await request.newContext({ baseURL });
    expect((await api.post('/api/admin/login', { data: { password: process.env.E2E_ADMIN_PASSWORD } })).ok()).toBe(true);
    const sites = (await (await api.get('/api/dive-sites')).json()) as Array<{ id: number; name: string }>;
    const site = sites.find((s) => s.name === 'Eidsvold Wreck')!;
    const res = await api.patch(`/api/dive-sites/${site.id}/video`, { data: { videoUrl: 'https://youtu.be/dQw4w9WgXcQ' } });
    expect(res.ok(), await res.text()).toBe(true);
    await api.dispose();
  });

  test('Back closes the dive-video dialog and keeps the directory and what was typed; the close button steps back too', async ({
    page,
  }) => {
    await page.goto('/learn-to-dive');
    await page.goto('/dive-sites');
    await slowCpu(page);
    const box = page.getByRole('searchbox', { name: 'Search dive sites' });
    await box.tap();
    await box.pressSequentially('eidsvold', TYPING);
    const card = page.getByRole('article').filter({ hasText: 'Eidsvold Wreck' });
    // At once, as a diver would: the address may not have followed the typing yet.
    await card.getByRole('button', { name: 'Watch Video' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Dive Video: Eidsvold Wreck' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/dive-sites\?q=eidsvold&video=\d+$/);

    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/dive-sites\?q=eidsvold$/);
    await expect(box).toHaveValue('eidsvold');
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: 'Watch Video' }).tap();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close video' }).tap();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/dive-sites\?q=eidsvold$/);
    // The dialog's entry is gone: the next Back leaves the directory for the page before it.
    await page.goBack();
    await expect(page).toHaveURL(/\/learn-to-dive$/);
  });
});
