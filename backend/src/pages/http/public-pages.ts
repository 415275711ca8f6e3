/**
 * Serving a page, e.g. GET /dive-sites/42, in order. http/ is the request side (main thread),
 * render/ the render side (the render thread and the page bundle); their contract is one type,
 * @ddu/shared/pages/render-contract.
 *
 *  1. Early answer (common/public-cache, PublicCacheService's onRequest hook): a current copy stored
 *     for exactly this address is sent before any routing; nothing below runs.
 *  2. Page route (here, registerPublicPages): /api and file-like paths are a plain 404; the admin
 *     area gets the client-only shell.
 *  3. Cache key (pageCacheKey, here): the path plus the query parameters the page reads
 *     (@ddu/shared/pages/page-addresses); a path that is no page shares its section's not-found key.
 *  4. Render shield (http/render-shield.ts), only when the cache has no current copy: a per-client
 *     budget of misses (429; an IPv6 client by its /64) and a bounded queue of renders that serves
 *     the lightest clients first and refuses the heaviest (429, or 503 when all are alike).
 *  5. Cache (PublicCacheService.get): one build per key and content version, shared by every request
 *     waiting for it; the last good copy while the database is down.
 *  6. Renderer (render/page-renderer.ts): hands the address to the render thread
 *     (render/render-thread.ts -> render/render-worker.ts), which runs the page bundle
 *     (frontend/src/entry-server.tsx, ServerBundle.renderPage).
 *  7. In the bundle the route's loader prefetches the page's queries; each API call is posted back
 *     to the main thread (render-thread.ts) and answered by injectTransport below through the whole
 *     API (Fastify's inject: same validation and cache), as a TextResponse (render/text-response.ts).
 *  8. The bundle renders the React tree with its styles to a RenderedPage (head, body HTML, state,
 *     page modules); back on the main thread the page modules become chunk preloads
 *     (render/vite-manifest.ts).
 *  9. Document (render/html-document.ts): the template with the head, body, state and the boot loader
 *     (render/boot-loader.ts).
 * 10. Stored (cached-answer.ts: bytes, ETag, gzip and Brotli once) and sent by PublicCacheService.send
 *     (304, coding, Cache-Control), the one sender of cached bytes; the fixed shells (admin, 429, 500,
 *     503, built once below) go out through it too.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientLimitKey } from '../../auth/client-info';
import { cacheKey, canonicalPath } from '../../common/public-cache/cache-key';
import { toCachedAnswer, type CachedAnswer } from '../../common/public-cache/cached-answer';
import { PublicCacheService } from '../../common/public-cache/public-cache.service';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { buildHtmlDocument } from '../render/html-document';
import { PageRenderer } from '../render/page-renderer';
import { MissBudget, RenderGate, RenderQueueFullError } from './render-shield';
import { canonicalPageQuery, PAGE_PATTERNS, pagePatternOf } from '@ddu/shared/pages/page-addresses';
import type { RenderTransport } from '@ddu/shared/pages/render-contract';
import { TextResponse } from '../render/text-response';

/** Requests for these are files, never pages: a miss is a plain 404, not a rendered page. */
const FILE_PATH = /\.(?:js|mjs|css|map|json|txt|xml|ico|png|jpe?g|gif|webp|avif|svg|mp4|webm|woff2?|ttf|br|gz|html?)$/i;
/** Longer paths are not ours: they get the site's shared not-found page. */
const MAX_PATH_LENGTH = 2048;
/** Sections of the site: an unknown path under one shares that section's not-found page. */
const SECTIONS = new Set(PAGE_PATTERNS.map((pattern) => pattern.split('/')[1]).filter(Boolean));

const ADMIN_HEAD = '<meta name="robots" content="noindex, nofollow">';
const HTML = 'text/html; charset=utf-8';
/** On every public page: where feed readers find the blog and the reviews. */
const FEED_LINKS =
  '<link rel="alternate" type="application/rss+xml" title="Dive Down Under – Diving Blog" href="/rss.xml">' +
  '<link rel="alternate" type="application/rss+xml" title="Dive Down Under – Gear Reviews" href="/gear-reviews/rss.xml">';

/** A page's data could not be loaded (the database is unreachable): nothing to keep in the cache. */
class PageDataUnavailableError extends Error {
  constructor(url: string) {
    super(`The data of ${url} could not be loaded`);
  }
}

/**
 * What a page's answer depends on, as its cache key and the address it is rendered from: the path
 * plus only the query parameters the page reads (sorted, first values, empty ones dropped), so
 * tracking tags and junk answer the same cached bytes. Keyed through the public cache's one key
 * function (cache-key.ts), so the early answer finds the page for the address as a browser asks it.
 * A path that is no page at all shares one not-found rendering per section (`/blog/a/b`,
 * `/blog/x/y`) or for the whole site (`/no-such`).
 */
export function pageCacheKey(url: string): { key: string; renderUrl: string; exactUrl: boolean } {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const search = queryAt === -1 ? '' : url.slice(queryAt);
  const pattern = pathname.length <= MAX_PATH_LENGTH ? pagePatternOf(pathname) : null;
  if (pattern) {
    const key = cacheKey(canonicalPath(pathname) ?? pathname, Object.fromEntries(new URLSearchParams(canonicalPageQuery(pattern, search))));
    return { key, renderUrl: key, exactUrl: true };
  }
  const first = pathname.split('/')[1] ?? '';
  const section = SECTIONS.has(first.toLowerCase()) ? first.toLowerCase() : '';
  // Rendered from a path that is no page (the not-found page does not show the address it was asked for).
  return { key: `not-found:/${section}`, renderUrl: `/${section}${section ? '/' : ''}-/not-found`, exactUrl: false };
}

/** Answers the page's API calls inside this process: no socket, same validation and caching as outside. */
function injectTransport(fastify: FastifyInstance): RenderTransport {
  return async (url, init) => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const response = await fastify.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers,
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      responseHeaders.set(key, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const status = response.statusCode;
    const body = status === 204 || status === 304 ? null : response.body;
    return new TextResponse(body, { status, headers: responseHeaders });
  };
}

/**
 * Every address outside /api that is not a file: public pages are rendered on the server (and
 * hydrated in the browser), the admin area gets the client-only shell. Registered as a plain
 * Fastify route, so a page never goes through the error path.
 */
export function registerPublicPages(app: NestFastifyApplication, frontendDist: string, origin: string): void {
  const fastify = app.getHttpAdapter().getInstance() as FastifyInstance;
  const config = app.get<AppConfig>(APP_CONFIG);
  const renderer = PageRenderer.load(frontendDist, origin, injectTransport(fastify), config.pageRendering.thread);
  if (!renderer) return;
  fastify.addHook('onClose', async () => renderer.close());
  const cache = app.get(PublicCacheService);
  const budget = new MissBudget(config.pageRendering.missesPerWindow, config.pageRendering.missWindowSeconds * 1000);
  const gate = new RenderGate(config.pageRendering.concurrency, config.pageRendering.maxWaiting, budget);
  // The fixed shells, each compressed once with its ETag: the browser app renders the page (or its
  // error) from them. The admin's is never stored anywhere; the others are asked for again every time.
  const adminShell = toCachedAnswer({
    status: 200,
    contentType: HTML,
    body: buildHtmlDocument(renderer.template, { head: ADMIN_HEAD, body: '', state: '', preload: [] }),
    cacheControl: 'private, no-store',
  });
  const shell = buildHtmlDocument(renderer.template, { head: '', body: '', state: '', preload: [], extraHead: FEED_LINKS });
  const errorShell = (status: number) => toCachedAnswer({ status, contentType: HTML, body: shell, cacheControl: 'no-cache' });
  const shells = { 429: errorShell(429), 500: errorShell(500), 503: errorShell(503) };
  const sendShell = async (request: FastifyRequest, reply: FastifyReply, answer: Promise<CachedAnswer>) =>
    cache.send(request, reply, await answer);

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    const pathname = url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/') || (FILE_PATH.test(pathname) && pathname.length <= MAX_PATH_LENGTH)) {
      return reply.callNotFound();
    }
    if (renderer.isClientOnly(pathname) && pathname.length <= MAX_PATH_LENGTH) {
      return sendShell(request, reply, adminShell);
    }
    const { key, renderUrl, exactUrl } = pageCacheKey(url);
    const client = clientLimitKey(request);
    if (!cache.isCurrent(key, ['all'])) {
      // A render costs a core 50–250 ms (in the render thread): each client gets a budget of them, and only a few run at once.
      const waitSeconds = budget.take(client);
      if (waitSeconds > 0) return tooMany(reply, request, waitSeconds);
      const refused = gate.refuses(client);
      if (refused) return busy(reply, request, refused);
    }
    let answer;
    try {
      // Rendered once per address and content version (any admin write drops every page); pages
      // whose data could not be loaded are not kept, and during a database outage the last good
      // copy is served.
      answer = await cache.get(
        key,
        ['all'],
        async () => {
          const page = await gate.run(client, () => renderer.render(renderUrl));
          if (page.status >= 500) throw new PageDataUnavailableError(renderUrl);
          if (page.redirect) {
            return {
              status: page.redirect.status,
              contentType: 'text/plain; charset=utf-8',
              body: '',
              headers: { location: page.redirect.location },
            };
          }
          const html = buildHtmlDocument(renderer.template, { ...page, extraHead: FEED_LINKS });
          return { status: page.status, contentType: HTML, body: html };
        },
        { exactUrl },
      );
    } catch (error) {
      if (error instanceof RenderQueueFullError) return busy(reply, request, error);
      // No page to show: the browser app renders it from the client shell (and shows its own error).
      if (!(error instanceof PageDataUnavailableError)) request.log.error({ err: error, url: pathname }, 'Server rendering failed');
      const status = error instanceof PageDataUnavailableError ? 503 : 500;
      if (status === 503) reply.header('retry-after', '5');
      return sendShell(request, reply, shells[status]);
    }
    return cache.send(request, reply, answer);
  };
  const tooMany = (reply: FastifyReply, request: FastifyRequest, waitSeconds: number) => {
    reply.header('retry-after', String(waitSeconds));
    return sendShell(request, reply, shells[429]);
  };
  // Refused for its share of the renders (429 until its window ends), or plain overload (503, back in a moment).
  const busy = (reply: FastifyReply, request: FastifyRequest, refused: RenderQueueFullError) => {
    if (refused.retryAfterSeconds !== undefined) return tooMany(reply, request, refused.retryAfterSeconds);
    reply.header('retry-after', '2');
    return sendShell(request, reply, shells[503]);
  };
  fastify.route({ method: ['GET', 'HEAD'], url: '/*', handler });
}
