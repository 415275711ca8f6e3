/**
 * The one key function of the public read cache. A key is a path, its segments encoded one way,
 * plus the query parameters given, sorted by name and encoded as a form (as URLSearchParams and the
 * generated client write them). Handlers under @PublicCached, the early answer in the onRequest hook
 * and the server-rendered pages all key through here, so a request answered once is found again
 * before Nest's routing however its client spelled the same address.
 */

export type QueryValues = Readonly<Record<string, string | readonly string[] | undefined>>;

/** Only unreserved characters: such a path is already canonical (the common case, checked per request). */
const PLAIN_PATH = /^[A-Za-z0-9\-._~/]*$/;

/** `/a/b%20c` with every segment decoded and encoded again one way; null when a segment is not valid UTF-8 percent-encoding. */
export function canonicalPath(rawPath: string): string | null {
  if (PLAIN_PATH.test(rawPath)) return rawPath;
  const segments = rawPath.split('/');
  try {
    return segments.map((segment) => encodeURIComponent(decodeURIComponent(segment))).join('/');
  } catch {
    return null;
  }
}

/** The key for `path` (already canonical, or a route pattern filled with encoded params) and these query values. */
export function cacheKey(path: string, query: QueryValues = {}): string {
  const names = Object.keys(query);
  if (names.length === 0) return path;
  const form = new URLSearchParams();
  for (const name of names.sort()) {
    const value = query[name];
    if (value === undefined) continue;
    for (const item of typeof value === 'string' ? [value] : value) form.append(name, item);
  }
  const search = form.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The key a request is answered early with: its path made canonical and every query parameter the
 * router parsed (`query`, Fastify's parse of `url`). A handler keys on its declared parameters
 * only, so an address with any other parameter is never answered early: it goes through Nest,
 * where validation refuses it or the handler's own key finds the answer. Null (no early answer)
 * when the address is not valid percent-encoding, where parsers may disagree.
 */
export function requestCacheKey(url: string, query: QueryValues): string | null {
  const queryAt = url.indexOf('?');
  const path = canonicalPath(queryAt === -1 ? url : url.slice(0, queryAt));
  if (path === null) return null;
  if (queryAt !== -1) {
    try {
      decodeURIComponent(url.slice(queryAt + 1).replace(/\+/g, ' '));
    } catch {
      return null;
    }
  }
  return cacheKey(path, query);
}

/** A route pattern (`/api/dive-sites/:id`) with the params the router matched filled in, encoded as canonicalPath does. */
export function routePath(pattern: string, params: Readonly<Record<string, string | undefined>>): string {
  return pattern.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
}
