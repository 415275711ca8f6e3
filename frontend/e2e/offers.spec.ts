import type { Locator } from '@playwright/test';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import mysql from 'mysql2/promise';
import { signIn } from './support/admin';
import { expect, test } from './support/test';

/** A diver comparing sellers on a phone: 390x844, touch. */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const RUN = Date.now().toString(36);

test.describe('a product with several sellers', () => {
  test("shows every seller's checked price, the 90-day chart and the main button's price", async ({ page, baseURL }) => {
    // Sign-in, three sellers, ten days of prices and the lazy chart on a shared 2-core machine.
    test.setTimeout(90_000);
    await signIn(page);
    const name = `Offer Test Computer ${RUN}`;
    const created = await page.request.post('/api/products', {
      data: {
        name,
        category: 'computers',
        description: 'A dive computer sold by three shops.',
        price: '499.00',
        imageUrl: '/images/gear/suunto-d5.svg',
        // The "sellers" are pages of this very server, so nothing leaves the machine.
        affiliateLink: `${baseURL}/about?seller=first`,
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    for (const offer of [
      { sellerName: 'Cheap Dive', affiliateUrl: `${baseURL}/about?seller=cheap`, price: '449.00' },
      { sellerName: 'Empty Shelf', affiliateUrl: `${baseURL}/about?seller=empty`, price: '399.00', inStock: false },
    ]) {
      expect((await page.request.post(`/api/admin/products/${id}/offers`, { data: offer })).status()).toBe(201);
    }
    // Ten earlier days between $480 and $520: today's $449 is the lowest in 90 days.
    const db = await mysql.createConnection(process.env.E2E_DATABASE_URL!);
    try {
      const [rows] = await db.query('SELECT id FROM product_offers WHERE productId = ? ORDER BY id LIMIT 1', [id]);
      const offerId = (rows as { id: number }[])[0]!.id;
      const readings = Array.from({ length: 10 }, (_, i) => [
        offerId,
        id,
        (480 + (i % 5) * 10).toFixed(2),
        'AUD',
        'in_stock',
        'page',
        '',
        new Date(Date.now() - (i + 1) * 86_400_000),
      ]);
      await db.query(
        `INSERT INTO product_offer_prices (offerId, productId, price, currency, availability, source, flag, checkedAt) VALUES ${readings.map(() => '(?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
        readings.flat(),
      );
    } finally {
      await db.end();
    }
    await page.request.patch(`/api/products/${id}`, { data: { featured: false } }); // a write refreshes the cached history

    await page.goto(`/shop/${id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // The main button's price: the lowest in-stock price, and why.
    await expect(page.getByText('$449.00', { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId('best-offer-note')).toHaveText(
      /^Lowest price of 3 sellers, at Cheap Dive, checked (just now|\d+ min ago)\.$/,
    );
    const button = page.getByRole('link', { name: 'Check Price' });
    const go = await page.request.get((await button.getAttribute('href'))!, { maxRedirects: 0, headers: { 'user-agent': 'Mozilla/5.0' } });
    expect(go.status()).toBe(302);
    expect(go.headers().location).toBe(`${baseURL}/about?seller=cheap`);

    const offers = page.getByRole('list', { name: 'Prices from sellers' }).getByTestId('offer');
    await expect(offers).toHaveCount(3);
    await expect(offers.nth(0)).toContainText('Cheap Dive');
    await expect(offers.nth(0)).toContainText('Best price');
    await expect(offers.nth(0)).toContainText('✓ In stock');
    await expect(offers.filter({ hasText: 'Empty Shelf' })).toContainText('✗ Out of stock');
    await expect(offers.filter({ hasText: 'Empty Shelf' })).toContainText('$399.00');
    const sellerLink = offers.nth(0).getByRole('link', { name: /Go to Cheap Dive/ });
    const tap = await sellerLink.boundingBox();
    expect(tap!.height).toBeGreaterThanOrEqual(44);

    const chart = page.getByTestId('price-chart');
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('svg').first()).toBeVisible();
    await expect(chart).toHaveAttribute('aria-label', /today \$449\.00/);
    await expect(page.getByText('Lowest price in 90 days')).toBeVisible();
    await expect(page.getByTestId('typical-price')).toContainText('Typical price: $');
  });
});

test("the owner lists a seller's feed by address, fetches it and the shop follows its price", async ({ page }) => {
  test.setTimeout(90_000);
  // The affiliate network: a feed file on this machine.
  const gtin = '9300000' + RUN.slice(-6).padStart(6, '0').replace(/\D/g, '7');
  const feed = http.createServer((_req, res) =>
    res
      .writeHead(200, { 'content-type': 'text/csv' })
      .end(`id,title,link,price,availability,gtin,mpn\nF-1,Feed Computer,https://x.example/f,412.00 AUD,in stock,${gtin},\n`),
  );
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  try {
    await signIn(page);
    const name = `Feed Test Computer ${RUN}`;
    const created = await page.request.post('/api/products', {
      data: {
        name,
        category: 'computers',
        description: 'A dive computer priced by a feed.',
        price: '499.00',
        imageUrl: '/images/gear/suunto-d5.svg',
      },
    });
    const { id } = (await created.json()) as { id: number };
    const seller = `Feed Shop ${RUN}`;
    const offer = { sellerName: seller, affiliateUrl: 'https://x.example/f', price: '459.00', gtin };
    expect((await page.request.post(`/api/admin/products/${id}/offers`, { data: offer })).status()).toBe(201);

    await page.goto('/admin?tab=products');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const section = page.getByRole('region', { name: 'Feeds by address' });
    await section.getByLabel('Feed seller name').pressSequentially(seller, { delay: 20 });
    const address = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/feed-${RUN}.csv`;
    await section.getByLabel('Feed address').pressSequentially(address, { delay: 20 });
    await section.getByRole('button', { name: 'Add Feed' }).tap();
    await expect(section.getByRole('status')).toContainText(`The feed of ${seller} will be fetched every day.`);
    const listed = section.getByTestId('price-feed-source').filter({ hasText: address });
    await expect(listed).toContainText('Not fetched yet');

    await listed.getByRole('button', { name: 'Fetch now' }).tap();
    await expect(section.getByRole('status')).toContainText(`1 of 1 rows updated ${seller}'s prices.`);
    await expect(listed).toContainText(/1 of 1 rows updated prices\. \(fetched just now\)/);
    await section.screenshot({ path: test.info().outputPath('feed-by-address-phone.png') });

    await listed.getByRole('button', { name: `Stop fetching the feed of ${seller}` }).tap();
    await expect(listed).toHaveCount(0);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.goto(`/shop/${id}`);
    await expect(page.getByRole('list', { name: 'Prices from sellers' }).getByTestId('offer').filter({ hasText: seller })).toContainText(
      '$412.00',
    );
  } finally {
    feed.close();
  }
});

/**
 * The text colour of an element as "rgb(r, g, b)", and whether a person would call it red: red clearly
 * above green and blue, dark red (an error alert's text) included, the site's navy and grey text not.
 */
async function textColour(locator: Locator): Promise<{ color: string; red: boolean }> {
  const color = await locator.evaluate((element) => getComputedStyle(element).color);
  const [r = 0, g = 0, b = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  const others = Math.max(g, b);
  return { color, red: r - others >= 40 && r >= 1.4 * others };
}

test("a feed that fails says why in red, in the owner's words, and the shop keeps its price", async ({ page }) => {
  test.setTimeout(90_000);
  // The affiliate network on this machine: its server fails first, then it sends a broken file.
  let answer: 'fault' | 'malformed' = 'fault';
  const asked: string[] = [];
  const feed = http.createServer((_req, res) => {
    asked.push(answer);
    if (answer === 'fault') return res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
    res.writeHead(200, { 'content-type': 'text/csv' }).end('id,title,link,price,availability,gtin,mpn\nF-1,Feed Computer,412.00 AUD\n');
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  try {
    await signIn(page);
    const name = `Failing Feed Computer ${RUN}`;
    const created = await page.request.post('/api/products', {
      data: {
        name,
        category: 'computers',
        description: 'A dive computer whose seller feed breaks.',
        price: '499.00',
        imageUrl: '/images/gear/suunto-d5.svg',
      },
    });
    const { id } = (await created.json()) as { id: number };
    const seller = `Failing Shop ${RUN}`;
    const offer = { sellerName: seller, affiliateUrl: 'https://x.example/f', price: '459.00', gtin: '9300000000017' };
    expect((await page.request.post(`/api/admin/products/${id}/offers`, { data: offer })).status()).toBe(201);

    await page.goto('/admin?tab=products');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const section = page.getByRole('region', { name: 'Feeds by address' });
    await section.getByLabel('Feed seller name').pressSequentially(seller, { delay: 20 });
    const address = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/failing-${RUN}.csv`;
    await section.getByLabel('Feed address').pressSequentially(address, { delay: 20 });
    await section.getByRole('button', { name: 'Add Feed' }).tap();
    await expect(section.getByRole('status')).toContainText(`The feed of ${seller} will be fetched every day.`);
    expect(await textColour(section.getByRole('status'))).toMatchObject({ red: false });
    const listed = section.getByTestId('price-feed-source').filter({ hasText: address });

    const fault =
      "The feed could not be fetched: the network's server had a fault (error 500); the next try may work. Prices stay as they were.";
    await listed.getByRole('button', { name: 'Fetch now' }).tap();
    const alert = section.getByRole('alert');
    await expect(alert).toHaveText(fault);
    expect(await textColour(alert)).toEqual({ color: expect.any(String), red: true });
    // The feed's own line keeps the reason, in red too, for the owner who comes back later.
    const lastFetch = listed.getByText(`${fault} (fetched just now)`);
    await expect(lastFetch).toBeVisible();
    expect(await textColour(lastFetch)).toEqual({ color: expect.any(String), red: true });
    await section.screenshot({ path: test.info().outputPath('failing-feed-phone.png') });

    answer = 'malformed';
    await listed.getByRole('button', { name: 'Fetch now' }).tap();
    await expect(alert).toHaveText('The feed was not used: Row 2: it has 3 values but the header has 7 columns.');
    expect(await textColour(alert)).toEqual({ color: expect.any(String), red: true });
    expect(asked).toEqual(['fault', 'malformed']);

    await listed.getByRole('button', { name: `Stop fetching the feed of ${seller}` }).tap();
    await expect(listed).toHaveCount(0);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.goto(`/shop/${id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Prices from sellers' }).getByTestId('offer').filter({ hasText: seller })).toContainText(
      '$459.00',
    );
    await expect(page.getByText('$459.00', { exact: true }).first()).toBeVisible();
  } finally {
    feed.close();
  }
});
