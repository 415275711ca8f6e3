import { stubFrontendBuild } from './support/stub-frontend';
import { createTestApp, TestApp } from './support/test-app';

/** A stand-in frontend build: the server's page cache, render gate and miss budget are what is tested. */
const stubFrontend = stubFrontendBuild();

declare global {
  var __stubRenders: string[];
  var __stubRenderDelayMs: number | undefined;
}

describe('Server-rendered pages under hostile traffic', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await createTestApp({
      env: { FRONTEND_DIST: stubFrontend.dist, PAGE_MISS_BUDGET: '6', PAGE_RENDER_CONCURRENCY: '1', PAGE_RENDER_QUEUE: '1' },
    });
  });
  afterAll(async () => {
    globalThis.__stubRenderDelayMs = undefined;
    await sut?.close();
    stubFrontend.remove();
  });
  beforeEach(() => {
    globalThis.__stubRenders.length = 0;
  });

  let client = 0;
  /** Each test is its own visitor, so one test's misses do not spend another's budget. */
  const newClient = () => `10.9.0.${++client}`;
  const get = (url: string, from: string, headers: Record<string, string> = {}) =>
    sut.inject({ method: 'GET', url, remoteAddress: from, headers });

  it('answers tracking tags and junk parameters with the cached page, rendered once', async () => {
    const from = newClient();
    const first = await get('/shop?category=Masks', from);
    expect(first.statusCode).toBe(200);
    for (const url of [
      '/shop?category=Masks&utm_source=newsletter&utm_campaign=spring',
      '/shop?fbclid=IwAR0abc&category=Masks',
      '/shop?gclid=xyz&ref=friend&junk=1&category=Masks&category=Fins',
    ]) {
      const again = await get(url, from);
      expect({ url, status: again.statusCode, same: again.body === first.body }).toEqual({ url, status: 200, same: true });
    }
    // The page reads `category` and `q` only: a new value of either is a different page.
    expect((await get('/shop?q=mask&category=Masks', from)).statusCode).toBe(200);
    expect(globalThis.__stubRenders).toEqual(['/shop?category=Masks', '/shop?category=Masks&q=mask']);
  });

  it('renders paths that are no page once per section, as the site 404 page', async () => {
    const from = newClient();
    const answers = await Promise.all(['/no-such-a', '/no-such-b/c', '/blog/a/b', '/blog/c/d'].map((url) => get(url, from)));
    expect(answers.map((a) => a.statusCode)).toEqual([404, 404, 404, 404]);
    expect(answers.every((a) => a.headers['content-type'] === 'text/html; charset=utf-8')).toBe(true);
    expect(globalThis.__stubRenders.length).toBe(2);
  });

  it('gives an over-long address the site page, never the framework JSON', async () => {
    const from = newClient();
    const longSearch = await get(`/dive-sites?q=${'a'.repeat(3000)}`, from);
    expect(longSearch.statusCode).toBe(200);
    expect(longSearch.headers['content-type']).toBe('text/html; charset=utf-8');
    const longPath = await get(`/${'x'.repeat(3000)}`, from);
    expect(longPath.statusCode).toBe(404);
    expect(longPath.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(longPath.body).toContain('<div id="root">');
  });

  it('answers 429 with Retry-After beyond a client miss budget while cached pages still answer 200', async () => {
    const from = newClient();
    expect((await get('/about', from)).statusCode).toBe(200);
    const misses = [];
    for (let i = 0; i < 7; i++) misses.push(await get(`/dive-sites?q=random-${i}`, from));
    const refused = misses.filter((m) => m.statusCode === 429);
    expect(misses.filter((m) => m.statusCode === 200).length).toBe(5);
    expect(refused.length).toBe(2);
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    // Cached answers never consult the budget, with tracking tags too; another visitor has their own.
    expect((await get('/about', from)).statusCode).toBe(200);
    expect((await get('/about?utm_source=x', from)).statusCode).toBe(200);
    expect((await get('/dive-sites?q=random-0', from)).statusCode).toBe(200);
    expect((await get('/dive-sites?q=random-99', newClient())).statusCode).toBe(200);
  });

  it('refuses renders beyond the in-flight cap and its short queue with 503 and Retry-After', async () => {
    globalThis.__stubRenderDelayMs = 300;
    try {
      const answers = await Promise.all([1, 2, 3, 4].map((i) => get(`/blog?category=busy-${i}`, newClient())));
      const statuses = answers.map((a) => a.statusCode).sort();
      // One rendering, one waiting; the others are told to come back.
      expect(statuses).toEqual([200, 200, 503, 503]);
      expect(answers.find((a) => a.statusCode === 503)!.headers['retry-after']).toBe('2');
    } finally {
      globalThis.__stubRenderDelayMs = undefined;
    }
  });

  it('sends the fixed shells as the cache sends pages: the admin one never stored and revalidated by its ETag', async () => {
    const from = newClient();
    // (The stand-in shell is too small for compression to pay, so the cache sends it plain.)
    const admin = await get('/admin/dive-sites', from, { 'accept-encoding': 'br' });
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['cache-control']).toBe('private, no-store');
    expect(admin.headers.vary).toBe('accept-encoding');
    expect(admin.headers.etag).toMatch(/^"[^"]+"$/);
    const again = await get('/admin', from, { 'accept-encoding': 'br', 'if-none-match': String(admin.headers.etag) });
    expect(again.statusCode).toBe(304);
    globalThis.__stubRenderDelayMs = 300;
    try {
      const answers = await Promise.all([1, 2, 3].map((i) => get(`/blog?category=shell-${i}`, newClient(), { 'accept-encoding': 'gzip' })));
      const busy = answers.find((a) => a.statusCode === 503)!;
      expect(busy.headers['cache-control']).toBe('no-cache');
      expect(busy.headers['retry-after']).toBe('2');
      // An error answer has no validator: a 304 would stand for a page the client never had.
      expect(busy.headers.etag).toBeUndefined();
      expect(busy.body).toContain('<div id="root">');
    } finally {
      globalThis.__stubRenderDelayMs = undefined;
    }
  });

  it('gives each encoding its own strong ETag, and 304 for the representation the client holds', async () => {
    const from = newClient();
    const tags = new Map<string, string>();
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await get('/contact', from, { 'accept-encoding': encoding });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      tags.set(encoding, String(res.headers.etag));
    }
    expect(new Set(tags.values()).size).toBe(3);
    for (const tag of tags.values()) expect(tag).toMatch(/^"[^"]+"$/);
    const revalidated = await get('/contact', from, { 'accept-encoding': 'br', 'if-none-match': tags.get('br')! });
    expect(revalidated.statusCode).toBe(304);
    // The plain copy's holder asking with the Brotli copy's tag gets the bytes again.
    const other = await get('/contact', from, { 'accept-encoding': 'identity', 'if-none-match': tags.get('br')! });
    expect(other.statusCode).toBe(200);
    // The same on the JSON reads.
    const json = await Promise.all(['br', 'gzip'].map((e) => get('/api/products', from, { 'accept-encoding': e })));
    expect(json[0]!.headers.etag).not.toBe(json[1]!.headers.etag);
  });
});
