import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PublicCacheService } from '../common/public-cache/public-cache.service';
import { buildHtmlDocument } from './html-document';
import { PageRenderer, type RenderTransport } from './page-renderer';
import { PageResponder } from './page-responder';

/** Requests for these are files, never pages: a miss is a plain 404, not a rendered page. */
const FILE_PATH = /\.(?:js|mjs|css|map|json|txt|xml|ico|png|jpe?g|gif|webp|avif|svg|mp4|webm|woff2?|ttf|br|gz|html?)$/i;
/** Longer addresses are not ours; refusing them keeps junk out of the page cache. */
const MAX_URL_LENGTH = 2048;

const ADMIN_HEAD = '<meta name="robots" content="noindex, nofollow">';
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
      headers: { ...headers, 'x-ddu-render': '1' },
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      responseHeaders.set(key, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const status = response.statusCode;
    const body = status === 204 || status === 304 ? null : response.body;
    return new Response(body, { status, headers: responseHeaders });
  };
}

/**
 * Every address outside /api that is not a file: public pages are rendered on the server (and
 * hydrated in the browser), the admin area gets the client-only shell. Registered as a plain
 * Fastify route, so a page never goes through the error path.
 */
export function registerPublicPages(app: NestFastifyApplication, frontendDist: string, origin: string): PageRenderer | null {
  const fastify = app.getHttpAdapter().getInstance() as FastifyInstance;
  const renderer = PageRenderer.load(frontendDist, origin, injectTransport(fastify));
  if (!renderer) return null;
  const responder = new PageResponder();
  const cache = app.get(PublicCacheService);
  const adminShell = buildHtmlDocument(renderer.template, { head: ADMIN_HEAD, body: '', state: '', preload: [] });
  const shell = buildHtmlDocument(renderer.template, { head: '', body: '', state: '', preload: [], extraHead: FEED_LINKS });

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    const pathname = url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/') || FILE_PATH.test(pathname) || url.length > MAX_URL_LENGTH) {
      return reply.callNotFound();
    }
    if (renderer.isClientOnly(pathname)) {
      return responder.send(request, reply, { status: 200, html: adminShell, cacheable: false, noStore: true });
    }
    let answer;
    try {
      // Rendered once per address and content version (any admin write drops every page); pages
      // whose data could not be loaded are not kept, and during a database outage the last good
      // copy is served.
      answer = await cache.get(
        url,
        ['all'],
        async () => {
          const page = await renderer.render(url);
          if (page.status >= 500) throw new PageDataUnavailableError(url);
          if (page.redirect) {
            return {
              status: page.redirect.status,
              contentType: 'text/plain; charset=utf-8',
              body: '',
              headers: { location: page.redirect.location },
            };
          }
          const html = buildHtmlDocument(renderer.template, { ...page, extraHead: FEED_LINKS });
          return { status: page.status, contentType: 'text/html; charset=utf-8', body: html };
        },
        { exactUrl: true },
      );
    } catch (error) {
      // No page to show: the browser app renders it from the client shell (and shows its own error).
      if (!(error instanceof PageDataUnavailableError)) request.log.error({ err: error, url }, 'Server rendering failed');
      const status = error instanceof PageDataUnavailableError ? 503 : 500;
      if (status === 503) reply.header('retry-after', '5');
      return responder.send(request, reply, { status, html: shell, cacheable: false });
    }
    return cache.send(request, reply, answer);
  };
  fastify.route({ method: ['GET', 'HEAD'], url: '/*', handler });
  return renderer;
}
