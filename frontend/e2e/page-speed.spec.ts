import { request, type APIRequestContext } from '@playwright/test';
import { headScriptTags, namedScripts } from './support/page-scripts';
import { expect, test } from './support/test';

/**
 * What a phone waits for before a public page's first paint. Counted from the HTML the
 * server sends and the entry script's static imports, never from timings.
 */
let api: APIRequestContext;

test.beforeAll(async ({ baseURL }) => {
  api = await request.newContext({ baseURL });
});

test.afterAll(async () => {
  await api.dispose();
});

async function first(path: string, key: 'slug' | 'id'): Promise<string> {
  const items = (await (await api.get(path)).json()) as Record<string, unknown>[];
  const value = items[0]?.[key];
  if (value === undefined) throw new Error(`${path} returned no items`);
  return String(value);
}

/**
 * The most scripts each page loads as it starts: the entry, its page chunk and the kits it shares
 * with other pages (frontend/build-plugins/page-chunks.ts). Before the kits the shop asked for 31, all ahead
 * of its first paint; now a page asks for none of them until it has loaded and painted (the boot
 * loader, backend/src/pages/render/boot-loader.ts). The dive-site pages went from 9–10 to 11 when they took
 * PageHero and the address-held video dialog (merged after the kits were drawn).
 */
const SCRIPT_BUDGETS: { name: string; path: () => Promise<string>; budget: number }[] = [
  { name: '/', path: async () => '/', budget: 5 },
  { name: 'an article', path: async () => `/blog/${await first('/api/articles', 'slug')}`, budget: 5 },
  { name: 'a review', path: async () => `/gear-reviews/${await first('/api/reviews', 'slug')}`, budget: 5 },
  { name: '/gear-reviews', path: async () => '/gear-reviews', budget: 6 },
  { name: '/blog', path: async () => '/blog', budget: 9 },
  { name: 'a dive site', path: async () => `/dive-sites/${await first('/api/dive-sites', 'id')}`, budget: 11 },
  { name: '/shop', path: async () => '/shop', budget: 10 },
  // One more since the state chips and forecast notices (a kit shared with the site page).
  { name: '/dive-sites', path: async () => '/dive-sites', budget: 12 },
];

/** The files an ES module imports statically (`import{a as b}from"./kit-x.js"`, `import"./y.js"`), as site paths. */
async function staticImports(scriptPath: string): Promise<string[]> {
  const code = await (await api.get(scriptPath)).text();
  const specifiers = [...code.matchAll(/\bimport\s*(?:[\w$*{][^;]*?from\s*)?["'](\.{1,2}\/[^"']+)["']/g)].map((match) => match[1] ?? '');
  return specifiers.map((specifier) => new URL(specifier, `http://site${scriptPath}`).pathname);
}

test.describe('scripts and the first paint', () => {
  for (const { name, path: pathOf, budget } of SCRIPT_BUDGETS) {
    test(`${name} paints before it asks for a script, then loads at most ${budget}`, async ({ page }) => {
      const path = await pathOf();
      const html = await (await api.get(path)).text();
      // Nothing in the head makes the browser fetch a script before it can paint.
      expect(headScriptTags(html)).toEqual([]);
      const named = new Set(namedScripts(html));
      const [entry] = named;
      expect(entry, 'the entry script').toBeDefined();
      // What the entry itself imports is fetched before anything runs, named in the list or not.
      for (const file of await staticImports(entry ?? '')) named.add(file);
      expect(named.size, [...named].join('\n')).toBeLessThanOrEqual(budget);

      // In the browser the page paints first: the order of events, read from the page's own timeline.
      await page.goto(path);
      const { paintedAt, scriptsBeforePaint, scripts } = await page.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        const loaded = performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
        return {
          paintedAt: paint?.startTime ?? null,
          scriptsBeforePaint: loaded.filter((entry) => paint && entry.startTime < paint.startTime).map((entry) => entry.name),
          scripts: loaded.length,
        };
      });
      expect(paintedAt, 'the page painted').not.toBeNull();
      expect(scripts).toBeGreaterThan(0);
      // The goal is at most 8 script requests before the first paint; a rendered page makes none.
      expect(scriptsBeforePaint).toEqual([]);
    });
  }
});

test.describe('the directory map loads after the page answers', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the map is asked for only as it comes near the screen; the filters answer while it loads, and it then shows the filtered sites', async ({
    page,
  }) => {
    const total = ((await (await api.get('/api/dive-sites')).json()) as unknown[]).length;
    // Hold the map's code until the filters have been used.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const mapRequests: string[] = [];
    await page.route(/\/assets\/dive-sites-map-[\w-]+\.js$/, async (route) => {
      mapRequests.push(route.request().url());
      await released;
      await route.continue();
    });
    await page.goto('/dive-sites');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    // Live and idle, at the top of a list of every site: the map, two thousand pixels down, is not loaded.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
    expect(mapRequests).toEqual([]);
    await expect(page.getByLabel('Loading map')).toHaveCount(1);

    const count = page.getByTestId('dive-site-count');
    await expect(count).toHaveText(`Showing ${total} of ${total} dive sites`);
    // One match brings the map up near the screen: now it is asked for, and the list answers meanwhile.
    const mapRequested = page.waitForRequest(/\/assets\/dive-sites-map-[\w-]+\.js$/);
    await page.getByRole('searchbox', { name: 'Search dive sites' }).pressSequentially('eidsvold');
    await expect(count).toHaveText(`Showing 1 of ${total} dive sites`);
    await expect(page.getByRole('article')).toHaveCount(1);
    await mapRequested;
    await expect(page.getByLabel('Loading map')).toBeVisible();
    await expect(page.locator('.leaflet-container')).toHaveCount(0);

    release();
    const map = page.getByRole('region', { name: 'Map of dive sites' });
    await expect(map.getByRole('button', { name: 'Eidsvold Wreck' })).toBeVisible();
    await expect(page.getByLabel('Loading map')).toHaveCount(0);
  });
});

test.describe('images further down a page', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('wait undrawn, spinner and all, until the diver scrolls to them; each then loads', async ({ page }) => {
    await page.goto('/shop');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const boxes = page.locator('[data-image-state]');
    const last = boxes.last();
    // Far below the first screen the browser skips what the box holds: its spinner does not turn
    // (each turning spinner cost the main thread a restyle every frame, a page of them about a second
    // of a phone's first four).
    await expect(last).toHaveAttribute('data-image-state', 'loading');
    // Whether the box's spinner is drawn (no spinner: its image has loaded).
    const drawn = (box: typeof last) =>
      box.evaluate(
        (element) => element.querySelector('[aria-label="Loading image"]')?.checkVisibility({ contentVisibilityAuto: true }) ?? 'loaded',
      );
    expect(await drawn(last)).toBe(false);
    expect(await drawn(boxes.first())).not.toBe(false);

    // Scrolled to as a diver would, a screen at a time: every image on the way loads.
    const count = await boxes.count();
    for (let index = 0; index < count; index += 1) {
      await boxes.nth(index).scrollIntoViewIfNeeded();
      await expect(boxes.nth(index)).toHaveAttribute('data-image-state', 'loaded');
    }
  });
});

test.describe("the site's illustrations", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('arrive as WebP pictures sized for the card, never as SVG documents the page would have to draw', async ({ page }) => {
    const svgs: string[] = [];
    page.on('request', (request) => {
      if (/\/images\/(blog|gear|locations)\/.+\.svg$/.test(new URL(request.url()).pathname)) svgs.push(request.url());
    });
    for (const address of ['/shop', '/blog']) {
      await page.goto(address);
      const frame = page.locator('[data-image-state]').first();
      await expect(frame).toHaveAttribute('data-image-state', 'loaded');
      const image = frame.locator('img');
      const { currentSrc, naturalWidth } = await image.evaluate((img: HTMLImageElement) => ({
        currentSrc: img.currentSrc,
        naturalWidth: img.naturalWidth,
      }));
      // A phone's card or lead image is under 480 CSS pixels wide: the smaller picture is enough.
      expect(currentSrc, address).toMatch(/\/images\/(gear|blog)\/[a-z0-9-]+\.480\.webp$/);
      expect(naturalWidth).toBeGreaterThan(0);
    }
    expect(svgs).toEqual([]);
  });
});

test.describe('the entry script', () => {
  test('asks V8 to compile it while it streams in (its first line), and no other script the page loads', async () => {
    const named = namedScripts(await (await api.get('/dive-sites')).text());
    const [entry, ...others] = named;
    const firstLine = (await (await api.get(entry ?? '')).text()).split('\n')[0];
    expect(firstLine).toBe('//# allFunctionsCalledOnLoad');
    expect(others.length).toBeGreaterThan(0);
    for (const script of others) expect(await (await api.get(script)).text(), script).not.toContain('allFunctionsCalledOnLoad');
  });
});

test.describe("the site's icon", () => {
  test('is a PNG picture of the stated size, not an SVG the page would draw as a document of its own', async ({ page, request }) => {
    await page.goto('/dive-sites');
    const icons = await page
      .locator('link[rel="icon"], link[rel="apple-touch-icon"]')
      .evaluateAll((links) => links.map((link) => ({ href: link.getAttribute('href')!, sizes: link.getAttribute('sizes') })));
    expect(icons.length).toBeGreaterThanOrEqual(2);
    for (const { href, sizes } of icons) {
      const answer = await request.get(href);
      expect(answer.status(), href).toBe(200);
      expect(answer.headers()['content-type'], href).toBe('image/png');
      const body = await answer.body();
      // A PNG's width and height, in its header.
      const [width, height] = [body.readUInt32BE(16), body.readUInt32BE(20)];
      expect(width, href).toBe(height);
      if (sizes) expect(`${width}x${height}`, href).toBe(sizes);
    }
  });
});

test.describe("the site's illustrations on a computer", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('are the vector itself: sharp at any size', async ({ page }) => {
    await page.goto('/blog');
    const frame = page.locator('[data-image-state]').first();
    await expect(frame).toHaveAttribute('data-image-state', 'loaded');
    expect(await frame.locator('img').evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/images\/blog\/[a-z0-9-]+\.svg$/);
  });
});
