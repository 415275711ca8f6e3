import * as http from 'node:http';
import { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { LinkHealthService } from '../src/affiliate/link-health/link-health.service';
import { PriceChecksService } from '../src/affiliate/price-checks/price-checks.service';
import { adminToken, withSession } from './admin-session.helper';
import { createTestApp, TestApp } from './support/test-app';

const jsonLd = (offer: object) =>
  `<!doctype html><html><head><title>Seller</title><script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'Dive computer',
    offers: { '@type': 'Offer', ...offer },
  })}</script></head><body><h1>Dive computer</h1><p>Only $1 today!</p></body></html>`;

/** A seller on the loopback address with every kind of product page; it counts requests in flight. */
function startSeller(): Promise<{ server: http.Server; base: string; pages: Record<string, string>; maxInFlight: () => number }> {
  const pages: Record<string, string> = {
    '/json-ld': jsonLd({ price: '429.00', priceCurrency: 'AUD', availability: 'https://schema.org/InStock' }),
    '/microdata': `<div itemscope itemtype="https://schema.org/Product"><span itemprop="name">Computer</span>
      <div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><meta itemprop="priceCurrency" content="AUD">
      <span itemprop="price" content="439.50">$439.50</span><link itemprop="availability" href="https://schema.org/OutOfStock"></div></div>`,
    '/none': '<html><body><h1>Computer</h1><p>Price: $449</p></body></html>',
    '/usd': jsonLd({ price: '299.00', priceCurrency: 'USD' }),
    '/zero': jsonLd({ price: '0.00', priceCurrency: 'AUD' }),
    '/steep': jsonLd({ price: '99.00', priceCurrency: 'AUD' }),
  };
  let inFlight = 0;
  let most = 0;
  const server = http.createServer((req, res) => {
    inFlight += 1;
    most = Math.max(most, inFlight);
    const done = () => (inFlight -= 1);
    res.on('close', done);
    const path = req.url ?? '/';
    // A short wait, so requests overlap and the per-host limit is what keeps them apart.
    setTimeout(() => {
      if (pages[path]) return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(pages[path]);
      if (path === '/error') return res.writeHead(500).end('Oops');
      if (path === '/loop') return res.writeHead(302, { location: '/loop-back' }).end();
      if (path === '/loop-back') return res.writeHead(302, { location: '/loop' }).end();
      res.writeHead(404).end();
    }, 30);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, pages, maxInFlight: () => most }),
    ),
  );
}

describe(PriceChecksService.name, () => {
  let sut: TestApp;
  let seller: Awaited<ReturnType<typeof startSeller>>;
  let admin: Record<string, string>;
  let productId: number;
  const offerIds: Record<string, number> = {};

  beforeAll(async () => {
    seller = await startSeller();
    sut = await createTestApp({ env: { LINK_CHECK_TIMEOUT_MS: '1000', LINK_CHECK_CONCURRENCY: '6', PRICE_CHECK_PER_HOST: '2' } });
    admin = withSession(await adminToken(sut));
    const db = sut.app.get(DataSource);
    // Nothing reaches the internet: the seeded sellers are the loopback seller's plain page.
    await db.query('UPDATE `products` SET `affiliateLink` = ?', [`${seller.base}/none`]);
    await db.query('UPDATE `product_offers` SET `affiliateUrl` = ?', [`${seller.base}/none`]);
    const product = await sut.inject({
      method: 'POST',
      url: '/api/products',
      cookies: admin,
      payload: { name: 'Price Check Computer', category: 'computers', description: 'x', price: '499.00', imageUrl: '/images/shop/x.svg' },
    });
    productId = product.json().id;
    const [{ id: firstOffer }] = await db.query('SELECT id FROM product_offers WHERE productId = ?', [productId]);
    await sut.inject({ method: 'DELETE', url: `/api/admin/offers/${firstOffer}`, cookies: admin });
    for (const page of ['json-ld', 'microdata', 'none', 'usd', 'zero', 'steep', 'error', 'loop']) {
      const res = await sut.inject({
        method: 'POST',
        url: `/api/admin/products/${productId}/offers`,
        cookies: admin,
        payload: { sellerName: `Seller ${page}`, affiliateUrl: `${seller.base}/${page}`, price: page === 'json-ld' ? '459.00' : '499.00' },
      });
      expect(res.statusCode).toBe(201);
      offerIds[page] = res.json().id;
    }
  });
  afterAll(async () => {
    await sut?.close();
    seller.server.closeAllConnections();
    seller.server.close();
  });

  const check = (page: string) =>
    sut.inject({ method: 'POST', url: `/api/admin/price-checks/offers/${offerIds[page]}/check`, cookies: admin });
  const offer = async (page: string) =>
    (await sut.inject({ method: 'GET', url: `/api/admin/products/${productId}/offers`, cookies: admin }))
      .json()
      .find((o: { id: number }) => o.id === offerIds[page]);

  it('reads a JSON-LD price, uses it and shows it everywhere', async () => {
    const res = await check('json-ld');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ flag: '', price: '429.00', currency: 'AUD', availability: 'in_stock' });
    expect(await offer('json-ld')).toMatchObject({ price: '429.00', inStock: true, flag: '', best: true });
    const detail = (await sut.inject({ method: 'GET', url: `/api/products/${productId}` })).json();
    expect([detail.price, detail.bestOffer.price, detail.offersJsonLd.lowPrice]).toEqual(['429.00', '429.00', '429.00']);
    const list = (await sut.inject({ method: 'GET', url: '/api/products' })).json();
    expect(list.find((p: { id: number }) => p.id === productId).price).toBe('429.00');
  });

  it('reads microdata, stock included', async () => {
    expect((await check('microdata')).json()).toMatchObject({ flag: '', price: '439.50', availability: 'out_of_stock' });
    expect(await offer('microdata')).toMatchObject({ price: '439.50', inStock: false });
  });

  it.each([
    ['none', 'no-price', /no price we can read/],
    ['usd', 'other-currency', /299\.00 in USD, not Australian dollars/],
    ['zero', 'zero-price', /price of \$0/],
    ['steep', 'steep-drop', /fell from \$499\.00 to \$99\.00 \(80 %\)/],
    ['error', 'page-error', /answered 500/],
    ['loop', 'page-error', /More than 5 redirects/],
  ])('flags %s (%s): the last known price stays, with its time', async (page, flag, detail) => {
    const before = await offer(page);
    const res = await check(page);
    expect(res.statusCode).toBe(200);
    expect(res.json().flag).toBe(flag);
    expect(res.json().detail).toMatch(detail);
    const after = await offer(page);
    expect(after).toMatchObject({ price: '499.00', checkedAt: before.checkedAt, flag, inStock: true });
    expect(after.flagDetail).toMatch(detail);
    const report = (await sut.inject({ method: 'GET', url: '/api/admin/price-checks', cookies: admin })).json();
    expect(report.flags).toContainEqual(
      expect.objectContaining({ offerId: offerIds[page], flag, lastPrice: '499.00', productName: 'Price Check Computer' }),
    );
  });

  it('keeps every reading, flagged ones with their flag, and charts only the usable ones', async () => {
    const db = sut.app.get(DataSource);
    const rows: { source: string; flag: string; price: string | null }[] = await db.query(
      'SELECT source, flag, price FROM product_offer_prices WHERE productId = ? ORDER BY id',
      [productId],
    );
    expect(rows.filter((r) => r.source === 'page').map((r) => r.flag)).toEqual([
      '',
      '',
      'no-price',
      'other-currency',
      'zero-price',
      'steep-drop',
      'page-error',
      'page-error',
    ]);
    const history = (await sut.inject({ method: 'GET', url: `/api/products/${productId}/price-history` })).json();
    expect(history.todaysPrice).toBe('429.00');
    expect(history.days.at(-1)).toEqual({ day: expect.any(String), price: '429.00' });
    // The steep drop ($99) and the zero are never shown as a price or a deal.
    expect(history.days.every((d: { price: string }) => Number(d.price) >= 429)).toBe(true);
    expect(history.isLowestIn90Days).toBe(false);
  });

  it('a typed price clears the flag', async () => {
    const res = await sut.inject({
      method: 'PATCH',
      url: `/api/admin/offers/${offerIds.steep}`,
      cookies: admin,
      payload: { price: '99.00' },
    });
    expect(res.json()).toMatchObject({ price: '99.00', flag: '', flagDetail: '' });
    expect((await check('steep')).json().flag).toBe('');
  });

  it('the link-health run reads every offer, at most PRICE_CHECK_PER_HOST requests at once on one host', async () => {
    const db = sut.app.get(DataSource);
    const before = Number((await db.query('SELECT COUNT(*) AS n FROM product_offer_prices WHERE source = ?', ['page']))[0].n);
    const offers = Number((await db.query("SELECT COUNT(*) AS n FROM product_offers WHERE affiliateUrl <> ''"))[0].n);
    await sut.app.get(LinkHealthService).checkAll();
    const after = Number((await db.query('SELECT COUNT(*) AS n FROM product_offer_prices WHERE source = ?', ['page']))[0].n);
    expect(after - before).toBe(offers);
    expect(seller.maxInFlight()).toBeLessThanOrEqual(2);
    expect(seller.maxInFlight()).toBeGreaterThanOrEqual(1);
  });

  it('answers 404 for an unknown offer and 401 without a session', async () => {
    expect((await sut.inject({ method: 'POST', url: '/api/admin/price-checks/offers/999999/check', cookies: admin })).statusCode).toBe(404);
    expect((await sut.inject({ method: 'GET', url: '/api/admin/price-checks' })).statusCode).toBe(401);
  });
});
