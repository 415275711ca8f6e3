import { adminToken, withSession } from './admin-session.helper';
import { createTestApp, TestApp } from './support/test-app';

/**
 * "Compare with" on a product page: GET /api/products/{id}/alternatives on MariaDB, with the best-offer
 * prices the shop shows. Prices here are far above the seeded products', so only this file's count.
 */
describe('GET /api/products/{id}/alternatives', () => {
  let sut: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    sut = await createTestApp();
    admin = withSession(await adminToken(sut));
  });
  afterAll(async () => {
    await sut?.close();
  });

  async function create(name: string, category: string, price: string, fields: object = {}): Promise<number> {
    const res = await sut.inject({
      method: 'POST',
      url: '/api/products',
      cookies: admin,
      payload: {
        name,
        category,
        description: `${name}, for the comparison test.`,
        price,
        imageUrl: '/images/shop/x.svg',
        affiliateLink: `https://seller.example.com.au/${encodeURIComponent(name)}`,
        ...fields,
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json().id;
  }

  async function outOfStock(productId: number): Promise<void> {
    const product = (await sut.inject({ method: 'GET', url: `/api/products/${productId}` })).json();
    const res = await sut.inject({
      method: 'PATCH',
      url: `/api/admin/offers/${product.offers[0].id}`,
      cookies: admin,
      payload: { inStock: false },
    });
    expect(res.statusCode).toBe(200);
  }

  const alternatives = async (id: number | string) => sut.inject({ method: 'GET', url: `/api/products/${id}/alternatives` });
  const namesOf = async (id: number) => (await alternatives(id)).json().map((p: { name: string }) => p.name);

  it('answers up to three of the category within 30 %, in stock, closest price first, then the better rating', async () => {
    const base = await create('Cmp Base BCD', 'bcds', '50000.00', { specs: { style: 'Jacket' } });
    await create('Cmp Near BCD', 'bcds', '50500.00', { specs: { style: 'Back inflation', travel: 'Yes' } });
    await create('Cmp Dearer BCD', 'bcds', '52500.00', { rating: '4.0' });
    await create('Cmp Cheaper BCD', 'bcds', '47500.00', { rating: '4.8' });
    await create('Cmp Edge BCD', 'bcds', '35000.00'); // within 30 %, but the fourth
    await create('Cmp Far BCD', 'bcds', '65500.00'); // 31 % dearer
    await create('Cmp Wetsuit', 'wetsuits', '50000.00'); // same price, another category
    await outOfStock(await create('Cmp Sold Out BCD', 'bcds', '50000.00'));

    const res = await alternatives(base);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('public');
    const answer = res.json();
    expect(answer.map((p: { name: string }) => p.name)).toEqual(['Cmp Near BCD', 'Cmp Cheaper BCD', 'Cmp Dearer BCD']);
    // Each one as the shop card shows it: the best offer's price and seller, whose rating, the key specs.
    expect(answer[0]).toMatchObject({
      price: '50500.00',
      bestOffer: { price: '50500.00', sellerName: 'seller.example.com.au', inStock: true },
      review: null,
      specs: [
        { key: 'style', label: 'Style', value: 'Back inflation' },
        { key: 'travel', label: 'Travel-friendly', value: 'Yes' },
      ],
    });
    expect(answer[1].rating).toBe('4.8');
  });

  it('includes both 30 % edges and nothing past them', async () => {
    const base = await create('Cmp Base Fins', 'fins', '10000.00');
    await create('Cmp Fins Low Edge', 'fins', '7000.00', { rating: '4.0' });
    await create('Cmp Fins High Edge', 'fins', '13000.00', { rating: '4.9' });
    await create('Cmp Fins Too Cheap', 'fins', '6999.99');
    await create('Cmp Fins Too Dear', 'fins', '13000.01');
    expect(await namesOf(base)).toEqual(['Cmp Fins High Edge', 'Cmp Fins Low Edge']);
  });

  it('uses the best offer, not the typed price: a cheaper seller in stock brings a product into range', async () => {
    const base = await create('Cmp Base Snorkel', 'snorkels', '20000.00');
    const dear = await create('Cmp Dear Snorkel', 'snorkels', '40000.00');
    expect(await namesOf(base)).toEqual([]);
    const added = await sut.inject({
      method: 'POST',
      url: `/api/admin/products/${dear}/offers`,
      cookies: admin,
      payload: { sellerName: 'Cheaper Seller', affiliateUrl: 'https://cheaper.example.com.au/snorkel', price: '21000.00', inStock: true },
    });
    expect(added.statusCode).toBe(201);
    const [alternative] = (await alternatives(base)).json();
    expect(alternative).toMatchObject({ name: 'Cmp Dear Snorkel', price: '21000.00', bestOffer: { sellerName: 'Cheaper Seller' } });
    // Out of stock at the cheaper seller: its best is the dearer one again, out of range.
    await sut.inject({ method: 'PATCH', url: `/api/admin/offers/${added.json().id}`, cookies: admin, payload: { inStock: false } });
    expect(await namesOf(base)).toEqual([]);
  });

  it('answers an empty list when nothing is close, 404 for an unknown product and 400 for a malformed id', async () => {
    const alone = await create('Cmp Lonely Regulator', 'regulators', '90000.00');
    const empty = await alternatives(alone);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);

    const unknown = await alternatives(99999999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ statusCode: 404, message: 'Product 99999999 not found' });
    for (const id of ['abc', '016', '1e1']) {
      const bad = await alternatives(id);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ statusCode: 400, message: 'id must be a positive whole number' });
    }
  });
});
