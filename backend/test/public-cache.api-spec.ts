import { DataSource } from 'typeorm';
import { PublicCacheService } from '../src/common/public-cache/public-cache.service';
import { adminToken, withSession } from './admin-session.helper';
import { createTestApp, TestApp } from './support/test-app';

/** The README's promise: another instance shows a write within 5 seconds. */
const OTHER_INSTANCE_DELAY_MS = 5_000;

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describe('Public read cache', () => {
  let sut: TestApp;
  let other: TestApp;
  let cookies: Record<string, string>;

  beforeAll(async () => {
    sut = await createTestApp();
    other = await createTestApp({ databaseUrl: sut.databaseUrl });
    cookies = withSession(await adminToken(sut));
  });
  afterAll(async () => {
    await other?.app.close();
    await sut?.close();
  });

  const get = (app: TestApp, url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  const write = async (method: Method, url: string, payload?: object) => {
    const res = await sut.inject({ method, url, payload, cookies });
    if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
    return res.statusCode === 204 ? undefined : res.json();
  };

  /** Polls the other instance until `shows` holds; fails after the promised delay. */
  async function eventually(app: TestApp, url: string, shows: (body: string, status: number) => boolean): Promise<void> {
    const deadline = Date.now() + OTHER_INSTANCE_DELAY_MS;
    let last = await get(app, url);
    while (!shows(last.body, last.statusCode) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      last = await get(app, url);
    }
    expect({ url, shown: shows(last.body, last.statusCode) }).toEqual({ url, shown: true });
  }

  /**
   * The heart of the promise: both instances have the answer cached, the write goes through the
   * admin route on one, that one shows it on the very next read, the other within the delay.
   */
  async function expectWriteShown(
    url: string,
    shows: (body: string, status: number) => boolean,
    doWrite: () => Promise<unknown>,
  ): Promise<void> {
    for (const app of [sut, other]) {
      const before = await get(app, url);
      expect({ url, shownBefore: shows(before.body, before.statusCode) }).toEqual({ url, shownBefore: false });
    }
    await doWrite();
    const after = await get(sut, url);
    expect({ url, shown: shows(after.body, after.statusCode) }).toEqual({ url, shown: true });
    await eventually(other, url, shows);
  }

  const contains = (text: string) => (body: string, status: number) => status === 200 && body.includes(text);
  const lacks = (text: string) => (body: string, status: number) => !body.includes(text) || status === 404;
  const missing = (_body: string, status: number) => status === 404;

  describe('admin writes change the next public answer, here at once and on another instance soon', () => {
    const article = {
      title: 'Cache Test Kelp Forest',
      slug: 'cache-test-kelp-forest',
      content: 'Swaying kelp and curious leatherjackets.',
      category: 'Dive Sites',
      imageUrl: 'https://images.example.com/kelp.jpg',
      published: true,
    };
    let articleId: number;

    it('articles: create, update, delete', async () => {
      await expectWriteShown('/api/articles', contains(article.slug), async () => {
        articleId = (await write('POST', '/api/articles', article)).id;
      });
      await expectWriteShown(`/api/articles/slug/${article.slug}`, contains('Kelp Forest, Revisited'), () =>
        write('PATCH', `/api/articles/${articleId}`, { title: 'Kelp Forest, Revisited' }),
      );
      await expectWriteShown(`/api/articles/slug/${article.slug}`, missing, () => write('DELETE', `/api/articles/${articleId}`));
    });

    it('reviews: create, update, delete', async () => {
      const review = {
        title: 'Cache Test Torch Review',
        slug: 'cache-test-torch-review',
        content: 'Bright and small.',
        category: 'Dive Computers',
        price: '$120 AUD',
        purchaseLink: 'https://shop.example.com.au/torch',
        imageUrl: 'https://images.example.com.au/torch.jpg',
        published: true,
      };
      let id = 0;
      await expectWriteShown(`/api/reviews/category/${encodeURIComponent(review.category)}`, contains(review.slug), async () => {
        id = (await write('POST', '/api/reviews', review)).id;
      });
      await expectWriteShown(`/api/reviews/slug/${review.slug}`, contains('Torch, Tested Again'), () =>
        write('PATCH', `/api/reviews/${id}`, { title: 'Torch, Tested Again' }),
      );
      await expectWriteShown('/api/reviews', lacks(review.slug), () => write('DELETE', `/api/reviews/${id}`));
    });

    it('products: create, update, delete', async () => {
      const product = {
        name: 'Cache Test Fin Strap',
        category: 'fins',
        description: 'A spring strap for open-heel fins.',
        price: '39.95',
        imageUrl: 'https://images.example.com.au/strap.jpg',
        featured: true,
      };
      let id = 0;
      await expectWriteShown('/api/products/featured', contains(product.name), async () => {
        id = (await write('POST', '/api/products', product)).id;
      });
      await expectWriteShown(`/api/products/${id}`, contains('Cache Test Spring Strap'), () =>
        write('PATCH', `/api/products/${id}`, { name: 'Cache Test Spring Strap' }),
      );
      await expectWriteShown('/api/products', lacks('Cache Test Spring Strap'), () => write('DELETE', `/api/products/${id}`));
    });

    it('dive sites: create, replace, photo, video, review link, delete', async () => {
      const site = { name: 'Zz Cache Test Pinnacle', region: 'Sydney', latitude: -33.9, longitude: 151.3 };
      let id = 0;
      await expectWriteShown('/api/dive-sites/search?q=cache%20test%20pinnacle', contains(site.name), async () => {
        id = (await write('POST', '/api/dive-sites', site)).id;
      });
      await expectWriteShown(`/api/dive-sites/${id}`, contains('Zz Cache Test Bommie'), () =>
        write('PUT', `/api/dive-sites/${id}`, { ...site, name: 'Zz Cache Test Bommie' }),
      );
      await expectWriteShown(`/api/dive-sites/${id}`, contains('bommie-photo.jpg'), () =>
        write('PATCH', `/api/dive-sites/${id}/photo`, { imageUrl: 'https://images.example.com/bommie-photo.jpg' }),
      );
      await expectWriteShown(`/api/dive-sites/${id}`, contains('watch?v=cachetest'), () =>
        write('PATCH', `/api/dive-sites/${id}/video`, { videoUrl: 'https://www.youtube.com/watch?v=cachetest' }),
      );
      const byLink = `/api/dive-sites/by-review-url?url=${encodeURIComponent('/blog/cache-test-bommie')}`;
      await expectWriteShown(byLink, contains('Zz Cache Test Bommie'), () =>
        write('PATCH', `/api/dive-sites/${id}/review-link`, { reviewLink: '/blog/cache-test-bommie' }),
      );
      await expectWriteShown('/api/dive-sites', lacks('Zz Cache Test Bommie'), () => write('DELETE', `/api/dive-sites/${id}`));
    });

    it('sitemap: follows content writes, and Update Sitemap rebuilds it everywhere', async () => {
      await expectWriteShown('/sitemap.xml', contains('/blog/cache-test-sitemap-bay'), () =>
        write('POST', '/api/articles', { ...article, title: 'Sitemap Bay', slug: 'cache-test-sitemap-bay' }),
      );
      // A row written behind the app's back (no version bump) shows only once the owner asks.
      await expectWriteShown('/sitemap.xml', contains('/blog/cache-test-quiet-cove'), async () => {
        await sut.app
          .get(DataSource)
          .query(
            'INSERT INTO articles (title, slug, excerpt, content, category, imageUrl, author, published) VALUES (?, ?, ?, ?, ?, ?, ?, 1)',
            ['Quiet Cove', 'cache-test-quiet-cove', 'x', 'x', 'Dive Sites', article.imageUrl, 'Team'],
          );
        expect((await get(sut, '/sitemap.xml')).body).not.toContain('cache-test-quiet-cove');
        await write('POST', '/api/admin/update-sitemap');
      });
    });
  });

  describe('ETag and 304', () => {
    it.each([
      '/api/products',
      '/api/articles',
      '/api/reviews',
      '/api/reviews/published',
      '/api/locations/featured',
      '/api/dive-sites',
      '/api/dive-sites/search?q=reef',
      '/sitemap.xml',
    ])('%s answers 304 to its own ETag, with a public Cache-Control', async (url) => {
      const first = await get(sut, url);
      expect(first.statusCode).toBe(200);
      expect(first.headers.etag).toMatch(/^".+"$/);
      expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+, s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=\d+$/);
      expect(first.headers.vary).toMatch(/accept-encoding/i);
      const again = await get(sut, url, { 'if-none-match': String(first.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      // Answered early from the cache, yet with the security headers of every other answer.
      expect(again.headers['x-content-type-options']).toBe('nosniff');
      expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    });

    it('answers early only the exact address it cached: any other still goes through validation', async () => {
      expect((await get(sut, '/api/dive-sites/search?q=reef')).statusCode).toBe(200);
      expect((await get(sut, '/api/dive-sites/search?q=reef&extra=1')).statusCode).toBe(400);
      expect((await get(sut, '/api/dive-sites/search?q=REEF')).body).toBe((await get(sut, '/api/dive-sites/search?q=reef')).body);
    });

    it('gives a changed answer a new ETag', async () => {
      const before = await get(sut, '/api/products');
      const created = await write('POST', '/api/products', {
        name: 'Cache Test Etag Mask',
        category: 'masks',
        description: 'Changes the list.',
        price: '10.00',
        imageUrl: 'https://images.example.com.au/m.jpg',
      });
      const after = await get(sut, '/api/products', { 'if-none-match': String(before.headers.etag) });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      await write('DELETE', `/api/products/${created.id}`);
    });
  });

  describe('?admin=true', () => {
    it.each(['/api/articles', '/api/reviews'])('%s?admin=true is never served from nor stored in the cache', async (list) => {
      const table = list === '/api/articles' ? 'articles' : 'reviews';
      const publicBefore = await get(sut, list);
      // Published behind the cache's back: a cached answer cannot contain it, a fresh one must.
      const slug = `cache-test-hidden-${table}`;
      const [row] = await sut.app.get(DataSource).query(`SELECT * FROM ${table} LIMIT 1`);
      const { id: _id, createdAt: _createdAt, ...columns } = row;
      const fields = { ...columns, slug, published: 1 };
      const names = Object.keys(fields);
      await sut.app
        .get(DataSource)
        .query(
          `INSERT INTO ${table} (${names.map((n) => `\`${n}\``).join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
          Object.values(fields),
        );

      const asAdmin = await sut.inject({ method: 'GET', url: `${list}?admin=true`, cookies });
      expect(asAdmin.body).toContain(slug);
      expect(asAdmin.headers['cache-control']).toBe('private, no-store');
      expect(asAdmin.headers.etag).toBeUndefined();
      const asVisitor = await get(sut, `${list}?admin=true`);
      expect(asVisitor.body).toContain(slug);
      expect(asVisitor.headers['cache-control']).toBe('private, no-store');

      const publicAfter = await get(sut, list);
      expect(publicAfter.body).not.toContain(slug);
      expect(publicAfter.headers.etag).toBe(publicBefore.headers.etag);
      await sut.app.get(DataSource).query(`DELETE FROM ${table} WHERE slug = ?`, [slug]);
    });

    it("lets neither the admin browser nor a shared cache keep the owner's copy of public answers", async () => {
      const res = await sut.inject({ method: 'GET', url: '/api/products', cookies });
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['surrogate-key']).toBeUndefined();
    });
  });

  describe('memory', () => {
    it('keeps keyed answers within the byte limit under a loop of distinct search terms', async () => {
      const small = await createTestApp({ databaseUrl: sut.databaseUrl, env: { PUBLIC_CACHE_MAX_MB: '1' } });
      try {
        const cache = small.app.get(PublicCacheService);
        const letters = 'aeinrt';
        let terms = 0;
        for (const a of letters) {
          for (const b of letters) {
            for (const c of ['', ...letters]) {
              const res = await get(small, `/api/dive-sites/search?q=${a}${b}${c}`);
              expect(res.statusCode).toBe(200);
              terms += 1;
              expect(cache.status().keyedBytes).toBeLessThanOrEqual(1024 * 1024);
            }
          }
        }
        expect(cache.status().keyedEntries).toBeLessThan(terms);
      } finally {
        await small.app.close();
      }
    });
  });
});
