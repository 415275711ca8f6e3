import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Plugin, ResolvedConfig } from 'vite';
import {
  ILLUSTRATION_FOLDERS,
  ILLUSTRATION_WIDTHS,
  illustrationOfVariant,
  illustrationVariantUrl,
  isIllustration,
} from '../src/components/image/illustration-variants';

/**
 * One illustration drawn as a WebP picture `width` pixels wide: rendered from the vector at that size
 * (not a small bitmap scaled up), so it is as sharp as the SVG on the screen it is chosen for.
 */
export async function drawIllustration(svg: Buffer, width: number): Promise<Buffer> {
  const { width: natural } = await sharp(svg).metadata();
  const density = (72 * width) / (natural ?? width);
  return sharp(svg, { density }).resize({ width }).webp({ quality: 82 }).toBuffer();
}

/**
 * Drawing takes 0.2 to 1 s a picture: each is kept by the SVG's content under node_modules/.cache,
 * so a rebuild redraws only what changed.
 */
async function drawCached(cacheDir: string, svg: Buffer, width: number): Promise<Buffer> {
  const file = join(cacheDir, `${createHash('sha256').update(svg).digest('hex').slice(0, 24)}-${width}.webp`);
  if (existsSync(file)) return readFileSync(file);
  const picture = await drawIllustration(svg, width);
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(file, picture);
  return picture;
}

/** Runs `work` on every item, `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Writes the WebP pictures of the site's illustrations into the build (`images/gear/x.480.webp` beside
 * `images/gear/x.svg`), and serves them the same way in development.
 */
export function illustrations(): Plugin {
  let config: ResolvedConfig;
  const cacheDir = () => join(config.root, 'node_modules', '.cache', 'ddu-illustrations');
  return {
    name: 'ddu-illustrations',
    configResolved(resolved) {
      config = resolved;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const variant = illustrationOfVariant((req.url ?? '').split('?')[0] ?? '');
        const svgPath = variant ? join(config.publicDir, variant.src) : '';
        if (!variant || !existsSync(svgPath)) return next();
        drawCached(cacheDir(), readFileSync(svgPath), variant.width).then((picture) => {
          res.setHeader('Content-Type', 'image/webp');
          res.end(picture);
        }, next);
      });
    },
    async closeBundle() {
      if (config.command !== 'build' || config.build.ssr) return;
      const jobs: { svg: string; out: string; width: number }[] = [];
      for (const folder of ILLUSTRATION_FOLDERS) {
        const dir = join(config.publicDir, 'images', folder);
        if (!existsSync(dir)) continue;
        for (const name of readdirSync(dir)) {
          const src = `/images/${folder}/${name}`;
          if (!isIllustration(src)) continue;
          for (const width of ILLUSTRATION_WIDTHS) {
            jobs.push({ svg: join(dir, name), out: join(config.root, config.build.outDir, illustrationVariantUrl(src, width)), width });
          }
        }
      }
      await eachLimited(jobs, 4, async ({ svg, out, width }) => {
        writeFileSync(out, await drawCached(cacheDir(), readFileSync(svg), width));
      });
    },
  };
}
