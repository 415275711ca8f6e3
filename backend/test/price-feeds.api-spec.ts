import * as http from 'node:http';
import { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { LinkHealthService } from '../src/affiliate/link-health/link-health.service';
import { PriceFeedsController } from '../src/affiliate/price-feeds/price-feeds.controller';
import { adminToken, withSession } from './admin-session.helper';
import { createTestApp, TestApp } from './support/test-app';

const HEADER = 'id,title,link,price,availability,gtin,mpn';

describe(PriceFeedsController.name, () => {
  let sut: TestApp;
  let admin: Record<string, string>;
  let network: http.Server;
  let feedText = '';
  const offers: Record<string, number> = {};
  let productId: number;

  beforeAll(async () => {
    // The affiliate network: serves the feed PRICE_FEEDS names; /down.csv is a feed whose server fails.
    network = http.createServer((req, res) =>
      req.url === '/down.csv'
        ? res.writeHead(500).end('Internal Server Error')
        : res.writeHead(200, { 'content-type': 'text/csv' }).end(feedText),
    );
    await new Promise<void>((resolve) => network.listen(0, '127.0.0.1', resolve));
    const feedUrl = `http://127.0.0.1:${(network.address() as AddressInfo).port}/feed.csv`;
    sut = await createTestApp({ env: { PRICE_FEEDS: `Dive Network Shop=${feedUrl}` } });
    admin = withSession(await adminToken(sut));
    const db = sut.app.get(DataSource);
    // Nothing reaches the internet during the daily run: the seeded sellers point at the network's address.
    await db.query('UPDATE `product_offers` SET `affiliateUrl` = ?', [feedUrl]);
    await db.query('UPDATE `products` SET `affiliateLink` = ?', [feedUrl]);
    const product = await sut.inject({
      method: 'POST',
      url: '/api/products',
      cookies: admin,
      payload: { name: 'Feed Test Computer', category: 'computers', description: 'x', price: '499.00', imageUrl: '/images/shop/x.svg' },
    });
    productId = product.json().id;
    const add = async (key: string, payload: object) => {
      const res = await sut.inject({ method: 'POST', url: `/api/admin/products/${productId}/offers`, cookies: admin, payload });
      expect(res.statusCode).toBe(201);
      offers[key] = res.json().id;
    };
    await add('byGtin', { sellerName: 'Dive Network Shop', affiliateUrl: `${feedUrl}?p=1`, price: '489.00', gtin: '8033683040235' });
    await add('bySku', { sellerName: 'Dive Network Shop', affiliateUrl: `${feedUrl}?p=2`, price: '489.00', sku: 'SS022386000' });
    // Another seller's offer with the same GTIN: a feed of Dive Network Shop never touches it.
    await add('other', { sellerName: 'Other Shop', affiliateUrl: `${feedUrl}?p=3`, price: '479.00', gtin: '8033683040235' });
  });
  afterAll(async () => {
    await sut?.close();
    network.closeAllConnections();
    network.close();
  });

  const importFeed = (csv: string, sellerName = 'Dive Network Shop') =>
    sut.inject({ method: 'POST', url: '/api/admin/price-feeds', cookies: admin, payload: { sellerName, csv } });
  const offer = async (key: string) =>
    (await sut.inject({ method: 'GET', url: `/api/admin/products/${productId}/offers`, cookies: admin }))
      .json()
      .find((o: { id: number }) => o.id === offers[key]);

  it("updates the seller's offers by GTIN, else by SKU, and reports unknown rows without creating them", async () => {
    const before = Number((await sut.app.get(DataSource).query('SELECT COUNT(*) AS n FROM product_offers'))[0].n);
    const res = await importFeed(
      `${HEADER}\n` +
        `PUCK-1,Mares Puck Pro+,https://s.example/p,449.00 AUD,in stock,8033683040235,\n` +
        `ZOOP-2,"Suunto Zoop Novo, Black",https://s.example/z,"1,049.95 AUD",out of stock,,SS022386000\n` +
        `NEW-3,Not in our shop,https://s.example/n,99.00 AUD,in stock,9300000000001,\n`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sellerName: 'Dive Network Shop', rows: 3, updated: 2, flagged: [] });
    expect(res.json().unknown).toEqual([{ row: 4, id: 'NEW-3', gtin: '9300000000001', mpn: '', title: 'Not in our shop', detail: '' }]);
    expect(await offer('byGtin')).toMatchObject({ price: '449.00', inStock: true, flag: '' });
    expect(await offer('bySku')).toMatchObject({ price: '1049.95', inStock: false });
    expect(await offer('other')).toMatchObject({ price: '479.00' });
    expect(Number((await sut.app.get(DataSource).query('SELECT COUNT(*) AS n FROM product_offers'))[0].n)).toBe(before);
    const sources = await sut.app.get(DataSource).query("SELECT COUNT(*) AS n FROM product_offer_prices WHERE source = 'feed'");
    expect(Number(sources[0].n)).toBe(2);
    // The shop follows: the lowest in-stock AUD price is now the feed's 449.
    expect((await sut.inject({ method: 'GET', url: `/api/products/${productId}` })).json().price).toBe('449.00');
  });

  it('flags a row in another currency or with a steep drop, and keeps the last price', async () => {
    const res = await importFeed(
      `${HEADER}\nPUCK-1,Puck,https://s.example/p,299.00 USD,in stock,8033683040235,\nZOOP-2,Zoop,https://s.example/z,99.00 AUD,in stock,,SS022386000\n`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().updated).toBe(0);
    expect(res.json().flagged.map((f: { row: number; detail: string }) => [f.row, f.detail])).toEqual([
      [2, expect.stringMatching(/299\.00 in USD, not Australian dollars/)],
      [3, expect.stringMatching(/fell from \$1049\.95 to \$99\.00/)],
    ]);
    expect(await offer('byGtin')).toMatchObject({ price: '449.00', flag: 'other-currency' });
  });

  it.each([
    [
      `${HEADER}\nA,T,L,449.00,in stock,8033683040235,`,
      'The feed was not used: Row 2: the price "449.00" is not an amount with its currency, like "449.00 AUD".',
    ],
    [
      `${HEADER}\nA,T,L,1 AUD,in stock,8033683040235,\nB,T,L,2 AUD,in stock,12,`,
      'The feed was not used: Row 3: the gtin "12" is not 8, 12, 13 or 14 digits.',
    ],
    ['title,link\nA,B', 'The feed was not used: Row 1: the header has no "id" column'],
  ])('refuses a malformed feed whole, naming the row (%#)', async (csv, message) => {
    const before = await offer('byGtin');
    const res = await importFeed(csv);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await offer('byGtin')).toEqual(before);
  });

  it('refuses a feed of a seller with no offers, bad input and anonymous requests', async () => {
    expect((await importFeed(`${HEADER}\nA,T,L,1 AUD,in stock,8033683040235,`, 'Nobody')).json().message).toMatch(
      /No offer is from "Nobody"/,
    );
    expect(
      (await sut.inject({ method: 'POST', url: '/api/admin/price-feeds', cookies: admin, payload: { sellerName: 'x' } })).statusCode,
    ).toBe(400);
    expect((await sut.inject({ method: 'POST', url: '/api/admin/price-feeds', payload: { sellerName: 'x', csv: 'y' } })).statusCode).toBe(
      401,
    );
  });

  it('fetches the feeds in PRICE_FEEDS with the daily run', async () => {
    feedText = `${HEADER}\nPUCK-1,Puck,https://s.example/p,439.00 AUD,in stock,8033683040235,\n`;
    await sut.app.get(LinkHealthService).checkAll();
    expect(await offer('byGtin')).toMatchObject({ price: '439.00', flag: '' });
  });

  describe('feeds the owner lists by address', () => {
    let feedUrl: string;
    const sources = () => sut.inject({ method: 'GET', url: '/api/admin/price-feeds/sources', cookies: admin });
    const addSource = (payload: object) => sut.inject({ method: 'POST', url: '/api/admin/price-feeds/sources', cookies: admin, payload });
    beforeAll(() => {
      feedUrl = `http://127.0.0.1:${(network.address() as AddressInfo).port}/owner-feed.csv`;
    });

    it('lists a feed, fetches it now, and says what it did', async () => {
      const added = await addSource({ sellerName: '  Dive Network Shop ', url: feedUrl });
      expect(added.statusCode).toBe(201);
      expect(added.json()).toEqual({
        id: expect.any(Number),
        sellerName: 'Dive Network Shop',
        url: feedUrl,
        lastFetchedAt: null,
        lastResult: '',
        lastOk: false,
      });
      feedText = `${HEADER}\nPUCK-1,Puck,https://s.example/p,429.00 AUD,in stock,8033683040235,\nNEW-3,New,https://s.example/n,9.00 AUD,in stock,9300000000001,\n`;
      const fetched = await sut.inject({ method: 'POST', url: `/api/admin/price-feeds/sources/${added.json().id}/fetch`, cookies: admin });
      expect(fetched.statusCode).toBe(200);
      expect(fetched.json().result).toMatchObject({ rows: 2, updated: 1 });
      expect(fetched.json().source).toMatchObject({
        lastOk: true,
        lastResult: '1 of 2 rows updated prices; 1 match no offer of Dive Network Shop.',
        lastFetchedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      expect(await offer('byGtin')).toMatchObject({ price: '429.00', flag: '' });
      expect((await sources()).json()).toEqual([fetched.json().source]);
    });

    it('refuses a second listing of one address, a missing seller and an address that is not http(s)', async () => {
      const again = await addSource({ sellerName: 'Other Shop', url: feedUrl });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('This feed address is already listed, for Dive Network Shop.');
      const noSeller = await addSource({ sellerName: ' ', url: `${feedUrl}?2` });
      expect(noSeller.statusCode).toBe(400);
      expect(noSeller.json().message).toBe('sellerName is required');
      const ftp = await addSource({ sellerName: 'Dive Network Shop', url: 'ftp://network.example/feed.csv' });
      expect(ftp.statusCode).toBe(400);
      expect(JSON.stringify(ftp.json().message)).toMatch(/url /);
      expect((await sut.inject({ method: 'GET', url: '/api/admin/price-feeds/sources' })).statusCode).toBe(401);
      expect((await sources()).json()).toHaveLength(1);
    });

    it('keeps the last price and records why when the daily run finds the feed broken', async () => {
      const [source] = (await sources()).json();
      feedText = `${HEADER}\nPUCK-1,Puck,https://s.example/p,419.00,in stock,8033683040235,\n`;
      await sut.app.get(LinkHealthService).checkAll();
      const [after] = (await sources()).json();
      expect(after).toMatchObject({
        id: source.id,
        lastOk: false,
        lastResult: 'The feed was not used: Row 2: the price "419.00" is not an amount with its currency, like "449.00 AUD".',
      });
      expect(await offer('byGtin')).toMatchObject({ price: '429.00' });
    });

    it('says in words that a feed whose server fails was not fetched, and keeps the price', async () => {
      const before = await offer('byGtin');
      const added = await addSource({ sellerName: 'Dive Network Shop', url: feedUrl.replace('owner-feed.csv', 'down.csv') });
      expect(added.statusCode).toBe(201);
      const fetched = await sut.inject({ method: 'POST', url: `/api/admin/price-feeds/sources/${added.json().id}/fetch`, cookies: admin });
      expect(fetched.statusCode).toBe(200);
      expect(fetched.json()).toMatchObject({
        result: null,
        source: {
          lastOk: false,
          lastResult:
            "The feed could not be fetched: the network's server had a fault (error 500); the next try may work. Prices stay as they were.",
        },
      });
      expect(await offer('byGtin')).toEqual(before);
      const removed = await sut.inject({ method: 'DELETE', url: `/api/admin/price-feeds/sources/${added.json().id}`, cookies: admin });
      expect(removed.statusCode).toBe(204);
    });

    it('answers 404 for an unknown feed and stops fetching a removed one', async () => {
      expect((await sut.inject({ method: 'POST', url: '/api/admin/price-feeds/sources/999999/fetch', cookies: admin })).statusCode).toBe(
        404,
      );
      const [source] = (await sources()).json();
      const removed = await sut.inject({ method: 'DELETE', url: `/api/admin/price-feeds/sources/${source.id}`, cookies: admin });
      expect(removed.statusCode).toBe(204);
      expect((await sources()).json()).toEqual([]);
      const gone = await sut.inject({ method: 'DELETE', url: `/api/admin/price-feeds/sources/${source.id}`, cookies: admin });
      expect(gone.statusCode).toBe(404);
      expect(gone.json().message).toBe(`No price feed has the id ${source.id}.`);
    });
  });
});
