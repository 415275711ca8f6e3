import { request, type Page } from '@playwright/test';
import { expect, test } from './support/test';

/**
 * States on a phone: a diver on a mid-range phone (390x844, touch, the CPU slowed 4x) picks a state
 * and a skill level, and a state's own page as search engines see it.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

interface Site {
  id: number;
  name: string;
  state: string | null;
  skillLevel: string;
}

/** The ids of the dive sites the page links to (cards or rows, whatever the layout). */
async function linkedSiteIds(page: Page): Promise<number[]> {
  const hrefs = await page.locator('main a[href^="/dive-sites/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((href) => /^\/dive-sites\/(\d+)$/.exec(href)?.[1]).filter((id) => id !== undefined))].map(Number);
}

test.describe('states', () => {
  test.slow();

  test('Queensland and Beginner in two taps show only Queensland beginner sites, kept in the address', async ({ page, baseURL }) => {
    const api = await request.newContext({ baseURL });
    const qld = (await (await api.get('/api/dive-sites?state=qld')).json()) as Site[];
    await api.dispose();
    const wanted = qld.filter((site) => site.skillLevel === 'Beginner');
    expect(wanted.length).toBeGreaterThan(10);

    await page.goto('/dive-sites');
    await slowCpu(page);
    const count = page.getByTestId('dive-site-count');
    // Other tests of the suite may have added sites: every site is listed, however many.
    await expect(count).toHaveText(/^Showing (\d+) of \1 dive sites$/);

    const taps = [
      page.getByRole('button', { name: /^Queensland, \d+ sites$/ }),
      page.getByRole('group', { name: 'Skill' }).getByRole('button', { name: 'Beginner' }),
    ];
    for (const chip of taps) {
      await chip.scrollIntoViewIfNeeded();
      await chip.tap();
      await expect(chip).toHaveAttribute('aria-pressed', 'true');
    }
    await expect(count).toHaveText(new RegExp(`^Showing ${wanted.length} of \\d+ dive sites$`));
    await expect(page).toHaveURL(/[?&]state=qld(&|$)/);
    await expect(page).toHaveURL(/[?&]skill=Beginner(&|$)/);
    await page.screenshot({ path: 'test-results/states-phone-directory-qld-beginner.png' });

    const ids = await linkedSiteIds(page);
    const allowed = new Set(wanted.map((site) => site.id));
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.filter((id) => !allowed.has(id))).toEqual([]);

    // The chosen state narrows the region links to its own; a reload keeps both filters.
    await expect(page.getByRole('heading', { name: 'Regions in Queensland' })).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('dive-site-count')).toHaveText(new RegExp(`^Showing ${wanted.length} of \\d+ dive sites$`));
    await expect(page.getByRole('button', { name: /^Queensland, \d+ sites$/ })).toHaveAttribute('aria-pressed', 'true');

    // Tapping Queensland again lets the state go.
    await page.getByRole('button', { name: /^Queensland, \d+ sites$/ }).tap();
    await expect(page.getByTestId('dive-site-count')).not.toHaveText(new RegExp(`^Showing ${wanted.length} of \\d+ dive sites$`));
    await expect(page).not.toHaveURL(/[?&]state=/);
  });

  test('the home page\'s "Calm this weekend" follows the state last chosen in the directory, remembered on the phone', async ({
    page,
    baseURL,
  }, testInfo) => {
    const api = await request.newContext({ baseURL });
    const qld = new Set(((await (await api.get('/api/dive-sites?state=qld')).json()) as Site[]).map((site) => site.id));
    await api.dispose();

    await page.goto('/dive-sites');
    await slowCpu(page);
    const queensland = page.getByRole('button', { name: /^Queensland, \d+ sites$/ });
    await queensland.tap();
    await expect(queensland).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/');
    const row = page.getByRole('region', { name: 'Calm this weekend in Queensland' });
    // The row loads as the visitor scrolls toward it.
    await page.getByLabel("Loading the weekend's calm sites").scrollIntoViewIfNeeded();
    await row.scrollIntoViewIfNeeded();
    await expect(row.getByLabel("Loading the weekend's forecast")).toHaveCount(0);
    const hrefs = await row
      .getByTestId('calm-weekend-site')
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const href of hrefs) expect(qld.has(Number(/\/dive-sites\/(\d+)$/.exec(href ?? '')?.[1]))).toBe(true);
    await expect(row.getByLabel('Where')).toHaveValue('qld');
    await expect(page.context().cookies()).resolves.toEqual([]);
    await row.screenshot({ path: testInfo.outputPath('home-calm-weekend-qld.png') });

    // "Where" on the row itself: all of Australia, remembered for the next visit.
    await row.getByLabel('Where').selectOption({ label: 'All of Australia' });
    await expect(page.getByRole('region', { name: 'Calm this weekend' })).toBeVisible();
    await page.reload();
    await page.getByLabel("Loading the weekend's calm sites").scrollIntoViewIfNeeded();
    await expect(page.getByRole('region', { name: 'Calm this weekend' }).getByLabel('Where')).toHaveValue('');
  });

  test('a search for "Queensland" finds the state\'s sites first', async ({ page }) => {
    await page.goto('/dive-sites');
    await slowCpu(page);
    const box = page.getByRole('searchbox', { name: 'Search dive sites' });
    await box.tap();
    await box.pressSequentially('Queensland', { delay: 100 });
    await expect(box).toHaveValue('Queensland');
    await expect(page.getByTestId('dive-site-count')).toHaveText(/^Showing 12\d of \d+ dive sites$/);
  });

  test('the Queensland page is rendered on the server with its title, canonical and JSON-LD, and lists its sites', async ({
    page,
    baseURL,
  }) => {
    const api = await request.newContext({ baseURL });
    const response = await api.get('/dive-sites/state/queensland');
    expect(response.status()).toBe(200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title>Dive sites in Queensland | Dive Down Under</title>');
    expect(head).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/dive-sites\/state\/queensland"/);
    expect(head).toMatch(/<meta name="description" content="124 dive sites in Queensland[^"]*"/);
    const types = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (m) => (JSON.parse(m[1]!) as { '@type': string })['@type'],
    );
    expect(types).toEqual(expect.arrayContaining(['CollectionPage', 'BreadcrumbList']));
    expect(html).toMatch(/<h1\b[^>]*>Dive sites in Queensland<\/h1>/);
    expect(html).toContain('SS Yongala Wreck');
    expect(html).toContain('href="/dive-sites/region/whitsundays"');
    expect((await api.get('/dive-sites/state/atlantis')).status()).toBe(404);
    await api.dispose();

    await page.goto('/dive-sites/state/queensland');
    await slowCpu(page);
    await expect(page).toHaveTitle('Dive sites in Queensland | Dive Down Under');
    await expect(page.getByTestId('state-site-count')).toHaveText(/^124 dive sites/);
    // The weekend's answer opens the page, on the first phone screen: Queensland sites only.
    const bets = page.getByRole('region', { name: 'Best bets this weekend in Queensland' });
    expect((await bets.boundingBox())!.y).toBeLessThan(844);
    await expect(bets.getByRole('progressbar')).toHaveCount(0);
    const betIds = await bets
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => Number(/\/dive-sites\/(\d+)$/.exec(a.getAttribute('href') ?? '')?.[1])));
    const qld = new Set(((await (await page.request.get('/api/dive-sites?state=qld')).json()) as Site[]).map((site) => site.id));
    for (const id of betIds.filter((id) => !Number.isNaN(id))) expect(qld.has(id)).toBe(true);
    await page.screenshot({ path: 'test-results/states-phone-state-page.png' });
    await page.getByRole('link', { name: /Filter Queensland.s sites/ }).tap();
    await expect(page).toHaveURL(/\/dive-sites\?state=qld$/);
    await expect(page.getByTestId('dive-site-count')).toHaveText(/^Showing 124 of \d+ dive sites$/);
  });
});
