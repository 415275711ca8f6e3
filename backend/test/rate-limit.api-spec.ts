import { DataSource } from 'typeorm';
import { RateLimit } from '../src/common/rate-limit/rate-limit.entity';
import { RateLimitService } from '../src/common/rate-limit/rate-limit.service';
import { createTestApp, TestApp } from './support/test-app';

const WINDOW_MS = 15 * 60_000;

describe(RateLimitService.name, () => {
  let app: TestApp;
  let sut: RateLimitService;

  beforeAll(async () => {
    app = await createTestApp();
    sut = app.app.get(RateLimitService);
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('hit', () => {
    it('allows exactly `limit` hits per window, then refuses with the wait until the reset', async () => {
      const results = [];
      for (let i = 0; i < 4; i++) results.push(await sut.hit('test:sequence', 3, WINDOW_MS));
      expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
      expect(results.map((r) => r.remaining)).toEqual([2, 1, 0, 0]);
      expect(results[3].retryAfterSeconds).toBeGreaterThan(14 * 60);
      expect(results[3].retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    });

    it('keeps the count in the rate_limits table as text', async () => {
      await sut.hit('test:stored', 5, WINDOW_MS);
      await sut.hit('test:stored', 5, WINDOW_MS);
      const row = await app.app.get(DataSource).getRepository(RateLimit).findOneByOrFail({ key: 'test:stored' });
      expect(row.count).toBe('2');
    });

    it('counts concurrent hits atomically', async () => {
      const results = await Promise.all(Array.from({ length: 12 }, () => sut.hit('test:concurrent', 5, WINDOW_MS)));
      expect(results.filter((r) => r.allowed)).toHaveLength(5);
    });

    it('starts a new window once the reset time has passed', async () => {
      for (let i = 0; i < 2; i++) await sut.hit('test:expired', 2, WINDOW_MS);
      expect((await sut.hit('test:expired', 2, WINDOW_MS)).allowed).toBe(false);
      await app.app
        .get(DataSource)
        .getRepository(RateLimit)
        .update({ key: 'test:expired' }, { resetTime: new Date(Date.now() - 1000) });
      const result = await sut.hit('test:expired', 2, WINDOW_MS);
      expect(result).toMatchObject({ allowed: true, remaining: 1 });
    });

    it('keeps separate keys apart', async () => {
      await sut.hit('test:a', 1, WINDOW_MS);
      expect((await sut.hit('test:a', 1, WINDOW_MS)).allowed).toBe(false);
      expect((await sut.hit('test:b', 1, WINDOW_MS)).allowed).toBe(true);
    });

    it('shares the counter with another instance on the same database', async () => {
      const other = await createTestApp({ databaseUrl: app.databaseUrl });
      try {
        await sut.hit('test:shared', 2, WINDOW_MS);
        await other.app.get(RateLimitService).hit('test:shared', 2, WINDOW_MS);
        expect((await sut.hit('test:shared', 2, WINDOW_MS)).allowed).toBe(false);
      } finally {
        await other.close();
      }
    });
  });

  describe('peek', () => {
    it('reports the state without counting a hit', async () => {
      await sut.hit('test:peek', 2, WINDOW_MS);
      expect(await sut.peek('test:peek', 2)).toMatchObject({ allowed: true, remaining: 1 });
      expect(await sut.peek('test:peek', 2)).toMatchObject({ allowed: true, remaining: 1 });
      await sut.hit('test:peek', 2, WINDOW_MS);
      expect(await sut.peek('test:peek', 2)).toMatchObject({ allowed: false, remaining: 0 });
    });

    it('allows a key it has never seen', async () => {
      expect(await sut.peek('test:unknown', 5)).toEqual({ allowed: true, remaining: 5, retryAfterSeconds: 0 });
    });
  });

  describe('reset', () => {
    it('forgets the counter', async () => {
      await sut.hit('test:reset', 1, WINDOW_MS);
      await sut.reset('test:reset');
      expect((await sut.hit('test:reset', 1, WINDOW_MS)).allowed).toBe(true);
    });
  });
});
