import { DataSource } from 'typeorm';
import { createTestApp, TestApp } from './support/test-app';

describe('foundation', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await createTestApp();
  });
  afterAll(async () => {
    await sut?.close();
  });

  it('applies every migration to an empty database', async () => {
    expect(sut.setup.migrationsRun.length).toBeGreaterThan(0);
    const tables = await sut.app.get(DataSource).query('SHOW TABLES');
    const names = tables.map((row: Record<string, string>) => Object.values(row)[0]).sort();
    expect(names).toEqual(
      expect.arrayContaining([
        'articles',
        'audit_logs',
        'contacts',
        'dive_sites',
        'locations',
        'newsletters',
        'products',
        'rate_limits',
        'reviews',
        'users',
        'admin_sessions',
      ]),
    );
  });

  it('seeds all 295 real dive sites and the demo content once', async () => {
    expect(sut.setup.seeded.dive_sites).toBe(295);
    const ds = sut.app.get(DataSource);
    const [{ n }] = await ds.query('SELECT COUNT(*) AS n FROM dive_sites');
    expect(Number(n)).toBe(295);
    const [{ products }] = await ds.query('SELECT COUNT(*) AS products FROM products');
    expect(Number(products)).toBeGreaterThanOrEqual(16);
    const [{ reviews }] = await ds.query('SELECT COUNT(*) AS reviews FROM reviews WHERE published = 1');
    expect(Number(reviews)).toBeGreaterThanOrEqual(10);
    const [{ articles }] = await ds.query('SELECT COUNT(*) AS articles FROM articles WHERE published = 1');
    expect(Number(articles)).toBeGreaterThanOrEqual(6);
  });

  it('does not seed again on a second start against the same database', async () => {
    const again = await createTestApp({ databaseUrl: sut.databaseUrl });
    try {
      expect(again.setup.migrationsRun).toEqual([]);
      expect(Object.values(again.setup.seeded).every((n) => n === 0)).toBe(true);
    } finally {
      await again.close();
    }
  });

  it('names Google’s tag and beacon hosts in the CSP only when an analytics ID is set', async () => {
    const csp = (res: { headers: Record<string, unknown> }) => String(res.headers['content-security-policy']);
    const without = csp(await sut.inject({ method: 'GET', url: '/api/health' }));
    expect(without).toMatch(/script-src 'self' [^;]*;/);
    expect(without).not.toMatch(/googletagmanager|google-analytics/);
    const withAnalytics = await createTestApp({ databaseUrl: sut.databaseUrl, env: { VITE_GA_MEASUREMENT_ID: 'G-TEST123' } });
    try {
      const header = csp(await withAnalytics.inject({ method: 'GET', url: '/api/health' }));
      expect(header).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
      expect(header).toMatch(/connect-src [^;]*https:\/\/www\.google-analytics\.com/);
    } finally {
      await withAnalytics.close();
    }
  });

  it('stores the admin password only as a bcrypt hash, at the configured cost', async () => {
    const [user] = await sut.app.get(DataSource).query('SELECT username, password FROM users');
    expect(user.username).toBe('admin');
    expect(user.password).toMatch(/^\$2[aby]\$04\$/);
  });

  it('GET /api/health reports the app and database as up', async () => {
    const res = await sut.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'up', databaseKind: 'mysql' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await sut.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toEqual(expect.any(String));
  });
});
