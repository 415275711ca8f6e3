import * as http from 'node:http';
import { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { LinkHealthService } from '../src/affiliate/link-health/link-health.service';
import { adminToken, withSession } from './admin-session.helper';
import { createTestApp, TestApp } from './support/test-app';

/** A seller on the loopback address: every kind of answer a real shop gives, and none at all. */
function startSeller(): Promise<{ server: http.Server; base: string; heads: string[] }> {
  const heads: string[] = [];
  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    if (req.method === 'HEAD') heads.push(path);
    const port = (server.address() as AddressInfo).port;
    if (path === '/ok') return res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Mask</h1>');
    if (path === '/moved') return res.writeHead(301, { location: '/ok' }).end();
    // Another host name for the same machine: the redirect ends on "another site".
    if (path === '/elsewhere') return res.writeHead(301, { location: `http://localhost:${port}/ok` }).end();
    if (path === '/gone') return res.writeHead(404).end('Not here');
    if (path === '/error') return res.writeHead(500).end('Oops');
    if (path === '/no-head') return req.method === 'HEAD' ? res.writeHead(405).end() : res.writeHead(200).end('fine');
    if (path === '/hang') return; // never answers
    res.writeHead(404).end();
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, heads })),
  );
}

describe(LinkHealthService.name, () => {
  let first: TestApp;
  let second: TestApp;
  let seller: Awaited<ReturnType<typeof startSeller>>;
  let session: Record<string, string>;
  const ids: Record<string, number> = {};
  const env = { LINK_CHECK_TIMEOUT_MS: '400', LINK_CHECK_CONCURRENCY: '3' };

  beforeAll(async () => {
    seller = await startSeller();
    first = await createTestApp({ env });
    second = await createTestApp({ env, databaseUrl: first.databaseUrl });
    session = withSession(await adminToken(first));
    // Nothing in the suite reaches the internet: every seeded seller link points at the loopback seller.
    const db = first.app.get(DataSource);
    await db.query('UPDATE `products` SET `affiliateLink` = ?', [`${seller.base}/ok`]);
    // The run reads every offer's page for its price too.
    await db.query('UPDATE `product_offers` SET `affiliateUrl` = ?', [`${seller.base}/ok`]);
    await db.query('UPDATE `reviews` SET `purchaseLink` = ?', [`${seller.base}/ok`]);
    for (const path of ['ok', 'moved', 'elsewhere', 'gone', 'error', 'no-head', 'hang']) {
      const res = await first.inject({
        method: 'POST',
        url: '/api/products',
        cookies: session,
        payload: {
          name: `Link ${path}`,
          category: 'masks',
          description: 'For the link check.',
          price: '10.00',
          imageUrl: 'https://images.example.com.au/m.jpg',
          affiliateLink: `${seller.base}/${path}`,
        },
      });
      ids[path] = res.json().id;
    }
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    seller.server.closeAllConnections();
    seller.server.close();
  });

  const checkNow = (path: string) =>
    first.inject({ method: 'POST', url: `/api/admin/link-health/products/${ids[path]}/check`, cookies: session });

  describe('checkProductLink', () => {
    it.each([
      ['ok', 'ok', 200, '/ok'],
      ['moved', 'ok', 200, '/ok'],
      ['elsewhere', 'redirected', 200, 'localhost'],
      ['gone', 'broken', 404, '/gone'],
      ['error', 'broken', 500, '/error'],
      ['no-head', 'ok', 200, '/no-head'],
    ])('%s answers %s (%s)', async (path, outcome, status, finalPart) => {
      const res = await checkNow(path);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ targetType: 'product', targetId: ids[path], name: `Link ${path}`, outcome, status });
      expect(res.json().finalUrl).toContain(finalPart);
      expect(Date.now() - new Date(res.json().checkedAt).getTime()).toBeLessThan(60_000);
    });

    it('asks with HEAD first', () => {
      expect(seller.heads).toEqual(expect.arrayContaining(['/ok', '/no-head']));
    });

    it('gives up on a seller that never answers and says it could not check', async () => {
      const res = await checkNow('hang');
      expect(res.json()).toMatchObject({ outcome: 'could_not_check', status: null, error: 'No answer in time' });
    });

    it('says it could not check, not broken, when the address cannot even be looked up (no DNS: our server offline)', async () => {
      const created = await first.inject({
        method: 'POST',
        url: '/api/products',
        cookies: session,
        payload: {
          name: 'Link no-dns',
          category: 'masks',
          description: 'For the link check.',
          price: '10.00',
          imageUrl: 'https://images.example.com.au/m.jpg',
          affiliateLink: 'https://seller.invalid/mask',
        },
      });
      const id = created.json().id;
      const res = await first.inject({ method: 'POST', url: `/api/admin/link-health/products/${id}/check`, cookies: session });
      expect(res.json()).toMatchObject({ outcome: 'could_not_check', status: null });
      expect(res.json().error).toMatch(/could not be looked up.*\((ENOTFOUND|EAI_AGAIN)\)/);
      expect((await first.inject({ method: 'DELETE', url: `/api/products/${id}`, cookies: session })).statusCode).toBe(204);
    });

    it('answers 404 for a missing product and 401 without a session', async () => {
      const missing = await first.inject({ method: 'POST', url: '/api/admin/link-health/products/999999/check', cookies: session });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toMatch(/does not exist/);
      expect((await first.inject({ method: 'POST', url: `/api/admin/link-health/products/${ids.ok}/check` })).statusCode).toBe(401);
      expect((await first.inject({ method: 'GET', url: '/api/admin/link-health' })).statusCode).toBe(401);
    });
  });

  describe('getLinkHealth', () => {
    it('lists problems first with counts, and forgets a check once the link changes', async () => {
      const report = (await first.inject({ method: 'GET', url: '/api/admin/link-health', cookies: session })).json();
      expect(report.summary).toMatchObject({ broken: 2, redirected: 1, couldNotCheck: 1 });
      expect(report.links.slice(0, 4).map((l: { outcome: string }) => l.outcome)).toEqual([
        'broken',
        'broken',
        'redirected',
        'could_not_check',
      ]);

      await first.inject({
        method: 'PATCH',
        url: `/api/products/${ids.gone}`,
        cookies: session,
        payload: { affiliateLink: `${seller.base}/ok?v=2` },
      });
      const after = (await first.inject({ method: 'GET', url: '/api/admin/link-health', cookies: session })).json();
      expect(after.links.find((l: { targetId: number }) => l.targetId === ids.gone)).toMatchObject({
        outcome: 'unchecked',
        checkedAt: null,
      });
      expect(after.summary.broken).toBe(1);
    });
  });

  describe('runIfDue', () => {
    it('runs the full check on exactly one of two instances, once per interval', async () => {
      const now = new Date();
      const [a, b] = await Promise.all([first.app.get(LinkHealthService).runIfDue(now), second.app.get(LinkHealthService).runIfDue(now)]);
      expect([a, b].filter((n) => n > 0)).toHaveLength(1);
      const report = (await second.inject({ method: 'GET', url: '/api/admin/link-health', cookies: session })).json();
      expect(report.summary.unchecked).toBe(0);
      expect(report.links.length).toBe(Math.max(a, b));
      // The lease holds until the interval has passed, on every instance.
      expect(await first.app.get(LinkHealthService).runIfDue(new Date(now.getTime() + 3600_000))).toBe(0);
      expect(await second.app.get(LinkHealthService).runIfDue(new Date(now.getTime() + 25 * 3600_000))).toBeGreaterThan(0);
    });
  });
});
