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
