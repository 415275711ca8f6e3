import { request, type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { readAnalytics } from './support/analytics';

interface Site {
  id: number;
  name: string;
  region: string;
  skillLevel: string;
  depthRange: string;
  latitude: string;
  longitude: string;
}

const VIDEO_ID = 'dQw4w9WgXcQ';
const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3100';

let sites: Site[];
let videoSite: Site;

/** The owner's session, through the real login endpoint. */
async function adminApi(): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  const login = await api.post('/api/admin/login', { data: { password: process.env.E2E_ADMIN_PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  return api;
}

test.beforeAll(async () => {
  const api = await adminApi();
  sites = await (await api.get('/api/dive-sites')).json();
  // 295 seeded sites, plus any an earlier browser test added through the admin area.
  expect(sites.length).toBeGreaterThanOrEqual(295);
  videoSite = sites.find((s) => s.name === 'Eidsvold Wreck')!;
  const res = await api.patch(`/api/dive-sites/${videoSite.id}/video`, { data: { videoUrl: `https://youtu.be/${VIDEO_ID}` } });
  expect(res.ok(), await res.text()).toBe(true);
  await api.dispose();
});

test.describe('dive-site directory', () => {
  test('filters by region and skill level, shows the count and badges, and clears', async ({ page }) => {
    const region = 'Sydney';
    const level = 'Intermediate';
    const inRegion = sites.filter((s) => s.region === region);
    const inRegionAtLevel = inRegion.filter((s) => s.skillLevel === level);
    expect(inRegionAtLevel.length).toBeGreaterThan(0);
    expect(inRegionAtLevel.length).toBeLessThan(inRegion.length);

    await page.goto('/dive-sites');
    const count = page.getByTestId('dive-site-count');
    await expect(count).toHaveText(`Showing ${sites.length} of ${sites.length} dive sites`);
    // 24 cards at first; the rest behind "Show more".
    await expect(page.getByRole('article')).toHaveCount(24);
    await page.getByRole('button', { name: 'Show more dive sites' }).click();
    await expect(page.getByRole('article')).toHaveCount(48);

    await page.getByLabel('Region').selectOption(region);
    await expect(count).toHaveText(`Showing ${inRegion.length} of ${sites.length} dive sites`);
    await expect(page.getByRole('article')).toHaveCount(Math.min(24, inRegion.length));
    await expect(page.getByText('Region: Sydney')).toBeVisible();

    await page.getByLabel('Skill level').selectOption(level);
    await expect(count).toHaveText(`Showing ${inRegionAtLevel.length} of ${sites.length} dive sites`);
    await expect(page.getByText(`Skill: ${level}`)).toBeVisible();
    for (const card of await page.getByRole('article').all()) {
      await expect(card).toContainText(level);
      await expect(card).toContainText(region);
    }

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(count).toHaveText(`Showing ${sites.length} of ${sites.length} dive sites`);
    await expect(page.getByText('Region: Sydney')).toHaveCount(0);
    await expect(page.getByLabel('Region')).toHaveValue('all');
  });

  test('searches, reports the search, shows the empty state and clears it', async ({ page }) => {
    await page.goto('/dive-sites');
    const count = page.getByTestId('dive-site-count');
    await expect(count).toHaveText(`Showing ${sites.length} of ${sites.length} dive sites`);

    const search = page.getByRole('searchbox', { name: 'Search dive sites' });
    await search.fill('eidsvold');
    await expect(count).toHaveText(`Showing 1 of ${sites.length} dive sites`);
    await expect(page.getByRole('heading', { name: 'Search results for “eidsvold”' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect
      .poll(async () =>
        (await readAnalytics(page)).some(
          (e) => e.type === 'event' && e.name === 'dive_site_search' && e.params?.search_term === 'eidsvold',
        ),
      )
      .toBe(true);

    await search.fill('no such dive site anywhere');
    await expect(page.getByText('No dive sites found')).toBeVisible();
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expect(count).toHaveText(`Showing ${sites.length} of ${sites.length} dive sites`);
    await expect(search).toHaveValue('');
  });

  test('shows the sites on the map with our own marker, and opens a site from a popup', async ({ page }) => {
    await page.goto('/dive-sites');
    const map = page.getByRole('region', { name: 'Map of dive sites' });
    // Tiles are unreachable offline; the clusters are drawn anyway.
    await expect(map.locator('.ddu-cluster').first()).toBeVisible();
    // The spec's map: OpenStreetMap raster tiles, zoom 2 to 18, a 40 by 40 marker.
    await expect(map.locator('img.leaflet-tile').first()).toHaveAttribute(
      'src',
      /^https:\/\/[abc]\.tile\.openstreetmap\.org\/\d+\/\d+\/\d+\.png$/,
    );
    const zoomOut = map.getByRole('button', { name: 'Zoom out' });
    const zoomIn = map.getByRole('button', { name: 'Zoom in' });
    await zoomOut.click(); // from the default zoom 3
    await expect(zoomOut).toHaveAttribute('aria-disabled', 'true');
    await expect(map.locator('img.leaflet-tile').first()).toHaveAttribute('src', /\.org\/2\//);

    await page.getByRole('searchbox', { name: 'Search dive sites' }).pressSequentially('eidsvold', { delay: 100 });
    const marker = map.getByRole('button', { name: 'Eidsvold Wreck' });
    await expect(marker).toBeVisible();
    await expect(marker).toHaveAttribute('src', '/images/dive-site-marker.svg');
    await expect(marker).toHaveCSS('width', '40px');
    await expect(marker).toHaveCSS('height', '40px');
    // One match: zoom 12; six steps in reach the limit of 18.
    for (let step = 0; step < 6; step++) {
      await zoomIn.click();
      await page.waitForTimeout(400); // Leaflet's zoom animation (250 ms) ignores clicks while it runs
    }
    await expect(zoomIn).toHaveAttribute('aria-disabled', 'true');
    await expect(map.locator('img.leaflet-tile').first()).toHaveAttribute('src', /\.org\/18\//);
    await marker.click();
    await map.getByRole('link', { name: 'View dive site' }).click();
    await expect(page).toHaveURL(new RegExp(`/dive-sites/${videoSite.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Eidsvold Wreck' })).toBeVisible();
  });

  test("a site's own pin leaves the neighbour's pin under it tappable", async ({ page }) => {
    // At the page's zoom Flying Fish Cove's pin sits half under Eidsvold Wreck's, which is drawn above it.
    await page.goto(`/dive-sites/${videoSite.id}`);
    const map = page.getByRole('region', { name: 'Map of Eidsvold Wreck and nearby dive sites' });
    await map.scrollIntoViewIfNeeded();
    await expect(map.getByRole('img', { name: 'Eidsvold Wreck (this site)' })).toBeVisible();
    const neighbour = map.getByRole('button', { name: 'Flying Fish Cove (Jetty dive)' });
    // A click on its middle: the part under the site's own pin.
    await neighbour.click();
    await expect(map.getByText('Flying Fish Cove (Jetty dive)', { exact: true })).toBeVisible();
    await expect(map.getByRole('link', { name: 'View dive site' })).toBeVisible();
  });

  test('Back after "Show more" and a visit to a site returns to the same row, list and place', async ({ page }) => {
    await page.goto('/dive-sites');
    await page.getByRole('button', { name: 'Show more dive sites' }).click();
    await expect(page.getByRole('article')).toHaveCount(48);
    await expect(page).toHaveURL(/[?&]shown=48/);
    const row = page.getByRole('article').nth(40);
    const name = (await row.getByRole('heading').getByRole('link').textContent())!;
    await row.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(1000);
    await row.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(/\/dive-sites\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // The site's own pin stands apart from the clustered nearby sites.
    await expect(page.getByRole('img', { name: `${name} (this site)` })).toHaveCount(1);

    await page.goBack();
    await expect(page.getByRole('article')).toHaveCount(48);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 200);
    await expect(page.getByRole('article').filter({ hasText: name })).toBeInViewport();
  });

  test('plays a site video in the "Dive Video:" dialog', async ({ page }) => {
    await page.goto('/dive-sites');
    await page.getByRole('searchbox', { name: 'Search dive sites' }).fill(videoSite.name);
    const card = page.getByRole('article').filter({ hasText: videoSite.name });
    await expect(card.getByText('Video', { exact: true })).toBeVisible();

    await card.getByRole('button', { name: 'Watch Video' }).click();
    const dialog = page.getByRole('dialog', { name: `Dive Video: ${videoSite.name}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('iframe')).toHaveAttribute('src', `https://www.youtube.com/embed/${VIDEO_ID}`);
    await dialog.getByRole('button', { name: 'Close video' }).click();
    await expect(dialog).toBeHidden();
  });

  test('opens a detail page from the header site search', async ({ page }) => {
    await page.goto('/learn-to-dive');
    await page.getByRole('combobox', { name: 'Search the site' }).fill('Eidsvold');
    await page.getByRole('option', { name: /Eidsvold Wreck/ }).click();

    await expect(page).toHaveURL(new RegExp(`/dive-sites/${videoSite.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Eidsvold Wreck' })).toBeVisible();
    await expect(page).toHaveTitle('Eidsvold Wreck, Christmas Island – Dive Site Guide | Dive Down Under');
    await expect(page.getByText('-10.44250, 105.65290')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dive Video: Eidsvold Wreck' })).toBeVisible();

    // Playwright's text filters skip <script> content, so read every JSON-LD block and pick the Place.
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const jsonLd = blocks.map((text) => JSON.parse(text) as { '@type'?: string }).find((data) => data['@type'] === 'Place');
    expect(jsonLd).toMatchObject({ '@type': 'Place', name: 'Eidsvold Wreck', geo: { latitude: -10.4425, longitude: 105.6529 } });

    // Christmas Island has several sites within 50 km: listed with distances, closest first.
    const nearby = page.getByRole('list', { name: 'Dive sites within 50 km' }).getByRole('listitem');
    // The list is drawn once the page's sites have arrived: wait for it before counting.
    await expect(nearby.nth(1)).toBeVisible();
    const distances = (await nearby.allTextContents()).map((text) => {
      const match = /([\d.]+) (k?m)$/.exec(text.trim());
      expect(match, text).not.toBeNull();
      return Number(match![1]) * (match![2] === 'm' ? 0.001 : 1);
    });
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(50);
  });

  test('shows "Dive Site Not Found" for a missing site', async ({ page }) => {
    await page.goto('/dive-sites/999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Dive Site Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Dive Sites' }).click();
    await expect(page).toHaveURL(/\/dive-sites$/);
  });

  test('tells the visitor when location access is refused', async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto('/dive-sites');
    await page.getByRole('button', { name: 'Near me' }).click();
    await expect(page.getByText(/Location access was refused/)).toBeVisible();
  });

  test('credits the data sources', async ({ page }) => {
    await page.goto('/dive-sites');
    const credits = page.getByLabel('Dive-site data sources');
    await expect(credits).toContainText('288 sites © OpenDiveMap contributors');
    await expect(credits).toContainText('Open Database Licence (ODbL) 1.0');
    await expect(credits).toContainText('© State of Western Australia (DPIRD)');
    await expect(credits).toContainText('CC BY 4.0');
  });

  test('ranks a search: "leopard shark" puts Julian Rocks first, as the API does', async ({ page, request: api }) => {
    await page.goto('/dive-sites');
    await page.getByRole('searchbox', { name: 'Search dive sites' }).fill('leopard shark');
    const first = page.getByRole('article').first();
    await expect(first).toContainText('Julian Rocks - Nursery');
    await expect(first).toContainText('Featured');
    const fromApi: Site[] = await (await api.get(`${baseURL}/api/dive-sites/search?q=leopard%20shark`)).json();
    // The descriptions arrive once the page is idle; from then on the order is the API's exactly.
    const names = page.getByRole('article').getByRole('heading').getByRole('link');
    await expect
      .poll(async () => {
        const onPage = await names.allTextContents();
        return JSON.stringify(onPage) === JSON.stringify(fromApi.slice(0, onPage.length).map((s) => s.name));
      })
      .toBe(true);
  });

  test('filters by certification, keeps it in the URL and combines it with other filters', async ({ page }) => {
    const maxDepth = (s: Site) => Math.max(...(s.depthRange.match(/\d+(?:\.\d+)?/g) ?? ['Infinity']).map(Number));
    const openWater = sites.filter((s) => maxDepth(s) <= 18);
    const openWaterSydney = openWater.filter((s) => s.region === 'Sydney');
    await page.goto('/dive-sites');
    await page.getByLabel('Suits my certification').selectOption('open-water');
    const count = page.getByTestId('dive-site-count');
    await expect(count).toHaveText(`Showing ${openWater.length} of ${sites.length} dive sites`);
    await expect(page).toHaveURL(/[?&]cert=open-water/);
    await page.getByLabel('Region').selectOption('Sydney');
    await expect(count).toHaveText(`Showing ${openWaterSydney.length} of ${sites.length} dive sites`);

    // A shared link opens the same filtered directory.
    await page.goto(`/dive-sites?cert=open-water&region=Sydney`);
    await expect(page.getByLabel('Suits my certification')).toHaveValue('open-water');
    await expect(count).toHaveText(`Showing ${openWaterSydney.length} of ${sites.length} dive sites`);
    await expect(page.getByText('Suits: Open Water (to 18 m)')).toBeVisible();
  });

  test('opens a region page from a row, with our intro, its map and its cards', async ({ page }) => {
    const region = 'Byron Bay & Northern NSW';
    const inRegion = sites.filter((s) => s.region === region);
    await page.goto('/dive-sites?q=julian');
    await page
      .getByRole('article')
      .first()
      .getByRole('link', { name: `Dive sites in ${region}` })
      .click();
    await expect(page).toHaveURL(/\/dive-sites\/region\/byron-bay-northern-nsw$/);
    await expect(page.getByRole('heading', { level: 1, name: `Dive sites in ${region}` })).toBeVisible();
    await expect(page.getByText(/Julian Rocks off Byron Bay is the headline/)).toBeVisible();
    await expect(page.getByRole('region', { name: `Map of dive sites in ${region}` })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(inRegion.length);

    await page.goto('/dive-sites/region/atlantis');
    await expect(page.getByRole('heading', { name: 'Region Not Found' })).toBeVisible();
  });

  test('"Near me" sorts the rows by distance and shows it', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: -28.6115, longitude: 153.6287 });
    await page.goto('/dive-sites');
    await page.getByRole('button', { name: 'Near me' }).click();
    await expect(page.getByTestId('distance-sort')).toBeVisible();
    const first = page.getByRole('article').first();
    await expect(first).toContainText('Julian Rocks');
    await expect(first.getByTestId('distance')).toHaveText(/^\d+ m away$/);
  });

  test('on a desktop the list stands beside the map, and "Search this area" lists the sites in view', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/dive-sites');
    const firstRow = page.getByRole('article').first();
    const map = page.getByRole('region', { name: 'Map of dive sites' });
    await expect(map.locator('.ddu-cluster').first()).toBeVisible();
    const row = (await firstRow.boundingBox())!;
    const mapBox = (await map.boundingBox())!;
    // Side by side: the map starts right of the list and level with it, both on the first screen.
    expect(mapBox.x).toBeGreaterThanOrEqual(row.x + row.width);
    expect(Math.abs(mapBox.y - row.y)).toBeLessThan(120);
    expect(row.y).toBeLessThan(900);

    // The map was moved by the page, not the visitor: nothing offered yet.
    const searchArea = page.getByRole('button', { name: 'Search this area' });
    await expect(searchArea).toHaveCount(0);
    const count = page.getByTestId('dive-site-count');
    // A search moves the map to its matches (the page's move); zooming in is the diver's own.
    await page.getByRole('searchbox', { name: 'Search dive sites' }).pressSequentially('sydney', { delay: 50 });
    await expect(count).toHaveText(/^Showing [1-9]\d* of/);
    await page.waitForTimeout(1000); // the map follows the search once typing settles
    await expect(searchArea).toHaveCount(0);
    const searched = (await count.textContent())!;
    await map.getByRole('button', { name: 'Zoom in' }).click();
    await expect(searchArea).toBeVisible();
    await searchArea.click();
    await expect(page.getByTestId('map-area-filter')).toBeVisible();
    await expect(searchArea).toHaveCount(0);
    await expect(count).toHaveText(/^Showing [1-9]\d* of/);
    const names = await page.getByRole('article').getByRole('heading').getByRole('link').allTextContents();
    // Every site listed lies in the area shown: around Sydney, nowhere else on the coast.
    for (const name of names) {
      const site = sites.find((s) => s.name === name)!;
      expect(Math.abs(Number(site.latitude) + 33.9), name).toBeLessThan(1.5);
      expect(Math.abs(Number(site.longitude) - 151.2), name).toBeLessThan(2);
    }

    await page.getByTestId('map-area-filter').locator('.MuiChip-deleteIcon').click();
    await expect(count).toHaveText(searched);
  });
});
