import * as fs from 'node:fs';
import * as path from 'node:path';
import { DataSource } from 'typeorm';
import { PublicCacheInterceptor } from '../src/common/public-cache/public-cache.interceptor';
import { createTestApp, TestApp } from './support/test-app';

/**
 * Every public GET of the OpenAPI document goes through @PublicCached: asked twice the way the
 * generated client asks, the second answer comes from the onRequest hook, before Nest's routing (the
 * interceptor in front of the handler is not entered). Fails when a route's key stops matching the
 * key its requests are answered early with, or when a new public read is not cached.
 */

const spec = JSON.parse(fs.readFileSync(path.join(__dirname, '../../openapi/openapi.json'), 'utf8')) as {
  paths: Record<string, { get?: { 'x-admin-only'?: boolean; parameters?: { name: string; in: string; required?: boolean }[] } }>;
};

/** Public reads not answered early, each for a reason; everything else must be. */
const NOT_CACHED: Record<string, string> = {
  '/api/health': 'reports the live state of the database and the cache',
  '/api/health/live': 'liveness probe',
  '/go/{target}': 'counts the click, then redirects',
  '/go/reviews/{slug}': 'counts the click, then redirects',
  '/go/offers/{id}': 'counts the click, then redirects',
  '/api/dive-sites/regions': 'not cached (no ETag or Cache-Control today)',
  '/api/dive-sites/regions/{slug}': 'not cached (no ETag or Cache-Control today)',
  // @PublicCached({ versioned }): built once per forecast state and hour, but the handler runs each time to name them.
  '/api/dive-sites/conditions/outlook': 'versioned by the forecasts and the hour: refreshes stale forecasts first',
  '/api/dive-sites/conditions/weekend': 'versioned by the forecasts and the hour, like the outlook it is ranked from',
  '/api/dive-sites/{id}/conditions': 'versioned by the forecast and the hour: fetches a stale forecast first',
  '/api/newsletter/unsubscribe/one-click': 'a browser that follows the e-mail link is redirected to the unsubscribe page',
};

const publicGets = Object.entries(spec.paths)
  .filter(([, item]) => item.get && !item.get['x-admin-only'])
  .map(([route, item]) => ({ route, parameters: item.get!.parameters ?? [] }));

describe('Every public GET is answered early on its second request', () => {
  let sut: TestApp;
  let values: Record<string, string>;

  beforeAll(async () => {
    sut = await createTestApp();
    const db = sut.app.get(DataSource);
    const one = async (sql: string): Promise<string> => {
      const [row] = (await db.query(sql)) as Record<string, unknown>[];
      if (!row) throw new Error(`The seed has nothing for: ${sql}`);
      return String(Object.values(row)[0]);
    };
    // The seed links no dive site to a page: one is linked before anything is cached.
    const articleSlug = await one('SELECT slug FROM articles WHERE published = 1 ORDER BY id LIMIT 1');
    await db.query('UPDATE dive_sites SET reviewLink = ? ORDER BY id LIMIT 1', [`/blog/${articleSlug}`]);
    values = {
      '/api/products/{id}': await one('SELECT MIN(id) FROM products'),
      '/api/products/{id}/price-history': await one('SELECT MIN(id) FROM products'),
      '/api/products/{id}/alternatives': await one('SELECT MIN(id) FROM products'),
      // The seed's Scubapro Hydros Pro BCD review names a shop product (see product-review-link.ts).
      '/api/products/by-review/{slug}': await one(
        "SELECT slug FROM reviews WHERE published = 1 AND title LIKE 'Scubapro Hydros Pro BCD%' ORDER BY id LIMIT 1",
      ),
      '/api/dive-sites/{id}': await one('SELECT MIN(id) FROM dive_sites'),
      '/api/articles/slug/{slug}': await one('SELECT slug FROM articles WHERE published = 1 ORDER BY id LIMIT 1'),
      '/api/articles/slug/{slug}/mentions': await one('SELECT slug FROM articles WHERE published = 1 ORDER BY id LIMIT 1'),
      '/api/reviews/slug/{slug}': await one('SELECT slug FROM reviews WHERE published = 1 ORDER BY id LIMIT 1'),
      '/api/reviews/category/{category}': await one('SELECT category FROM reviews WHERE published = 1 ORDER BY id LIMIT 1'),
      '/api/dive-sites/search?q': 'shark reef',
      '/api/search?q': 'reef',
      '/api/dive-sites/states/{slug}': 'queensland',
      '/api/dive-sites/by-review-url?url': `/blog/${articleSlug}`,
    };
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await sut?.close();
  });

  it('names only routes of the document as not cached', () => {
    for (const route of Object.keys(NOT_CACHED)) expect({ route, documented: route in spec.paths }).toEqual({ route, documented: true });
  });

  /** The address as the generated client writes it: encoded path values, required query by URLSearchParams. */
  function addressOf(route: string, parameters: { name: string; in: string; required?: boolean }[]): string {
    const filled = route.replace(/\{(\w+)\}/g, (_m, name: string) => {
      const value = values[route];
      if (value === undefined) throw new Error(`No seeded value for ${name} of ${route}`);
      return encodeURIComponent(value);
    });
    const query = new URLSearchParams();
    for (const p of parameters.filter((p) => p.in === 'query' && p.required)) {
      const value = values[`${route}?${p.name}`];
      if (value === undefined) throw new Error(`No value for ?${p.name} of ${route}`);
      query.append(p.name, value);
    }
    const search = query.toString();
    return search ? `${filled}?${search}` : filled;
  }

  it.each(publicGets.filter(({ route }) => !(route in NOT_CACHED)))('$route', async ({ route, parameters }) => {
    const url = addressOf(route, parameters);
    const entered = jest.spyOn(PublicCacheInterceptor.prototype, 'intercept');
    try {
      const first = await sut.inject({ method: 'GET', url });
      expect({ url, status: first.statusCode, throughNest: entered.mock.calls.length }).toEqual({ url, status: 200, throughNest: 1 });
      const second = await sut.inject({ method: 'GET', url });
      expect({ url, status: second.statusCode, throughNest: entered.mock.calls.length }).toEqual({ url, status: 200, throughNest: 1 });
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    } finally {
      entered.mockRestore();
    }
  });
});
