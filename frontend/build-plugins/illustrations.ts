import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Plugin, ResolvedConfig } from 'vite';
import { ILLUSTRATION_WIDTHS } from '../src/components/image/illustration-variants';

/** The folders of public/images whose SVGs the pages show as pictures (illustration-variants.ts). */
const FOLDERS = ['blog', 'gear', 'locations'];
const VARIANT = /^\/images\/(blog|gear|locations)\/([a-z0-9-]+)\.(\d+)\.webp$/;

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
        const match = VARIANT.exec((req.url ?? '').split('?')[0] ?? '');
        const width = Number(match?.[3]);
        const svgPath = match ? join(config.publicDir, 'images', match[1]!, `${match[2]}.svg`) : '';
        if (!match || !(ILLUSTRATION_WIDTHS as readonly number[]).includes(width) || !existsSync(svgPath)) return next();
        drawCached(cacheDir(), readFileSync(svgPath), width).then((picture) => {
          res.setHeader('Content-Type', 'image/webp');
          res.end(picture);
        }, next);
      });
    },
    async closeBundle() {
      if (config.command !== 'build' || config.build.ssr) return;
      const jobs: { svg: string; out: string; width: number }[] = [];
      for (const folder of FOLDERS) {
        const dir = join(config.publicDir, 'images', folder);
        if (!existsSync(dir)) continue;
        for (const name of readdirSync(dir).filter((file) => /^[a-z0-9-]+\.svg$/.test(file))) {
          for (const width of ILLUSTRATION_WIDTHS) {
            const out = join(config.root, config.build.outDir, 'images', folder, `${name.slice(0, -'.svg'.length)}.${width}.webp`);
            jobs.push({ svg: join(dir, name), out, width });
          }
        }
      }
      await eachLimited(jobs, 4, async ({ svg, out, width }) => {
        writeFileSync(out, await drawCached(cacheDir(), readFileSync(svg), width));
      });
    },
  };
}
