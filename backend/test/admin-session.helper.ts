import { SESSION_COOKIE } from '../src/auth/session-cookie';
import { TEST_ADMIN_PASSWORD, TestApp } from './support/test-app';

/** Each test picks its own client address so login throttling in one test never affects another. */
export function clientAddress(n: number): string {
  return `198.51.100.${n}`;
}

export async function loginAs(sut: TestApp, remoteAddress = '127.0.0.1', password = TEST_ADMIN_PASSWORD) {
  return sut.inject({ method: 'POST', url: '/api/admin/login', payload: { password }, remoteAddress });
}

/** Logs in and returns the session cookie's token. */
export async function adminToken(sut: TestApp, remoteAddress = '127.0.0.1'): Promise<string> {
  const res = await loginAs(sut, remoteAddress);
  if (res.statusCode !== 200) throw new Error(`Admin login failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error('Admin login set no session cookie');
  return cookie.value;
}

export function withSession(token: string): Record<string, string> {
  return { [SESSION_COOKIE]: token };
}
