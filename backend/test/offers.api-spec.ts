import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../src/database/migrations';
import { ProductOffers1795843700000 } from '../src/database/migrations/1795843700000-ProductOffers';
import { OffersAdminController } from '../src/products/offers/offers-admin.controller';
import { adminToken, withSession } from './admin-session.helper';
import { createTestApp, TestApp } from './support/test-app';
import { createTestDatabase } from './support/test-database';

describe(ProductOffers1795843700000.name, () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db?.drop();
  });

  it("makes each product's typed price and link its first offer, named after the link's site", async () => {
    const before = new DataSource({
      type: 'mysql',
      url: db.url,
      migrations: MIGRATIONS.slice(0, MIGRATIONS.indexOf(ProductOffers1795843700000)),
      migrationsTableName: 'migrations',
      timezone: 'Z',
    });
    await before.initialize();
    await before.runMigrations();
    const insert = (name: string, price: string, link: string) =>
      before.query(
        "INSERT INTO products (name, category, description, price, rating, affiliateLink, imageUrl) VALUES (?, 'computers', 'x', ?, 4.5, ?, '/images/x.svg')",
        [name, price, link],
      );
    await insert('With link', '449.00', 'https://www.scubawarehouse.com.au/puck-pro-plus?aff=ddu');
    await insert('No link', '99.95', '');
    await before.destroy();

    const after = new DataSource({ type: 'mysql', url: db.url, migrations: MIGRATIONS, migrationsTableName: 'migrations', timezone: 'Z' });
    await after.initialize();
    await after.runMigrations();
    const offers = await after.query(
      'SELECT p.name, o.sellerName, o.affiliateUrl, o.price, o.currency, o.inStock, o.checkedAt FROM product_offers o JOIN products p ON p.id = o.productId ORDER BY o.id',
    );
    expect(offers).toEqual([
      expect.objectContaining({
        name: 'With link',
        sellerName: 'scubawarehouse.com.au',
        affiliateUrl: 'https://www.scubawarehouse.com.au/puck-pro-plus?aff=ddu',
        price: '449.00',
        currency: 'AUD',
        inStock: 1,
      }),
      expect.objectContaining({ name: 'No link', sellerName: 'Seller', affiliateUrl: '', price: '99.95' }),
    ]);
    const readings = await after.query('SELECT price, source FROM product_offer_prices ORDER BY id');
    expect(readings).toEqual([
      { price: '449.00', source: 'owner' },
      { price: '99.95', source: 'owner' },
    ]);
    // Undo the migrations that came after it, then it.
    for (let i = MIGRATIONS.indexOf(ProductOffers1795843700000); i < MIGRATIONS.length; i++) await after.undoLastMigration();
    expect(await after.query("SHOW TABLES LIKE 'product_offers'")).toEqual([]);
    await after.destroy();
  });
});

describe(OffersAdminController.name, () => {
  let sut: TestApp;
  let admin: Record<string, string>;
  let productId: number;
  const reviewSlug = 'zoop-novo-offers-test';

  beforeAll(async () => {
    sut = await createTestApp();
    admin = withSession(await adminToken(sut));
    const res = await sut.inject({
      method: 'POST',
      url: '/api/products',
      cookies: admin,
      payload: {
        name: 'Offer Test Computer',
        category: 'computers',
        description: 'A computer with several sellers.',
        price: '499.00',
        imageUrl: '/images/shop/x.svg',
        affiliateLink: 'https://first-seller.example.com.au/computer',
      },
    });
    expect(res.statusCode).toBe(201);
    productId = res.json().id;
    // A published review the owner links to the product: the review page's seller box reads the product's best offer.
    const db = sut.app.get(DataSource);
    await db.query(
      "INSERT INTO reviews (title, slug, category, rating, price, excerpt, content, imageUrl, purchaseLink, published) VALUES ('Offer Test Computer Review: Good', ?, 'computers', '4.5', '$499', 'x', 'x', '/images/x.svg', '', 1)",
      [reviewSlug],
    );
    const [{ id: reviewId }] = await db.query('SELECT id FROM reviews WHERE slug = ?', [reviewSlug]);
    const linked = await sut.inject({ method: 'PATCH', url: `/api/products/${productId}`, cookies: admin, payload: { reviewId } });
    expect(linked.statusCode).toBe(200);
  });
  afterAll(async () => {
    await sut?.close();
  });

  const addOffer = (payload: object, id = productId) =>
    sut.inject({ method: 'POST', url: `/api/admin/products/${id}/offers`, cookies: admin, payload });
  const patchOffer = (id: number, payload: object) =>
    sut.inject({ method: 'PATCH', url: `/api/admin/offers/${id}`, cookies: admin, payload });

  /** The price as the shop list, the product page, the review's box and the JSON-LD each say it. */
  async function pricesEverywhere() {
    const list = (await sut.inject({ method: 'GET', url: '/api/products' })).json();
    const detail = (await sut.inject({ method: 'GET', url: `/api/products/${productId}` })).json();
    const review = (await sut.inject({ method: 'GET', url: `/api/products/by-review/${reviewSlug}` })).json();
    return {
      shop: list.find((p: { id: number }) => p.id === productId).price,
      product: detail.price,
      button: detail.bestOffer.price,
      review: review.price,
      jsonLd: detail.offersJsonLd.lowPrice,
      detail,
    };
  }

  it('gives a new product its typed price and link as its first offer', async () => {
    const res = await sut.inject({ method: 'GET', url: `/api/admin/products/${productId}/offers`, cookies: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        sellerName: 'first-seller.example.com.au',
        price: '499.00',
        currency: 'AUD',
        inStock: true,
        best: true,
        affiliateUrl: 'https://first-seller.example.com.au/computer',
      }),
    ]);
  });

  it('shows the lowest in-stock AUD price everywhere: shop, product page, review box and JSON-LD', async () => {
    const cheaper = await addOffer({
      sellerName: 'Cheap Dive',
      affiliateUrl: 'https://cheap.example.com.au/c',
      price: '$449',
      gtin: '0012345678905',
    });
    expect(cheaper.statusCode).toBe(201);
    expect(cheaper.json()).toMatchObject({
      sellerName: 'Cheap Dive',
      price: '449.00',
      best: true,
      goPath: `/go/offers/${cheaper.json().id}`,
    });
    // Cheaper still, but out of stock; and cheaper in another currency: neither is the best.
    expect(
      (await addOffer({ sellerName: 'Empty Shelf', affiliateUrl: 'https://empty.example.com.au/c', price: 399, inStock: false }))
        .statusCode,
    ).toBe(201);
    expect(
      (await addOffer({ sellerName: 'Kiwi Dive', affiliateUrl: 'https://kiwi.example.co.nz/c', price: 300, currency: 'NZD' })).statusCode,
    ).toBe(201);

    const prices = await pricesEverywhere();
    expect(prices).toMatchObject({ shop: '449.00', product: '449.00', button: '449.00', review: '449.00', jsonLd: '449.00' });
    expect(prices.detail.bestOffer).toMatchObject({ sellerName: 'Cheap Dive', reason: 'lowest', inStock: true, currency: 'AUD' });
    expect(prices.detail.offersJsonLd).toEqual({
      '@type': 'AggregateOffer',
      lowPrice: '449.00',
      highPrice: '499.00',
      offerCount: 2,
      priceCurrency: 'AUD',
      availability: 'https://schema.org/InStock',
    });
    expect(prices.detail.offers.map((o: { sellerName: string }) => o.sellerName)).toEqual([
      'first-seller.example.com.au',
      'Cheap Dive',
      'Empty Shelf',
      'Kiwi Dive',
    ]);
    // The main button (/go/{product}) and the offer's own link go to the best seller.
    const go = await sut.inject({ method: 'GET', url: `/go/${productId}`, headers: { 'user-agent': 'Mozilla/5.0' } });
    expect(go.headers.location).toBe('https://cheap.example.com.au/c');
    const goOffer = await sut.inject({
      method: 'GET',
      url: `/go/offers/${cheaper.json().id}?from=product-offers`,
      headers: { 'user-agent': 'Mozilla/5.0' },
    });
    expect(goOffer.statusCode).toBe(302);
    expect(goOffer.headers.location).toBe('https://cheap.example.com.au/c');
  });

  it("follows the owner's pick while it is in stock, and says so", async () => {
    const offers = (await sut.inject({ method: 'GET', url: `/api/admin/products/${productId}/offers`, cookies: admin })).json();
    const first = offers.find((o: { sellerName: string }) => o.sellerName === 'first-seller.example.com.au');
    expect((await patchOffer(first.id, { ownersPick: true })).statusCode).toBe(200);
    let prices = await pricesEverywhere();
    expect(prices).toMatchObject({ shop: '499.00', product: '499.00', button: '499.00', review: '499.00' });
    expect(prices.detail.bestOffer).toMatchObject({ reason: 'owners-pick', sellerName: 'first-seller.example.com.au' });
    // Only one pick per product.
    const cheap = offers.find((o: { sellerName: string }) => o.sellerName === 'Cheap Dive');
    expect((await patchOffer(cheap.id, { ownersPick: true })).json()).toMatchObject({ ownersPick: true, best: true });
    const after = (await sut.inject({ method: 'GET', url: `/api/admin/products/${productId}/offers`, cookies: admin })).json();
    expect(after.filter((o: { ownersPick: boolean }) => o.ownersPick).map((o: { id: number }) => o.id)).toEqual([cheap.id]);
    // The pick out of stock: back to the lowest in stock.
    await patchOffer(cheap.id, { inStock: false });
    prices = await pricesEverywhere();
    expect(prices).toMatchObject({ shop: '499.00', product: '499.00', review: '499.00', jsonLd: '499.00' });
    expect(prices.detail.bestOffer.reason).toBe('lowest');
    await patchOffer(cheap.id, { inStock: true, ownersPick: false });
  });

  it("refuses a product form's different price when the product has several sellers, in a sentence", async () => {
    const res = await sut.inject({ method: 'PATCH', url: `/api/products/${productId}`, cookies: admin, payload: { price: 10 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/has 4 sellers: change the price or link in its offers/);
    // The same values, as the form sends them back with a new name, change nothing else.
    const detail = (await sut.inject({ method: 'GET', url: `/api/products/${productId}` })).json();
    const ok = await sut.inject({
      method: 'PATCH',
      url: `/api/products/${productId}`,
      cookies: admin,
      payload: { name: 'Offer Test Computer', price: detail.price, affiliateLink: detail.affiliateLink },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().price).toBe('449.00');
  });

  it('validates offers and answers 404 for a missing product or offer', async () => {
    const bad = [
      [{ sellerName: '', price: 10 }, /sellerName is required/],
      [{ sellerName: 'X', price: 0 }, /price must be a positive amount/],
      [{ sellerName: 'X', price: 10, currency: 'XYZ' }, /currency must be one of/],
      [{ sellerName: 'X', price: 10, gtin: '123' }, /gtin must be 8, 12, 13 or 14 digits/],
      [{ sellerName: 'X', price: 10, affiliateUrl: 'javascript:alert(1)' }, /./],
      [{ sellerName: 'X', price: 10, surprise: true }, /surprise/],
    ] as const;
    for (const [payload, message] of bad) {
      const res = await addOffer(payload);
      expect({ payload, status: res.statusCode }).toEqual({ payload, status: 400 });
      expect(JSON.stringify(res.json().message)).toMatch(message);
    }
    expect((await addOffer({ sellerName: 'X', price: 10 }, 999999)).statusCode).toBe(404);
    expect((await patchOffer(999999, { price: 10 })).statusCode).toBe(404);
    expect((await sut.inject({ method: 'DELETE', url: '/api/admin/offers/999999', cookies: admin })).statusCode).toBe(404);
    expect((await sut.inject({ method: 'GET', url: `/api/admin/products/${productId}/offers` })).statusCode).toBe(401);
    expect((await sut.inject({ method: 'GET', url: '/api/products/by-review/no-such-review' })).statusCode).toBe(404);
  });

  it('removes an offer and the price follows the sellers left', async () => {
    const offers = (await sut.inject({ method: 'GET', url: `/api/admin/products/${productId}/offers`, cookies: admin })).json();
    const cheap = offers.find((o: { sellerName: string }) => o.sellerName === 'Cheap Dive');
    expect((await sut.inject({ method: 'DELETE', url: `/api/admin/offers/${cheap.id}`, cookies: admin })).statusCode).toBe(204);
    const prices = await pricesEverywhere();
    expect(prices).toMatchObject({ shop: '499.00', product: '499.00', review: '499.00', jsonLd: '499.00' });
    expect((await sut.inject({ method: 'GET', url: `/go/offers/${cheap.id}` })).statusCode).toBe(404);
  });
});
