import { DataSource } from 'typeorm';
import { AuditLog } from '../src/audit/audit-log.entity';
import { adminToken, withSession } from './admin-session.helper';
import { createTestApp, TestApp } from './support/test-app';

describe('SitemapController', () => {
  let sut: TestApp;
  let token: string;

  beforeAll(async () => {
    sut = await createTestApp({ env: { PUBLIC_URL: 'https://divedownunder.example' } });
    token = await adminToken(sut);
  });
  afterAll(async () => {
    await sut?.close();
  });

  const newArticle = (slug: string, published: boolean) =>
    sut.inject({
      method: 'POST',
      url: '/api/articles',
      cookies: withSession(token),
      payload: {
        title: slug,
        slug,
        content: 'A calm bay with seagrass and seahorses.',
        category: 'Dive Sites',
        imageUrl: 'https://images.example.com/bay.jpg',
        published,
      },
    });
  const sitemap = () => sut.inject({ method: 'GET', url: '/sitemap.xml' });

  describe('updateSitemap', () => {
    it('answers 401 without a session', async () => {
      expect((await sut.inject({ method: 'POST', url: '/api/admin/update-sitemap' })).statusCode).toBe(401);
    });

    it('regenerates from published content only and answers the time', async () => {
      expect((await newArticle('sitemap-published-bay', true)).statusCode).toBe(201);
      expect((await newArticle('sitemap-draft-bay', false)).statusCode).toBe(201);
      const res = await sut.inject({ method: 'POST', url: '/api/admin/update-sitemap', cookies: withSession(token) });
      expect(res.statusCode).toBe(200);
      expect(Math.abs(Date.parse(res.json().timestamp) - Date.now())).toBeLessThan(60_000);

      const xml = (await sitemap()).body;
      expect(xml).toContain('<loc>https://divedownunder.example/blog/sitemap-published-bay</loc>');
      expect(xml).not.toContain('sitemap-draft-bay');
      expect(xml).not.toContain('/admin');
      const audit = await sut.app.get(DataSource).getRepository(AuditLog).findBy({ action: 'sitemap_update' });
      expect(audit).toHaveLength(1);
    });
  });

  describe('getSitemapXml', () => {
    it('serves valid sitemap XML with static pages, reviews, products and dive sites', async () => {
      const res = await sitemap();
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/xml');
      expect(res.body).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
      );
      expect(res.body).toContain('<loc>https://divedownunder.example/</loc>');
      expect(res.body).toContain('<loc>https://divedownunder.example/learn-to-dive</loc>');
      expect(res.body).toMatch(/<loc>https:\/\/divedownunder.example\/gear-reviews\/[a-z0-9-]+<\/loc>/);
      expect(res.body).toMatch(/<loc>https:\/\/divedownunder.example\/shop\/\d+<\/loc>/);
      expect(res.body.match(/\/dive-sites\/\d+<\/loc>/g)!.length).toBeGreaterThanOrEqual(295);
    });

    it('is generated on first request and never takes its address from the Host header', async () => {
      const other = await createTestApp({ databaseUrl: sut.databaseUrl });
      try {
        const res = await other.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'evil.example' } });
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain(`<loc>${other.config.publicUrl}/blog/sitemap-published-bay</loc>`);
        expect(res.body).not.toContain('evil.example');
      } finally {
        await other.app.close();
      }
    });

    it('ignores forged Host and X-Forwarded-Host headers, even from a trusted proxy', async () => {
      const other = await createTestApp({
        databaseUrl: sut.databaseUrl,
        env: { PUBLIC_URL: 'https://divedownunder.example', TRUST_PROXY: '127.0.0.1' },
      });
      try {
        const headers = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };
        for (const url of ['/sitemap.xml', '/robots.txt']) {
          const res = await other.inject({ method: 'GET', url, headers, remoteAddress: '127.0.0.1' });
          expect(res.statusCode).toBe(200);
          expect(res.body).toContain('https://divedownunder.example/');
          expect(res.body).not.toContain('evil.example');
        }
      } finally {
        await other.app.close();
      }
    });
  });

  describe('getRobotsTxt', () => {
    it('points at the sitemap and keeps crawlers out of the admin area', async () => {
      const res = await sut.inject({ method: 'GET', url: '/robots.txt' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/plain');
      expect(res.body).toContain('Disallow: /admin');
      expect(res.body).toContain('Sitemap: https://divedownunder.example/sitemap.xml');
    });
  });
});
