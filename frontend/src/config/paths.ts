/**
 * Every route string of the site, once. Use `paths.x.path` in route definitions and
 * `paths.x.build(...)` for links, so a URL shape changes in one place.
 */

type Id = string | number;

/**
 * One address segment from a slug or id, encoded: the one rule for both the site's links and the
 * generated API client, whose URL builders insert path parameters verbatim ("../x" must stay one segment).
 */
export const pathSegment = (value: Id) => encodeURIComponent(String(value));
const segment = pathSegment;

const fixed = <P extends string>(path: P) => ({ path, build: (): P => path }) as const;

export const paths = {
  home: fixed('/'),
  shop: fixed('/shop'),
  shopProduct: { path: '/shop/:id', build: (id: Id) => `/shop/${segment(id)}` },
  gearReviews: fixed('/gear-reviews'),
  gearReview: { path: '/gear-reviews/:slug', build: (slug: string) => `/gear-reviews/${segment(slug)}` },
  diveSites: fixed('/dive-sites'),
  diveSite: { path: '/dive-sites/:id', build: (id: Id) => `/dive-sites/${segment(id)}` },
  diveSiteRegion: { path: '/dive-sites/region/:slug', build: (slug: string) => `/dive-sites/region/${segment(slug)}` },
  diveSiteState: { path: '/dive-sites/state/:slug', build: (slug: string) => `/dive-sites/state/${segment(slug)}` },
  learnToDive: fixed('/learn-to-dive'),
  blog: fixed('/blog'),
  blogArticle: { path: '/blog/:slug', build: (slug: string) => `/blog/${segment(slug)}` },
  /** The site search's results page (`?q=reef`, `&type=dive-site&page=2` for one kind of result). */
  search: { path: '/search', build: (q: string) => `/search?${new URLSearchParams({ q }).toString()}` },
  about: fixed('/about'),
  contact: fixed('/contact'),
  affiliateDisclosure: fixed('/affiliate-disclosure'),
  privacyPolicy: fixed('/privacy-policy'),
  termsOfService: fixed('/terms-of-service'),
  /** The unsubscribe link of newsletter e-mails (`?token=` signed by the server). */
  newsletterUnsubscribe: fixed('/newsletter/unsubscribe'),
  /** The link of the sign-up confirmation e-mail (`?token=` signed by the server, expiring). */
  newsletterConfirm: fixed('/newsletter/confirm'),
  admin: fixed('/admin'),
  adminDiveSites: fixed('/admin/dive-sites'),
  /** Served by the API server, not the SPA: link to it with a plain <a>, never a router link. */
  sitemap: fixed('/sitemap.xml'),
  blogFeed: fixed('/rss.xml'),
  gearReviewsFeed: fixed('/gear-reviews/rss.xml'),
} as const;
