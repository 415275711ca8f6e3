#!/usr/bin/env node
/**
 * First-load JavaScript of the public pages, counted as served (Brotli), from the build's manifest:
 * the entry, the page's chunk and everything they import statically. Fails above the budget
 * (issue 17: ≤ 160 KB on /, ≤ 150 KB on article and review pages). Bytes are deterministic for a
 * given build, so this is a check, not a timing.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const dist = join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const KB = 1024;

const pages = [
  { route: '/', page: 'src/features/home/home-page.tsx', budget: 160 },
  { route: '/blog/{slug}', page: 'src/features/blog/blog-article-page.tsx', budget: 150 },
  { route: '/gear-reviews/{slug}', page: 'src/features/gear-reviews/gear-review-page.tsx', budget: 150 },
  { route: '/shop', page: 'src/features/shop/shop-page.tsx' },
  { route: '/gear-reviews', page: 'src/features/gear-reviews/gear-reviews-page.tsx' },
  { route: '/dive-sites', page: 'src/features/dive-sites/dive-sites-page.tsx' },
  { route: '/dive-sites/{id}', page: 'src/features/dive-sites/dive-site-page.tsx' },
  { route: '/blog', page: 'src/features/blog/blog-page.tsx' },
];

function closure(key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, into);
  return into;
}

const sizes = new Map();
/**
 * Bytes on the wire as the server sends them (@fastify/static preCompressed): the build's .br/.gz
 * copy, or the file itself where the build left none (files too small to be worth compressing).
 */
function size(file) {
  if (!sizes.has(file)) {
    const path = join(dist, file);
    const served = (suffix) => statSync(existsSync(path + suffix) ? path + suffix : path).size;
    sizes.set(file, { br: served('.br'), gzip: served('.gz') });
  }
  return sizes.get(file);
}

let failed = false;
console.log('First-load JS (served Brotli; gzip beside)');
for (const { route, page, budget } of pages) {
  const files = [...closure(page, closure('index.html'))].filter((file) => file.endsWith('.js'));
  const total = files.reduce((sum, file) => ({ br: sum.br + size(file).br, gzip: sum.gzip + size(file).gzip }), { br: 0, gzip: 0 });
  const over = budget !== undefined && total.br > budget * KB;
  failed ||= over;
  const goal = budget === undefined ? '' : ` (budget ${budget} KB${over ? ': OVER' : ''})`;
  console.log(`  ${route.padEnd(22)} ${(total.br / KB).toFixed(1).padStart(6)} KB br  ${(total.gzip / KB).toFixed(1).padStart(6)} KB gzip  ${files.length} files${goal}`);
}
if (failed) {
  console.error('First-load JavaScript is over budget.');
  process.exit(1);
}
