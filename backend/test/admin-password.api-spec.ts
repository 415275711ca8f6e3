import { DataSource } from 'typeorm';
import { AuditLog } from '../src/audit/audit-log.entity';
import { User } from '../src/admin/user.entity';
import { SESSION_COOKIE } from '../src/auth/session-cookie';
import { adminToken, clientAddress, loginAs, withSession } from './admin-session.helper';
import { createTestApp, TEST_ADMIN_PASSWORD, TestApp } from './support/test-app';

/** Made by bcryptjs 3.0.3 (the pure-JS library the site used before) at its cost of 12. */
const BCRYPTJS_HASH = '$2b$12$PLipvdZOGPLzk1PxzMf7VOn./ewuinlKyw0vB4aPCRda9jNve2u0q';

describe('The owner password', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await createTestApp();
  });
  afterAll(async () => {
    await sut?.close();
  });

  const users = () => sut.app.get(DataSource).getRepository(User);

  describe('AdminUserService.verifyPassword', () => {
    it('still accepts a hash made by bcryptjs, then stores it again at the configured cost', async () => {
      await users().update({ username: 'admin' }, { password: BCRYPTJS_HASH });
      const res = await loginAs(sut, clientAddress(40));
      expect(res.statusCode).toBe(200);
      const { password } = await users().findOneByOrFail({ username: 'admin' });
      expect(password).toMatch(/^\$2b\$04\$/);
      expect((await loginAs(sut, clientAddress(41))).statusCode).toBe(200);
    });

    it('refuses a wrong password against the old hash', async () => {
      await users().update({ username: 'admin' }, { password: BCRYPTJS_HASH });
      expect((await loginAs(sut, clientAddress(42), 'not-the-password')).statusCode).toBe(401);
      expect((await users().findOneByOrFail({ username: 'admin' })).password).toBe(BCRYPTJS_HASH);
    });
  });

  describe('a new ADMIN_PASSWORD at start-up', () => {
    it('ends every existing session, with an audit row saying so', async () => {
      // Three live sessions by now: the two logins above and this one.
      const token = await adminToken(sut, clientAddress(43));
      const session = () => sut.inject({ method: 'GET', url: '/api/admin/session', cookies: withSession(token) });
      expect((await session()).statusCode).toBe(200);

      const newPassword = 'a-brand-new-owner-password';
      const restarted = await createTestApp({ databaseUrl: sut.databaseUrl, env: { ADMIN_PASSWORD: newPassword } });
      try {
        expect((await session()).statusCode).toBe(401);
        const rows = await sut.app.get(DataSource).getRepository(AuditLog).findBy({ action: 'password_changed' });
        expect(rows).toHaveLength(1);
        expect(rows[0].details).toBe('Admin password changed; 3 sessions ended');
        expect((await loginAs(restarted, clientAddress(44), TEST_ADMIN_PASSWORD)).statusCode).toBe(401);
        expect((await loginAs(restarted, clientAddress(45), newPassword)).statusCode).toBe(200);
      } finally {
        await restarted.app.close();
      }
    });

    it('keeps sessions when the password did not change', async () => {
      const password = 'a-brand-new-owner-password';
      const login = await loginAs(sut, clientAddress(46), password);
      expect(login.statusCode).toBe(200);
      const token = login.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
      const again = await createTestApp({ databaseUrl: sut.databaseUrl, env: { ADMIN_PASSWORD: password } });
      try {
        const res = await again.inject({ method: 'GET', url: '/api/admin/session', cookies: withSession(token) });
        expect(res.statusCode).toBe(200);
      } finally {
        await again.app.close();
      }
    });
  });
});
