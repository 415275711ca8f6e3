import type { ChunkingContext, ModuleInfo } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { sharedPageChunks } from './page-chunks';

const SRC = '/repo/frontend/src';
const page = {
  home: `${SRC}/features/home/home-page.tsx`,
  article: `${SRC}/features/blog/blog-article-page.tsx`,
  review: `${SRC}/features/gear-reviews/gear-review-page.tsx`,
  shop: `${SRC}/features/shop/shop-page.tsx`,
  sites: `${SRC}/features/dive-sites/dive-sites-page.tsx`,
  about: `${SRC}/features/about/about-page.tsx`,
  contact: `${SRC}/features/contact/contact-page.tsx`,
  admin: `${SRC}/features/admin/admin-page.tsx`,
};

/** A module graph: each module with the modules it imports statically, and its code where it matters. */
function chunkNames(graph: Record<string, { imports?: string[]; code?: string; shaken?: boolean }>): Record<string, string | null> {
  const importers = new Map<string, string[]>();
  for (const [id, { imports = [] }] of Object.entries(graph)) {
    for (const imported of imports) importers.set(imported, [...(importers.get(imported) ?? []), id]);
  }
  const ctx = {
    getModuleInfo: (id: string) =>
      (id in graph
        ? { id, code: graph[id]?.code ?? 'export const x = 1;', importers: importers.get(id) ?? [] }
        : null) as ModuleInfo | null,
  } as ChunkingContext;
  const group = sharedPageChunks();
  const test = group.test as (id: string) => boolean;
  const name = group.name as (id: string, ctx: ChunkingContext) => string | null;
  // The bundler offers every module it keeps (not those it shook out) before asking for names.
  const kept = Object.keys(graph).filter((id) => !graph[id]?.shaken);
  for (const id of kept) test(id);
  return Object.fromEntries(kept.filter((id) => !Object.values(page).includes(id)).map((id) => [id, name(id, ctx)]));
}

describe('sharedPageChunks', () => {
  it('names a kit by the budgeted pages that load a module, then by the landing pages', () => {
    const names = chunkNames({
      [page.home]: { imports: ['everyone', 'cards', 'stars'] },
      [page.article]: { imports: ['everyone', 'markup'] },
      [page.review]: { imports: ['everyone', 'markup', 'stars', 'address'] },
      [page.shop]: { imports: ['cards', 'stars', 'forms', 'address'] },
      [page.sites]: { imports: ['forms', 'sites-only'] },
      [page.about]: { imports: ['hero'] },
      [page.contact]: { imports: ['hero', 'forms'] },
      everyone: {},
      cards: {},
      stars: {},
      markup: {},
      address: {},
      forms: {},
      hero: {},
      'sites-only': {},
    });
    expect(names).toEqual({
      everyone: 'page-kit',
      cards: 'kit-home',
      stars: 'kit-home-review',
      markup: 'kit-article-review',
      // What the review page shares only with landing pages travels with home and review's kit.
      address: 'kit-home-review',
      forms: 'kit-shop-sites',
      hero: 'kit-pages',
      // One page's own code stays in its chunk.
      'sites-only': null,
    });
  });

  it('follows re-export-only index files, not importers the bundler shook out', () => {
    const names = chunkNames({
      [page.home]: { imports: ['Chip/index'] },
      [page.shop]: { imports: ['Chip/index'] },
      'Chip/index': { imports: ['Chip'], code: 'export { default } from "./Chip.mjs";\nexport * from "./chipClasses.mjs";', shaken: true },
      Chip: {},
      // MUI's high-contrast helper imports every component's classes; nobody uses it, so it is gone.
      [page.article]: { imports: ['styles'] },
      [page.review]: { imports: ['styles'] },
      styles: { imports: ['highContrast'], code: 'export function x() {}' },
      highContrast: { imports: ['inputClasses'], shaken: true },
      inputClasses: {},
    });
    expect(names.Chip).toBe('kit-home');
    // Only the shaken helper led from the article and the review to it: no page loads it.
    expect(names.inputClasses).toBeNull();
  });

  it('puts code one page shares only with a lazy part or the admin area in that page’s kit, not a chunk of its own', () => {
    const names = chunkNames({
      [page.shop]: { imports: ['menu-item'] },
      [page.admin]: { imports: ['menu-item'] },
      'menu-item': {},
    });
    expect(names['menu-item']).toBe('kit-shop');
  });
});
