import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { askDevServer } from './dev-middleware.test-helper';
import { drawIcon, SITE_ICONS, siteIcons } from './site-icons';

const FAVICON = readFileSync(join(__dirname, '../public/favicon.svg'));
const INDEX_HTML = readFileSync(join(__dirname, '../index.html'), 'utf8');

async function pixel(png: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return Array.from(data.subarray(at, at + 4));
}

describe('drawIcon', () => {
  it.each([32, 180, 192])('draws the site icon as a PNG %i px square, the flag red in its corner', async (size) => {
    const png = await drawIcon(FAVICON, size);
    const { format, width, height } = await sharp(png).metadata();
    expect([format, width, height]).toEqual(['png', size, size]);
    // The dive flag's red above its white stripe, the edge outside the rounded square transparent.
    const [r, g, b] = await pixel(png, Math.round(size * 0.7), Math.round(size * 0.2));
    expect(r).toBeGreaterThan(180);
    expect(g).toBeLessThan(110);
    expect(b).toBeLessThan(110);
    expect((await pixel(png, 0, 0))[3]).toBe(0);
  });

  it('draws on a background when given one (no transparent corners for iOS to fill with black)', async () => {
    expect(await pixel(await drawIcon(FAVICON, 180, '#ffffff'), 0, 0)).toEqual([255, 255, 255, 255]);
  });
});

describe('the icons the pages link', () => {
  it('are the PNGs the build writes, and no SVG icon the page would draw as a document', () => {
    const linked = [...INDEX_HTML.matchAll(/<link rel="(?:icon|apple-touch-icon)"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    expect(linked.sort()).toEqual(SITE_ICONS.map(({ href }) => href).sort());
    for (const { href, size } of SITE_ICONS) {
      if (href.startsWith('/favicon-')) expect(INDEX_HTML).toContain(`sizes="${size}x${size}" href="${href}"`);
    }
  });
});

describe('the development server', () => {
  const serve = (url: string) => askDevServer(siteIcons(), url);

  it('draws each icon as the build writes it', async () => {
    for (const { href, size } of SITE_ICONS) {
      const answer = await serve(href);
      expect(answer.type, href).toBe('image/png');
      expect((await sharp(answer.body!).metadata()).width, href).toBe(size);
    }
  });

  it('passes on every other address', async () => {
    for (const url of ['/favicon.svg', '/favicon-64.png', '/src/main.tsx']) expect((await serve(url)).next, url).toBe(true);
  });
});
