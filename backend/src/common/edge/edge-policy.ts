import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../auth/session-cookie';
import type { AppConfig } from '../../config/app-config';

export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * Answers no shared cache may keep, whoever asks: the admin area and its API, counted seller links
 * (each click must reach the app), the newsletter's token pages and API (an address with a personal
 * token), and health checks.
 */
const PRIVATE_PATHS: readonly RegExp[] = [
  /^\/admin(?:\/|$)/,
  /^\/api\/admin(?:\/|$)/,
  /^\/go\//,
  /^\/newsletter\/(?:unsubscribe|confirm)(?:\/|$)/,
  /^\/api\/newsletter\/(?!guide\.pdf$)/,
  /^\/api\/health(?:\/|$)/,
];

const SESSION_COOKIE_PREFIX = `${SESSION_COOKIE}=`;

/** The Cache-Control of public answers: browsers keep them briefly, shared caches long (purged on publish). */
export function sharedCacheControl(config: Pick<AppConfig, 'publicCache' | 'edge'>): string {
  const { maxAgeSeconds, staleWhileRevalidateSeconds } = config.publicCache;
  const { sharedMaxAgeSeconds, staleIfErrorSeconds } = config.edge;
  return (
    `public, max-age=${maxAgeSeconds}, s-maxage=${sharedMaxAgeSeconds}, ` +
    `stale-while-revalidate=${staleWhileRevalidateSeconds}, stale-if-error=${staleIfErrorSeconds}`
  );
}

/** For answers that change by themselves (a forecast's age): shared caches keep them as briefly as browsers. */
export function shortCacheControl(config: Pick<AppConfig, 'publicCache'>): string {
  const { maxAgeSeconds, staleWhileRevalidateSeconds } = config.publicCache;
  return `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${staleWhileRevalidateSeconds}`;
}

export function hasSessionCookie(request: FastifyRequest): boolean {
  // Only the header decides, not the session's validity: a stray cookie merely costs a fresh answer.
  return request.headers.cookie?.includes(SESSION_COOKIE_PREFIX) === true;
}

/** True when no shared cache may keep the answer to `request`, whatever the route said. */
export function mustBePrivate(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return true;
  const queryAt = request.url.indexOf('?');
  const pathname = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
  return PRIVATE_PATHS.some((pattern) => pattern.test(pathname));
}

/**
 * The last word on caching, for every answer (early ones from the public cache's hook included):
 * - visitor posts, the private paths and any answer to a request with the session cookie are
 *   `private, no-store` and lose their tags (the owner never gets, nor leaves, a shared copy),
 *   except immutable build files and photos, which are the same bytes for everyone;
 * - an answer no route gave a Cache-Control (errors, uncached reads) is `private, no-store` too, so
 *   a shared cache never applies its own default lifetime to a 404 that a publish would not purge.
 */
export function installEdgePolicy(fastify: FastifyInstance): void {
  fastify.addHook(
    'onSend',
    (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, payload: unknown) => void) => {
      const current = reply.getHeader('cache-control');
      const immutable = typeof current === 'string' && current.includes('immutable');
      if (mustBePrivate(request) || (hasSessionCookie(request) && !immutable) || current === undefined) {
        reply.header('cache-control', PRIVATE_NO_STORE);
        reply.removeHeader('surrogate-key');
        reply.removeHeader('cache-tag');
      }
      done(null, payload);
    },
  );
}
