import { ModulesContainer } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { AuditLog } from '../src/audit/audit-log.entity';
import { ADMIN_ONLY_EXTENSION, ADMIN_ROUTE } from '../src/common/admin-only.decorator';
import { buildOpenApiDocument } from '../src/openapi/swagger';
import { adminToken, clientAddress, loginAs, withSession } from './admin-session.helper';
import { createTestApp, TEST_ADMIN_PASSWORD, TestApp } from './support/test-app';

const CONTENT_TABLES = ['articles', 'reviews', 'products', 'dive_sites', 'locations', 'newsletters', 'contacts', 'users'];

describe('Admin security policy', () => {
  let sut: TestApp;
  let token: string;

  beforeAll(async () => {
    sut = await createTestApp();
    token = await adminToken(sut, clientAddress(200));
  });
  afterAll(async () => {
    await sut?.close();
  });

  const ds = () => sut.app.get(DataSource);
  const auditRows = () =>
    ds()
      .getRepository(AuditLog)
      .find({ order: { timestamp: 'ASC' } });
  const checksums = async () => JSON.stringify(await ds().query(`CHECKSUM TABLE ${CONTENT_TABLES.join(', ')}`));

  const article = (title: string) => ({
    title,
    slug: title.toLowerCase().replace(/\W+/g, '-'),
    excerpt: 'A short look at the site.',
    content: 'Plenty of fish and a gentle current.',
    category: 'Dive Sites',
    imageUrl: 'https://images.example.com/reef.jpg',
    published: false,
  });

  describe('admin routes', () => {
    it('every route marked admin-only in OpenAPI answers 401 without a cookie and changes nothing', async () => {
      const document = buildOpenApiDocument(sut.app, sut.config.publicUrl);
      const operations = Object.entries(document.paths).flatMap(([path, item]) =>
        Object.entries(item)
          .filter(([, op]) => (op as Record<string, unknown>)[ADMIN_ONLY_EXTENSION] === true)
          .map(([method, op]) => ({ path, method: method.toUpperCase(), operationId: (op as { operationId: string }).operationId })),
      );
      expect(operations.length).toBeGreaterThanOrEqual(3);
      const before = await checksums();
      const auditBefore = (await auditRows()).length;
      for (const op of operations) {
        const url = op.path.replace(/\{[^}]+\}/g, '1');
        const payload = ['GET', 'DELETE'].includes(op.method) ? undefined : { title: 'x', name: 'x', published: true };
        const res = await sut.inject({ method: op.method as 'GET', url, payload });
        expect({ op: `${op.method} ${url}`, status: res.statusCode }).toEqual({ op: `${op.method} ${url}`, status: 401 });
        expect(res.json().message).toEqual(expect.any(String));
      }
      expect(await checksums()).toBe(before);
      expect((await auditRows()).length).toBe(auditBefore);
    });

    it('marks in OpenAPI every handler that carries the admin route metadata', async () => {
      const marked: string[] = [];
      for (const module of sut.app.get(ModulesContainer).values()) {
        for (const wrapper of module.controllers.values()) {
          const proto = (wrapper.metatype as { prototype: Record<string, unknown> }).prototype;
          for (const name of Object.getOwnPropertyNames(proto)) {
            if (name !== 'constructor' && Reflect.getMetadata(ADMIN_ROUTE, proto[name] as object)) marked.push(name);
          }
        }
      }
      const document = buildOpenApiDocument(sut.app, sut.config.publicUrl);
      const documented = Object.values(document.paths)
        .flatMap((item) => Object.values(item))
        .filter((op) => (op as Record<string, unknown>)[ADMIN_ONLY_EXTENSION] === true)
        .map((op) => (op as { operationId: string }).operationId);
      expect(documented.sort()).toEqual(marked.sort());
      expect(marked).toEqual(expect.arrayContaining(['getAdminSession', 'getSecurityDashboard', 'updateSitemap']));
    });
  });

  describe('CSRF', () => {
    it('refuses a state-changing request from another origin with 403, even with a valid session', async () => {
      const before = await checksums();
      const res = await sut.inject({
        method: 'POST',
        url: '/api/articles',
        cookies: withSession(token),
        headers: { origin: 'https://evil.example' },
        payload: article('Forged article'),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/another website/);
      expect(await checksums()).toBe(before);
    });

    it('uses the Referer when there is no Origin', async () => {
      const res = await sut.inject({
        method: 'POST',
        url: '/api/admin/logout',
        cookies: withSession(token),
        headers: { referer: 'https://evil.example/trap.html' },
      });
      expect(res.statusCode).toBe(403);
      expect((await sut.inject({ method: 'GET', url: '/api/admin/session', cookies: withSession(token) })).statusCode).toBe(200);
    });

    it('lets the site itself through (same host) and requests without Origin or Referer', async () => {
      const sameOrigin = await sut.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { origin: 'http://shop.test:8080', host: 'shop.test:8080' },
        payload: { password: TEST_ADMIN_PASSWORD },
        remoteAddress: clientAddress(201),
      });
      expect(sameOrigin.statusCode).toBe(200);
      expect((await loginAs(sut, clientAddress(202))).statusCode).toBe(200);
    });

    it('does not apply to reads', async () => {
      const res = await sut.inject({ method: 'GET', url: '/api/articles', headers: { origin: 'https://evil.example' } });
      expect(res.statusCode).toBe(200);
    });
  });

  describe('audit trail', () => {
    it('logs logins, failures, blocks and logouts with IP and user agent, never the password or token', async () => {
      const ip = clientAddress(10);
      const ua = { 'user-agent': 'AuditTest/1.0' };
      await sut.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { password: 'wrong-secret-1' },
        remoteAddress: ip,
        headers: ua,
      });
      const ok = await sut.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { password: TEST_ADMIN_PASSWORD },
        remoteAddress: ip,
        headers: ua,
      });
      const session = ok.cookies.find((c) => c.name === 'ddu_session')!.value;
      await sut.inject({ method: 'POST', url: '/api/admin/logout', cookies: withSession(session), remoteAddress: ip, headers: ua });
      for (let i = 0; i < 6; i++) {
        await sut.inject({
          method: 'POST',
          url: '/api/admin/login',
          payload: { password: 'wrong-secret-2' },
          remoteAddress: ip,
          headers: ua,
        });
      }
      const rows = (await auditRows()).filter((r) => r.ipAddress === ip);
      // Refused attempts from one client in one 15-minute window share a row with a count.
      expect(rows.map((r) => [r.action, r.count])).toEqual([
        ['login_failure', 6],
        ['login_success', 1],
        ['admin_logout', 1],
        ['login_blocked', 1],
      ]);
      expect(rows[0].lastSeenAt!.getTime()).toBeGreaterThan(rows[2].timestamp.getTime());
      expect(rows[0].details).toBe('Wrong password (0 attempts left)');
      expect(rows.every((r) => r.userAgent === 'AuditTest/1.0')).toBe(true);
      expect(rows.every((r) => /^[0-9a-f-]{36}$/.test(r.id))).toBe(true);
      const all = JSON.stringify(await auditRows());
      expect(all).not.toContain('wrong-secret');
      expect(all).not.toContain(TEST_ADMIN_PASSWORD);
      expect(all).not.toContain(session);
      expect(all).not.toContain(token);
    });

    it('logs successful admin writes with the resource and a short summary', async () => {
      const created = await sut.inject({
        method: 'POST',
        url: '/api/articles',
        cookies: withSession(token),
        payload: article('Audit Trail Reef'),
      });
      expect(created.statusCode).toBe(201);
      const id = created.json().id;
      await sut.inject({ method: 'PATCH', url: `/api/articles/${id}`, cookies: withSession(token), payload: { published: true } });
      await sut.inject({ method: 'DELETE', url: `/api/articles/${id}`, cookies: withSession(token) });
      const rows = (await auditRows()).filter((r) => r.resource === `articles/${id}`);
      expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
      expect(rows[0].details).toContain('Audit Trail Reef');
      expect(rows[1].details).toContain('changed: published');
      expect(rows[0].details).not.toContain('Plenty of fish');
    });

    it('logs a refused admin write as <action>_failed, never as a success', async () => {
      const res = await sut.inject({ method: 'DELETE', url: '/api/articles/999999', cookies: withSession(token) });
      expect(res.statusCode).toBe(404);
      const rows = (await auditRows()).filter((r) => r.resource === 'articles/999999');
      expect(rows.map((r) => r.action)).toEqual(['delete_failed']);
      expect(rows[0].details).toMatch(/^404/);
    });
  });

  describe('getSecurityDashboard', () => {
    it('answers 401 without a session', async () => {
      expect((await sut.inject({ method: 'GET', url: '/api/admin/security-dashboard' })).statusCode).toBe(401);
    });

    it('counts the logins of the last 24 hours and lists the latest activity', async () => {
      const logs = ds().getRepository(AuditLog);
      const count = async (action: string) => Number(await logs.sum('count', { action }));
      // An entry older than a day is listed in the history but not counted.
      await logs.insert({
        id: '00000000-0000-4000-8000-000000000001',
        action: 'login_failure',
        resource: null,
        ipAddress: '192.0.2.99',
        userAgent: 'old',
        details: 'old failure',
        timestamp: new Date(Date.now() - 25 * 3600_000),
        lastSeenAt: new Date(Date.now() - 25 * 3600_000),
      });
      const res = await sut.inject({ method: 'GET', url: '/api/admin/security-dashboard', cookies: withSession(token) });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      const success = await count('login_success');
      const failed = (await count('login_failure')) - 1;
      const blocked = await count('login_blocked');
      expect(body).toMatchObject({ successfulLogins: success, failedAttempts: failed, blockedAttempts: blocked });
      expect(body.totalLoginAttempts).toBe(success + failed + blocked);
      expect(failed).toBeGreaterThanOrEqual(6);
      expect(blocked).toBeGreaterThanOrEqual(1);
      expect(body.recentActivity.length).toBeLessThanOrEqual(50);
      expect(Object.keys(body.recentActivity[0]).sort()).toEqual(['action', 'count', 'details', 'ipAddress', 'resource', 'timestamp']);
      expect(body.recentActivity.some((a: { details: string }) => a.details === 'old failure')).toBe(true);
      const times = body.recentActivity.map((a: { timestamp: string }) => Date.parse(a.timestamp));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    });
  });
});
