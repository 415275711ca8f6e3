import { buildRobotsTxt, buildSitemapXml } from './sitemap-xml';

describe('buildSitemapXml', () => {
  it('joins the base URL and paths with one slash and escapes XML', () => {
    const xml = buildSitemapXml('https://divedownunder.com.au/', [
      { path: '/blog/fish-&-chips', lastModified: new Date('2025-06-07T10:00:00Z'), priority: 0.6 },
    ]);
    expect(xml).toContain('<loc>https://divedownunder.com.au/blog/fish-&amp;-chips</loc>');
    expect(xml).toContain('<lastmod>2025-06-07</lastmod>');
    expect(xml).toContain('<priority>0.6</priority>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});

describe('buildRobotsTxt', () => {
  it('keeps crawlers out of the admin area and points at the sitemap', () => {
    const robots = buildRobotsTxt('https://divedownunder.com.au');
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Sitemap: https://divedownunder.com.au/sitemap.xml');
    expect(robots).toContain('Sitemap: https://divedownunder.com.au/rss.xml');
    expect(robots).toContain('Sitemap: https://divedownunder.com.au/gear-reviews/rss.xml');
  });
});
