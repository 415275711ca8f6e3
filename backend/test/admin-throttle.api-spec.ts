import { DataSource } from 'typeorm';
import { AuditLog } from '../src/audit/audit-log.entity';
import { RateLimit } from '../src/common/rate-limit/rate-limit.entity';
import { clientAddress, loginAs } from './admin-session.helper';
import { createTestApp, TEST_ADMIN_PASSWORD, TestApp } from './support/test-app';

const BLOCKED = /^Too many login attempts\. Please try again in \d+ minutes?\.$/;

describe('AdminAuthService login throttling', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await createTestApp();
  });
  afterAll(async () => {
    await sut?.close();
  });

  const wrongLogin = (remoteAddress: string, headers: Record<string, string> = {}, app: TestApp = sut) =>
    app.inject({ method: 'POST', url: '/api/admin/login', payload: { password: 'guess' }, remoteAddress, headers });

  it('allows 5 attempts in 15 minutes, refuses the 6th with 429 and logs it as login_blocked', async () => {
    const ip = clientAddress(1);
    for (let i = 0; i < 5; i++) expect((await wrongLogin(ip)).statusCode).toBe(401);
    const blocked = await wrongLogin(ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(BLOCKED);
    expect(blocked.json().message).toContain('15 minutes');
    const rows = await sut.app.get(DataSource).getRepository(AuditLog).findBy({ action: 'login_blocked', ipAddress: ip });
    expect(rows).toHaveLength(1);
  });

  it('refuses even the right password once the client is blocked', async () => {
    const ip = clientAddress(2);
    for (let i = 0; i < 5; i++) await wrongLogin(ip);
    const res = await loginAs(sut, ip, TEST_ADMIN_PASSWORD);
    expect(res.statusCode).toBe(429);
    expect(res.cookies).toHaveLength(0);
  });

  it('keeps its counter in the rate_limits table', async () => {
    const ip = clientAddress(3);
    await wrongLogin(ip);
    await wrongLogin(ip);
    const row = await sut.app
      .get(DataSource)
      .getRepository(RateLimit)
      .findOneByOrFail({ key: `admin-login:${ip}` });
    expect(row.count).toBe('2');
    expect(row.resetTime.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
  });

  it('cannot be reset by rotating forged X-Forwarded-For headers', async () => {
    const ip = clientAddress(4);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      statuses.push((await wrongLogin(ip, { 'x-forwarded-for': `203.0.113.${i + 1}` })).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });

  it('clears the counter after a successful login, so earlier typos do not count later', async () => {
    const ip = clientAddress(5);
    for (let i = 0; i < 4; i++) await wrongLogin(ip);
    expect((await loginAs(sut, ip)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await wrongLogin(ip)).statusCode).toBe(401);
    expect((await wrongLogin(ip)).statusCode).toBe(429);
  });

  it('holds across a second app instance on the same database', async () => {
    const ip = clientAddress(6);
    for (let i = 0; i < 5; i++) await wrongLogin(ip);
    const other = await createTestApp({ databaseUrl: sut.databaseUrl });
    try {
      expect((await wrongLogin(ip, {}, other)).statusCode).toBe(429);
    } finally {
      await other.app.close();
    }
  });

  it('counts per forwarded client when the proxy is trusted (TRUST_PROXY)', async () => {
    const proxied = await createTestApp({ databaseUrl: sut.databaseUrl, env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      const viaProxy = (client: string) => wrongLogin('127.0.0.1', { 'x-forwarded-for': client }, proxied);
      for (let i = 0; i < 5; i++) expect((await viaProxy('192.0.2.10')).statusCode).toBe(401);
      expect((await viaProxy('192.0.2.10')).statusCode).toBe(429);
      // Another client behind the same proxy has its own counter.
      expect((await viaProxy('192.0.2.11')).statusCode).toBe(401);
      const ds = proxied.app.get(DataSource);
      const failures = await ds.getRepository(AuditLog).findBy({ action: 'login_failure', ipAddress: '192.0.2.10' });
      expect(failures.map((row) => row.count)).toEqual([5]);
    } finally {
      await proxied.app.close();
    }
  });
});
