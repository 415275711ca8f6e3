import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AdminSession } from '../src/auth/admin-session.entity';
import { adminToken, clientAddress, withSession } from './admin-session.helper';
import { createTestApp, TestApp } from './support/test-app';

describe('Admin idle timeout and background refreshes', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await createTestApp();
  });
  afterAll(async () => {
    await sut?.close();
  });

  const sessions = () => sut.app.get(DataSource).getRepository(AdminSession);
  const idOf = (token: string) => createHash('sha256').update(token).digest('hex');
  /** A controlled clock: the session's last activity is moved back instead of waiting. */
  const lastActiveMinutesAgo = (token: string, minutes: number) =>
    sessions().update({ id: idOf(token) }, { lastActivityAt: new Date(Date.now() - minutes * 60_000) });
  const lastActivity = async (token: string) => (await sessions().findOneByOrFail({ id: idOf(token) })).lastActivityAt.getTime();
  const dashboard = (token: string, background: boolean) =>
    sut.inject({
      method: 'GET',
      url: '/api/admin/security-dashboard',
      cookies: withSession(token),
      headers: background ? { 'x-background-refresh': 'true' } : {},
    });

  it('answers a background refresh without extending the idle time', async () => {
    const token = await adminToken(sut, clientAddress(60));
    await lastActiveMinutesAgo(token, 20);
    const before = await lastActivity(token);
    expect((await dashboard(token, true)).statusCode).toBe(200);
    expect(await lastActivity(token)).toBe(before);
  });

  it('ends the session at the idle timeout however often the tab polled', async () => {
    const token = await adminToken(sut, clientAddress(61));
    await lastActiveMinutesAgo(token, 29);
    expect((await dashboard(token, true)).statusCode).toBe(200);
    await lastActiveMinutesAgo(token, 31);
    expect((await dashboard(token, true)).statusCode).toBe(401);
  });

  it("still counts the owner's own requests as activity", async () => {
    const token = await adminToken(sut, clientAddress(62));
    await lastActiveMinutesAgo(token, 20);
    const before = await lastActivity(token);
    expect((await dashboard(token, false)).statusCode).toBe(200);
    expect(await lastActivity(token)).toBeGreaterThan(before + 19 * 60_000);
  });
});
