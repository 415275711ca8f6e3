/**
 * The Clicks report names pages as the owner knows them: "Blog: Diving Julian Rocks", not
 * "/blog/diving-julian-rocks". A page's kind comes from its path; the name of an article, review,
 * product, dive site, region or newsletter issue comes from the database (PageNames).
 */

const FIXED_PAGES: Record<string, string> = {
  '/': 'Home',
  '/shop': 'Shop',
  '/gear-reviews': 'Gear Reviews',
  '/dive-sites': 'Dive Sites',
  '/learn-to-dive': 'Learn to Dive',
  '/blog': 'Blog',
  '/about': 'About',
  '/contact': 'Contact',
  '/affiliate-disclosure': 'Affiliate Disclosure',
  '/privacy-policy': 'Privacy Policy',
  '/terms-of-service': 'Terms of Service',
};

export const UNKNOWN_PAGE_TITLE = 'Unknown page';

/** What a path names, to look up: the item's kind and its slug or id. */
export type PageRef = { kind: 'article' | 'review' | 'region'; slug: string } | { kind: 'product' | 'diveSite' | 'issue'; id: number };

const DYNAMIC: { pattern: RegExp; ref: (key: string) => PageRef | null }[] = [
  { pattern: /^\/blog\/([^/]+)$/, ref: (slug) => ({ kind: 'article', slug }) },
  { pattern: /^\/gear-reviews\/([^/]+)$/, ref: (slug) => ({ kind: 'review', slug }) },
  { pattern: /^\/dive-sites\/region\/([^/]+)$/, ref: (slug) => ({ kind: 'region', slug }) },
  { pattern: /^\/shop\/([^/]+)$/, ref: (id) => idRef('product', id) },
  { pattern: /^\/dive-sites\/([^/]+)$/, ref: (id) => idRef('diveSite', id) },
  { pattern: /^\/newsletter\/issues\/([^/]+)$/, ref: (id) => idRef('issue', id) },
];

function idRef(kind: 'product' | 'diveSite' | 'issue', text: string): PageRef | null {
  return /^[1-9][0-9]{0,8}$/.test(text) ? { kind, id: Number(text) } : null;
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The item a path shows, or null for a fixed page or an unknown shape. */
export function pageRef(path: string): PageRef | null {
  for (const { pattern, ref } of DYNAMIC) {
    const match = pattern.exec(path);
    if (match) return ref(decoded(match[1]!));
  }
  return null;
}

/** `kind:slug-or-id`, the key PageNames uses. */
export function refKey(ref: PageRef): string {
  return 'slug' in ref ? `${ref.kind}:${ref.slug}` : `${ref.kind}:${ref.id}`;
}

const KIND_PREFIX: Record<PageRef['kind'], string> = {
  article: 'Blog',
  review: 'Gear review',
  region: 'Dive sites',
  product: 'Shop',
  diveSite: 'Dive site',
  issue: 'Newsletter',
};

/** The page's title: its fixed name, "Kind: item name", or the path itself when the item is gone. */
export function pageTitle(path: string, names: Map<string, string>): string {
  if (path === '') return UNKNOWN_PAGE_TITLE;
  const fixed = FIXED_PAGES[path];
  if (fixed) return fixed;
  const ref = pageRef(path);
  const name = ref ? names.get(refKey(ref)) : undefined;
  return ref && name ? `${KIND_PREFIX[ref.kind]}: ${name}` : path;
}
