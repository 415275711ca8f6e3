import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Plugin, ResolvedConfig } from 'vite';

/**
 * The site's icon (public/favicon.svg) as the PNG pictures index.html links. The browser fetches and
 * draws a page's icon in the page's own renderer once the page has loaded: an SVG icon is a document of
 * its own (a page, a parser, a layout), 18 ms of the main thread on a fast machine, eight to eleven times
 * that on a phone, on every page; a 32-pixel PNG is decoded in well under a millisecond.
 */
interface SiteIcon {
  href: string;
  size: number;
  /** Drawn on this colour instead of a transparent background. */
  background?: string;
}

export const SITE_ICONS: readonly SiteIcon[] = [
  { href: '/favicon-32.png', size: 32 },
  { href: '/favicon-192.png', size: 192 },
  // Home-screen icons on iPhones and iPads: drawn on white, since iOS rounds the corners itself and
  // shows what is transparent as black.
  { href: '/apple-touch-icon.png', size: 180, background: '#ffffff' },
];

/** The icon drawn from the vector as a square PNG `size` pixels wide. */
export async function drawIcon(svg: Buffer, size: number, background?: string): Promise<Buffer> {
  const { width: natural } = await sharp(svg).metadata();
  const drawn = sharp(svg, { density: (72 * size) / (natural ?? size) }).resize(size, size);
  return (background ? drawn.flatten({ background }) : drawn).png({ compressionLevel: 9 }).toBuffer();
}

/** Writes the icons into the build, and serves them the same way in development. */
export function siteIcons(): Plugin {
  let config: ResolvedConfig;
  const source = () => readFileSync(join(config.publicDir, 'favicon.svg'));
  return {
    name: 'ddu-site-icons',
    configResolved(resolved) {
      config = resolved;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const icon = SITE_ICONS.find(({ href }) => href === (req.url ?? '').split('?')[0]);
        if (!icon) return next();
        drawIcon(source(), icon.size, icon.background).then((picture) => {
          res.setHeader('Content-Type', 'image/png');
          res.end(picture);
        }, next);
      });
    },
    async closeBundle() {
      if (config.command !== 'build' || config.build.ssr) return;
      for (const icon of SITE_ICONS) {
        const picture = await drawIcon(source(), icon.size, icon.background);
        writeFileSync(join(config.root, config.build.outDir, icon.href), picture);
      }
    },
  };
}
