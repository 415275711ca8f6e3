/**
 * The site's public pages as addresses: every route pattern, and the query parameters each page reads
 * (`@ddu/shared/pages/page-addresses`: the frontend's router and address codecs are tested against
 * this list, so a page cannot start reading a parameter the server's page cache would ignore).
 *
 * The server keys its page cache on the path plus only these parameters, so tracking tags (utm_*,
 * fbclid, gclid, ref) and junk answer the same cached bytes; the affiliate click log stores a `page`
 * only when it is one of these routes.
 */
export const PAGE_QUERY_PARAMS = {
  '/': [],
  '/shop': ['category', 'q', 'sort', 'min', 'max'],
  '/shop/:id': [],
  '/gear-reviews': ['category'],
  '/gear-reviews/:slug': [],
  // Not listed: `video` (the directory's and a region's "Dive Video:" dialog, so Back closes it). It opens
  // something in the browser only; the server renders the same HTML with or without it (a dialog is drawn
  // after hydration), so the page cache ignores it like a tracking tag.
  '/dive-sites': ['cert', 'depth', 'outlook', 'q', 'region', 'shown', 'skill', 'state'],
  '/dive-sites/:id': [],
  '/dive-sites/region/:slug': [],
  '/dive-sites/state/:slug': [],
  '/learn-to-dive': [],
  '/blog': ['category'],
  '/blog/:slug': [],
  /** The site search's results: the query, one kind of result, and its page (see the search page). */
  '/search': ['page', 'q', 'type'],
  '/about': [],
  '/contact': [],
  '/affiliate-disclosure': [],
  '/privacy-policy': [],
  '/terms-of-service': [],
  /** The unsubscribe link of newsletter e-mails, signed by the server. */
  '/newsletter/unsubscribe': ['token'],
  /** The confirmation link of a sign-up's e-mail (double opt-in), signed by the server. */
  '/newsletter/confirm': ['token'],
} as const satisfies Record<string, readonly string[]>;

export type PagePattern = keyof typeof PAGE_QUERY_PARAMS;

export const PAGE_PATTERNS = Object.keys(PAGE_QUERY_PARAMS) as PagePattern[];

/** Longest value kept for one parameter; the pages themselves cut searches at 100 characters. */
const MAX_VALUE_LENGTH = 200;
/** One path segment of a route parameter (ids, slugs): no slash, not empty. */
const SEGMENT = '[^/]+';

const MATCHERS: Array<[RegExp, PagePattern]> = PAGE_PATTERNS.map((pattern) => [
  new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[a-z]+/gi, SEGMENT)}/?$`, 'i'),
  pattern,
]);

/**
 * The route pattern of a public page's path (`/blog/some-post` -> `/blog/:slug`), or null. Matched as
 * the browser's router matches: letter case and one trailing slash do not matter.
 */
export function pagePatternOf(pathname: string): PagePattern | null {
  // Literal patterns first: /dive-sites/region/x must not be read as a dive site.
  let found: PagePattern | null = null;
  for (const [regex, pattern] of MATCHERS) {
    if (!regex.test(pathname)) continue;
    if (found === null || paramCount(pattern) < paramCount(found)) found = pattern;
  }
  return found;
}

function paramCount(pattern: string): number {
  return (pattern.match(/:/g) ?? []).length;
}

/**
 * The query a page's answer depends on: only the parameters it reads, the first value of each,
 * empty ones dropped, sorted by name, encoded one way ('' when none). `search` may start with '?'.
 */
export function canonicalPageQuery(pattern: PagePattern, search: string): string {
  const names: readonly string[] = PAGE_QUERY_PARAMS[pattern];
  if (names.length === 0 || search === '' || search === '?') return '';
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return '';
  }
  const kept = new URLSearchParams();
  for (const name of names) {
    const value = params.get(name);
    if (value !== null && value !== '') kept.set(name, value.slice(0, MAX_VALUE_LENGTH));
  }
  return kept.toString();
}
