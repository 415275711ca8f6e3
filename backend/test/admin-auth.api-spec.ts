import { DataSource } from 'typeorm';
import { AdminSession } from '../src/auth/admin-session.entity';
import { SESSION_COOKIE } from '../src/auth/session-cookie';
import { adminToken, clientAddress, loginAs, withSession } from './admin-session.helper';
import { createTestApp, TestApp } from './support/test-app';

describe('AdminAuthController', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await createTestApp();
  });
  afterAll(async () => {
    await sut?.close();
  });

  const sessions = () => sut.app.get(DataSource).getRepository(AdminSession);
  const getSession = (token?: string) => sut.inject({ method: 'GET', url: '/api/admin/session', cookies: token ? withSession(token) : {} });

  describe('loginAdmin', () => {
    it('signs in with the right password and sets a strict HttpOnly session cookie', async () => {
      const res = await loginAs(sut, clientAddress(1));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ authenticated: true, idleTimeoutMinutes: 30 });
      const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
      expect(cookie.secure).toBeFalsy();
      expect(cookie.value.length).toBeGreaterThanOrEqual(40);
    });

    it('refuses a wrong password with 401 "Invalid password" and no cookie', async () => {
      const res = await loginAs(sut, clientAddress(2), 'not-the-password');
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Invalid password');
      expect(res.cookies.find((c) => c.name === SESSION_COOKIE && c.value)).toBeUndefined();
    });

    it('answers 400 with a readable message when the password is missing or an extra field is sent', async () => {
      const empty = await sut.inject({ method: 'POST', url: '/api/admin/login', payload: {} });
      expect(empty.statusCode).toBe(400);
      expect(JSON.stringify(empty.json().message)).toContain('password');
      const extra = await sut.inject({ method: 'POST', url: '/api/admin/login', payload: { password: 'x', admin: true } });
      expect(extra.statusCode).toBe(400);
    });

    it('stores only a hash of the token, so the table cannot be replayed as cookies', async () => {
      const token = await adminToken(sut, clientAddress(3));
      expect(await sessions().countBy({ id: token })).toBe(0);
      expect(await sessions().count()).toBeGreaterThan(0);
    });

    it('regenerates the session: a token presented at login is destroyed and a different one issued', async () => {
      const before = await adminToken(sut, clientAddress(4));
      const res = await sut.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { password: 'correct-horse-battery-staple' },
        cookies: withSession(before),
        remoteAddress: clientAddress(4),
      });
      const after = res.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
      expect(after).not.toBe(before);
      expect((await getSession(before)).statusCode).toBe(401);
      expect((await getSession(after)).statusCode).toBe(200);
    });

    it('clears abandoned sessions (idle or past their lifetime) when someone signs in', async () => {
      await adminToken(sut, clientAddress(20));
      await adminToken(sut, clientAddress(21));
      const [idle, expired] = await sessions().find({ order: { createdAt: 'DESC' }, take: 2 });
      await sessions().update({ id: idle.id }, { lastActivityAt: new Date(Date.now() - 31 * 60_000) });
      await sessions().update({ id: expired.id }, { expiresAt: new Date(Date.now() - 1000) });
      const fresh = await adminToken(sut, clientAddress(22));
      expect(await sessions().countBy({ id: idle.id })).toBe(0);
      expect(await sessions().countBy({ id: expired.id })).toBe(0);
      expect((await getSession(fresh)).statusCode).toBe(200);
    });

    it('marks the cookie Secure when the config asks for it', async () => {
      const secure = await createTestApp({
        databaseUrl: sut.databaseUrl,
        config: (c) => ({ ...c, session: { ...c.session, cookieSecure: true } }),
      });
      try {
        const res = await loginAs(secure, clientAddress(5));
        expect(res.cookies.find((c) => c.name === SESSION_COOKIE)!.secure).toBe(true);
      } finally {
        await secure.app.close();
      }
    });
  });

  describe('getAdminSession', () => {
    it('answers 401 without a cookie and with an unknown token', async () => {
      expect((await getSession()).statusCode).toBe(401);
      const res = await getSession('made-up-token');
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toEqual(expect.any(String));
    });

    it('answers 200 with the expiry for a live session', async () => {
      const res = await getSession(await adminToken(sut, clientAddress(6)));
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.authenticated).toBe(true);
      expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(Date.now());
      expect(new Date(body.absoluteExpiresAt).getTime()).toBeGreaterThanOrEqual(new Date(body.expiresAt).getTime());
    });

    it('ends a session idle for longer than the timeout and deletes it', async () => {
      const token = await adminToken(sut, clientAddress(7));
      const [row] = await sessions().find({ order: { createdAt: 'DESC' }, take: 1 });
      await sessions().update({ id: row.id }, { lastActivityAt: new Date(Date.now() - 31 * 60_000) });
      expect((await getSession(token)).statusCode).toBe(401);
      expect(await sessions().countBy({ id: row.id })).toBe(0);
    });

    it('extends the idle timeout with activity', async () => {
      const token = await adminToken(sut, clientAddress(8));
      const [row] = await sessions().find({ order: { createdAt: 'DESC' }, take: 1 });
      await sessions().update({ id: row.id }, { lastActivityAt: new Date(Date.now() - 29 * 60_000) });
      expect((await getSession(token)).statusCode).toBe(200);
      const touched = await sessions().findOneByOrFail({ id: row.id });
      expect(Date.now() - touched.lastActivityAt.getTime()).toBeLessThan(60_000);
    });

    it('takes the idle timeout from the config', async () => {
      const token = await adminToken(sut, clientAddress(9));
      const [row] = await sessions().find({ order: { createdAt: 'DESC' }, take: 1 });
      await sessions().update({ id: row.id }, { lastActivityAt: new Date(Date.now() - 10 * 60_000) });
      const strict = await createTestApp({
        databaseUrl: sut.databaseUrl,
        config: (c) => ({ ...c, session: { ...c.session, idleMinutes: 5 } }),
      });
      try {
        const res = await strict.inject({ method: 'GET', url: '/api/admin/session', cookies: withSession(token) });
        expect(res.statusCode).toBe(401);
      } finally {
        await strict.app.close();
      }
    });

    it('ends a session past its absolute lifetime even when it is active', async () => {
      const token = await adminToken(sut, clientAddress(10));
      const [row] = await sessions().find({ order: { createdAt: 'DESC' }, take: 1 });
      await sessions().update({ id: row.id }, { expiresAt: new Date(Date.now() - 1000) });
      expect((await getSession(token)).statusCode).toBe(401);
    });

    it('is shared by a second instance on the same database', async () => {
      const token = await adminToken(sut, clientAddress(11));
      const other = await createTestApp({ databaseUrl: sut.databaseUrl });
      try {
        const res = await other.inject({ method: 'GET', url: '/api/admin/session', cookies: withSession(token) });
        expect(res.statusCode).toBe(200);
      } finally {
        await other.app.close();
      }
    });
  });

  describe('logoutAdmin', () => {
    it('destroys the session on the server and clears the cookie', async () => {
      const token = await adminToken(sut, clientAddress(12));
      const res = await sut.inject({ method: 'POST', url: '/api/admin/logout', cookies: withSession(token) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ authenticated: false });
      const cleared = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
      expect(cleared.value).toBe('');
      // The old cookie, replayed, no longer works.
      expect((await getSession(token)).statusCode).toBe(401);
    });

    it('is harmless without a session', async () => {
      const res = await sut.inject({ method: 'POST', url: '/api/admin/logout' });
      expect(res.statusCode).toBe(200);
    });
  });
});
