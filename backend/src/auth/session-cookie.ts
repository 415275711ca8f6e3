import { AppConfig } from '../config/app-config';

/** The admin session's cookie: read by the session guard, skipped by the public cache, documented in OpenAPI. */
export const SESSION_COOKIE = 'ddu_session';

/** The part of Fastify's reply that @fastify/cookie adds. */
export interface CookieReply {
  setCookie(name: string, value: string, options: Record<string, unknown>): unknown;
  clearCookie(name: string, options: Record<string, unknown>): unknown;
}

function baseOptions(config: AppConfig) {
  // HttpOnly: scripts never see the token. SameSite=Strict: no other site can make the browser send it.
  return { httpOnly: true, sameSite: 'strict', path: '/', secure: config.session.cookieSecure };
}

export function setSessionCookie(reply: CookieReply, token: string, config: AppConfig): void {
  reply.setCookie(SESSION_COOKIE, token, { ...baseOptions(config), maxAge: config.session.absoluteHours * 3600 });
}

export function clearSessionCookie(reply: CookieReply, config: AppConfig): void {
  reply.clearCookie(SESSION_COOKIE, baseOptions(config));
}
