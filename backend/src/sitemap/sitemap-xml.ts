/** Pure builders for /sitemap.xml and /robots.txt. */
import { escapeXml } from '../common/xml/xml-text';

export interface SitemapEntry {
  /** Path on the site, starting with "/". */
  path: string;
  lastModified?: Date;
  changeFrequency?: 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority?: number;
}

/** The public pages that exist whatever the content (the admin area is deliberately absent). */
export const STATIC_ENTRIES: SitemapEntry[] = [
  { path: '/', changeFrequency: 'daily', priority: 1 },
  { path: '/gear-reviews', changeFrequency: 'weekly', priority: 0.9 },
  { path: '/shop', changeFrequency: 'weekly', priority: 0.9 },
  { path: '/dive-sites', changeFrequency: 'weekly', priority: 0.9 },
  { path: '/blog', changeFrequency: 'weekly', priority: 0.8 },
  { path: '/learn-to-dive', changeFrequency: 'monthly', priority: 0.7 },
  { path: '/about', changeFrequency: 'yearly', priority: 0.5 },
  { path: '/contact', changeFrequency: 'yearly', priority: 0.5 },
  { path: '/affiliate-disclosure', changeFrequency: 'yearly', priority: 0.3 },
  { path: '/privacy-policy', changeFrequency: 'yearly', priority: 0.3 },
  { path: '/terms-of-service', changeFrequency: 'yearly', priority: 0.3 },
];

/** "https://example.com/" → "https://example.com" so paths join with exactly one slash. */
export function normaliseBaseUrl(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '');
}

export function buildSitemapXml(baseUrl: string, entries: SitemapEntry[]): string {
  const base = normaliseBaseUrl(baseUrl);
  const urls = entries.map((entry) => {
    const lines = [`    <loc>${escapeXml(base + entry.path)}</loc>`];
    if (entry.lastModified) lines.push(`    <lastmod>${entry.lastModified.toISOString().slice(0, 10)}</lastmod>`);
    if (entry.changeFrequency) lines.push(`    <changefreq>${entry.changeFrequency}</changefreq>`);
    if (entry.priority !== undefined) lines.push(`    <priority>${entry.priority.toFixed(1)}</priority>`);
    return `  <url>\n${lines.join('\n')}\n  </url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function buildRobotsTxt(baseUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/',
    '',
    `Sitemap: ${normaliseBaseUrl(baseUrl)}/sitemap.xml`,
    // Search engines accept RSS feeds as sitemaps too: they carry the newest articles and reviews.
    `Sitemap: ${normaliseBaseUrl(baseUrl)}/rss.xml`,
    `Sitemap: ${normaliseBaseUrl(baseUrl)}/gear-reviews/rss.xml`,
    '',
  ].join('\n');
}
