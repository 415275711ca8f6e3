import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, SAVE_UNAVAILABLE_MESSAGE } from '../src/common/database-errors';
import { FreezableProxy } from './support/freezable-proxy';
import { createTestApp, TestApp } from './support/test-app';
import { createTestDatabase } from './support/test-database';

/** Short bounds so the test's own time stays small; production defaults are a few seconds. */
const TIMEOUTS = { DB_CONNECT_TIMEOUT_MS: '800', DB_ACQUIRE_TIMEOUT_MS: '800', DB_QUERY_TIMEOUT_MS: '800' };

describe('A hanging database', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let proxy: FreezableProxy;
  let sut: TestApp;

  beforeAll(async () => {
    db = await createTestDatabase();
    const target = new URL(db.url);
    proxy = new FreezableProxy(target.hostname, Number(target.port || 3306));
    const viaProxy = new URL(db.url);
    viaProxy.port = String(await proxy.listen());
    sut = await createTestApp({ databaseUrl: viaProxy.toString(), env: TIMEOUTS });
  });
  afterAll(async () => {
    proxy?.thaw();
    await sut?.app.close();
    await proxy?.close();
    await db?.drop();
  });

  const expectOutage = (res: Awaited<ReturnType<TestApp['inject']>>, message: string) => {
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(res.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message });
  };

  it('answers normally before the freeze', async () => {
    // Not one of the reads below: a cached answer would (rightly) be served stale during the outage.
    expect((await sut.inject({ method: 'GET', url: '/api/dive-sites' })).statusCode).toBe(200);
    expect((await sut.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  describe('while it hangs', () => {
    beforeAll(() => proxy.freeze());

    it('answers liveness at once: it never touches the database', async () => {
      const res = await sut.inject({ method: 'GET', url: '/api/health/live' });
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe('ok');
    });

    it('answers readiness 503 with Retry-After instead of hanging', async () => {
      const res = await sut.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      expect(res.json()).toMatchObject({ status: 'error', database: 'down' });
    });

    it('answers uncached reads 503 with Retry-After and a readable message, many at once', async () => {
      const urls = ['/api/products', '/api/articles', '/api/reviews', '/api/locations/featured'];
      const answers = await Promise.all(Array.from({ length: 24 }, (_, i) => sut.inject({ method: 'GET', url: urls[i % urls.length] })));
      for (const res of answers) expectOutage(res, DATABASE_UNAVAILABLE_MESSAGE);
    });

    it('answers writes 503 saying nothing was saved', async () => {
      const res = await sut.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        payload: { email: 'outage@example.com' },
        remoteAddress: '192.0.2.80',
      });
      expectOutage(res, SAVE_UNAVAILABLE_MESSAGE);
    });
  });

  describe('after it thaws', () => {
    beforeAll(() => proxy.thaw());

    it('recovers by itself', async () => {
      let status = 0;
      for (let i = 0; i < 20 && status !== 200; i++) {
        status = (await sut.inject({ method: 'GET', url: '/api/health' })).statusCode;
        if (status !== 200) await new Promise((r) => setTimeout(r, 250));
      }
      expect(status).toBe(200);
      expect((await sut.inject({ method: 'GET', url: '/api/products' })).statusCode).toBe(200);
    });
  });
});
