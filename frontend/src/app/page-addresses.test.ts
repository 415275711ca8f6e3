/**
 * The server keys its page cache on the path plus the query parameters listed in
 * `@ddu/shared/pages/page-addresses`. These tests fail when a page starts reading a parameter that list
 * does not name (the cache would answer every value of it with the same page) or when a route is
 * added without an entry.
 */
import { PAGE_PATTERNS, PAGE_QUERY_PARAMS, pagePatternOf, type PagePattern } from '@ddu/shared/pages/page-addresses';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { blogCategoryCodec } from '@/features/blog/blog-categories';
import { directoryCodec } from '@/features/dive-sites/use-dive-site-directory';
import { reviewFilterCodec } from '@/features/gear-reviews/review-categories';
import { searchAddressCodec } from '@/features/search/search-address';
import { productFiltersCodec } from '@/features/shop/shop-filters';
import type { AddressCodec } from '@/lib/use-address-state';
import { createRoutes, isClientOnlyPath } from './routes';

function routePaths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [...(route.path ? [route.path] : []), ...routePaths(route.children ?? [])]);
}

/** URLSearchParams that notes every parameter read. */
class RecordingParams extends URLSearchParams {
  readonly read = new Set<string>();
  override get(name: string) {
    this.read.add(name);
    return super.get(name);
  }
  override getAll(name: string) {
    this.read.add(name);
    return super.getAll(name);
  }
  override has(name: string) {
    this.read.add(name);
    return super.has(name);
  }
  override forEach(...args: Parameters<URLSearchParams['forEach']>) {
    this.read.add('*');
    super.forEach(...args);
  }
}

const CODECS: Array<[PagePattern, AddressCodec<unknown>]> = [
  ['/dive-sites', directoryCodec as AddressCodec<unknown>],
  ['/shop', productFiltersCodec as AddressCodec<unknown>],
  ['/gear-reviews', reviewFilterCodec as AddressCodec<unknown>],
  ['/blog', blogCategoryCodec as AddressCodec<unknown>],
  ['/search', searchAddressCodec as AddressCodec<unknown>],
];

describe('page addresses shared with the page cache', () => {
  it('lists every public route, and nothing else', () => {
    const publicRoutes = routePaths(createRoutes()).filter((p) => p !== '*' && !isClientOnlyPath(p));
    expect([...publicRoutes].sort()).toEqual([...PAGE_PATTERNS].sort());
    for (const pattern of PAGE_PATTERNS) expect(pagePatternOf(pattern.replace(/:[a-z]+/gi, 'x1'))).toBe(pattern);
  });

  it.each(CODECS)('%s reads and writes only the parameters listed for it', (pattern, codec) => {
    const params = new RecordingParams('q=a&region=b&skill=c&depth=d&cert=e&shown=48&category=Safety&token=t');
    const value = codec.read(params);
    const listed: readonly string[] = PAGE_QUERY_PARAMS[pattern];
    expect([...params.read].filter((name) => !listed.includes(name))).toEqual([]);
    const written = [...codec.write(value, new URLSearchParams()).keys()];
    expect(written.filter((name) => !listed.includes(name))).toEqual([]);
  });

  it('finds no other page reading its address', () => {
    const sources = import.meta.glob<string>('/src/features/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true });
    const readers = Object.entries(sources)
      .filter(([file, text]) => !file.includes('/admin/') && !file.includes('.test.') && /useSearchParams\(|useAddressState\(/.test(text))
      .map(([file]) => file)
      .sort();
    // Each of these reads only its listed parameters (the codecs above; the newsletter pages their token).
    expect(readers).toEqual([
      '/src/features/blog/blog-page.tsx',
      '/src/features/dive-sites/use-dive-site-directory.ts',
      '/src/features/gear-reviews/gear-reviews-page.tsx',
      '/src/features/newsletter/confirm-page.tsx',
      '/src/features/newsletter/unsubscribe-page.tsx',
      '/src/features/search/search-page.tsx',
      '/src/features/shop/shop-page.tsx',
    ]);
    for (const [file, pattern] of [
      ['unsubscribe-page.tsx', '/newsletter/unsubscribe'],
      ['confirm-page.tsx', '/newsletter/confirm'],
    ] as const) {
      const names = [...sources[`/src/features/newsletter/${file}`]!.matchAll(/params\.get\('([^']+)'\)/g)].map((m) => m[1]);
      expect(names).toEqual([...PAGE_QUERY_PARAMS[pattern]]);
    }
  });
});
