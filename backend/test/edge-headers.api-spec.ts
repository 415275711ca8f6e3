import { adminToken, withSession } from './admin-session.helper';
import { stubFrontendBuild } from './support/stub-frontend';
import { createTestApp, TestApp } from './support/test-app';

/** A stand-in frontend build: the pages' headers are what is tested, not their HTML. */
const stubFrontend = stubFrontendBuild();

const SHARED = /^public, max-age=60, s-maxage=86400, stale-while-revalidate=300, stale-if-error=86400$/;
const ALL_TOPICS = 'articles dive-sites locations pages products reviews sitemap site';

describe('Headers for shared caches (Varnish, a CDN)', () => {
  let sut: TestApp;
  let cookies: Record<string, string>;
  let articleSlug: string;

  beforeAll(async () => {
    // A purger is configured, so shared caches may keep answers a day (they are purged on publish).
    sut = await createTestApp({
      env: { FRONTEND_DIST: stubFrontend.dist, EDGE_PURGER: 'varnish', VARNISH_PURGE_URLS: 'http://127.0.0.1:9' },
    });
    cookies = withSession(await adminToken(sut));
    const articles = (await sut.inject({ method: 'GET', url: '/api/articles' })).json<{ slug: string }[]>();
    articleSlug = articles[0]!.slug;
  });
  afterAll(async () => {
    await sut?.close();
    stubFrontend.remove();
  });

  const get = (url: string, headers: Record<string, string> = {}) => sut.inject({ method: 'GET', url, headers });

  it.each([
    ['/api/products', 'products reviews site'],
    ['/api/articles', 'articles site'],
    ['/api/dive-sites', 'dive-sites site'],
    ['/api/locations/featured', 'dive-sites locations site'],
    ['/sitemap.xml', null],
    ['/rss.xml', 'articles site'],
    ['/gear-reviews/rss.xml', 'reviews site'],
    ['/', ALL_TOPICS],
    ['/shop?category=Masks', ALL_TOPICS],
    ['/no-such-page', ALL_TOPICS],
  ])('%s names the content it is built from and lets shared caches keep it', async (url, tags) => {
    for (const attempt of ['built', 'answered early']) {
      const res = await get(url);
      expect({ url, attempt, status: res.statusCode < 500 }).toEqual({ url, attempt, status: true });
      expect(res.headers['cache-control']).toMatch(SHARED);
      const key = String(res.headers['surrogate-key']);
      if (tags) expect(key).toBe(tags);
      expect(key.split(' ')).toContain('site');
      expect(res.headers['cache-tag']).toBe(key.replaceAll(' ', ','));
      // Bounded: a handful of topic words, whatever the answer holds.
      expect(key.length).toBeLessThan(100);
    }
  });

  it('tags a 304 like the answer it confirms', async () => {
    const first = await get('/api/articles');
    const again = await get('/api/articles', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.headers['surrogate-key']).toBe('articles site');
    expect(again.headers['cache-control']).toMatch(SHARED);
  });

  it('tags share images with their content', async () => {
    const article = await get(`/og/articles/${articleSlug}.png`);
    expect(article.statusCode).toBe(200);
    expect(article.headers['surrogate-key']).toBe('articles site');
    expect(article.headers['cache-control']).toMatch(SHARED);
    const fallback = await get('/og/default.png');
    expect(fallback.headers['surrogate-key']).toBe('site');
  });

  it('keeps answers that change by themselves (conditions) no longer at the edge than in a browser', async () => {
    const sites = (await get('/api/dive-sites')).json<{ id: number }[]>();
    const res = await get(`/api/dive-sites/${sites[0]!.id}/conditions`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(res.headers['surrogate-key']).toBe('dive-sites site');
  });

  describe('private, no-store and untagged', () => {
    const expectPrivate = (res: { headers: Record<string, unknown> }, what: string) => {
      expect({ what, cacheControl: res.headers['cache-control'] }).toEqual({ what, cacheControl: 'private, no-store' });
      expect({ what, key: res.headers['surrogate-key'], tag: res.headers['cache-tag'] }).toEqual({ what, key: undefined, tag: undefined });
    };

    it.each(['/api/products', '/api/articles', '/', '/blog/x', '/sitemap.xml', '/rss.xml'])(
      'answers %s to the signed-in owner privately, even when it is cached',
      async (url) => {
        await get(url);
        expectPrivate(await sut.inject({ method: 'GET', url, cookies }), url);
      },
    );

    it('keeps the admin area and its API private', async () => {
      expectPrivate(await get('/admin'), '/admin');
      expectPrivate(await get('/admin/dive-sites'), '/admin/dive-sites');
      expectPrivate(await sut.inject({ method: 'GET', url: '/api/admin/clicks', cookies }), '/api/admin/clicks');
      expectPrivate(await get('/api/admin/clicks'), '/api/admin/clicks without a session (401)');
    });

    it('keeps counted seller links private', async () => {
      const products = (await get('/api/products')).json<{ id: number }[]>();
      expectPrivate(await get(`/go/${products[0]!.id}`), '/go/:id');
      expectPrivate(await get('/go/999999999'), '/go/ unknown');
    });

    it('keeps the newsletter token pages private', async () => {
      expectPrivate(await get('/newsletter/unsubscribe?token=abc'), 'unsubscribe page');
      expectPrivate(await get('/newsletter/confirm?token=abc'), 'confirm page');
      expectPrivate(await get('/api/newsletter/unsubscribe/one-click?token=abc'), 'one-click');
    });

    it('keeps visitor posts private', async () => {
      const res = await sut.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        payload: { email: 'not-an-address' },
        remoteAddress: '203.0.113.77',
      });
      expect(res.statusCode).toBe(400);
      expectPrivate(res, 'POST /api/newsletter/subscribe');
    });

    it('never lets a shared cache apply its own lifetime to an error', async () => {
      expectPrivate(await get('/api/articles/no-such-article-anywhere'), 'a 404 read');
      expectPrivate(await get('/api/dive-sites/abc'), 'a 400 read');
    });
  });
});

describe('Headers for shared caches without a purger', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createTestApp();
  });
  afterAll(async () => sut?.close());

  it('lets shared caches keep answers no longer than browsers, as nothing would purge them', async () => {
    const res = await sut.inject({ method: 'GET', url: '/api/articles' });
    expect(res.headers['cache-control']).toBe('public, max-age=60, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400');
    expect(res.headers['surrogate-key']).toBe('articles site');
  });
});
