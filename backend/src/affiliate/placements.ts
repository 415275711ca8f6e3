import { pagePatternOf } from '@ddu/shared/pages/page-addresses';

/**
 * Where a seller link sits on the site: the `from` of /go/… links. Anything else a link (or a
 * hand-edited address) carries is recorded as `other`, so the table never fills with junk values.
 */
export const PLACEMENTS = [
  'shop-card',
  'home-featured',
  'product-page',
  'product-offers',
  'review-offers',
  'review-card',
  'review-box',
  'review-bottom',
  'review-body',
  'article-body',
  'newsletter',
  'other',
] as const;

export type Placement = (typeof PLACEMENTS)[number];

export function toPlacement(value: unknown): Placement {
  return typeof value === 'string' && (PLACEMENTS as readonly string[]).includes(value) ? (value as Placement) : 'other';
}

const MAX_PATH = 191;
// A site path: one leading slash, then path characters only (no "//host", no backslash, no query).
const SITE_PATH = /^\/(?:[A-Za-z0-9\-._~!$&'()*+,;=:@%]+(?:\/[A-Za-z0-9\-._~!$&'()*+,;=:@%]*)*)?$/;

/** Seller links in a newsletter issue say which issue (`page=/newsletter/issues/<id>`), so its report counts its clicks. */
const NEWSLETTER_ISSUE_PATH = /^\/newsletter\/issues\/[1-9][0-9]{0,8}$/;

/**
 * The page a link was on, as the link says (`page=`): a path of one of the site's own pages (matched
 * against the route patterns), or '' (shown as unknown) for anything else, so made-up values cannot
 * grow the table.
 */
export function toReferrerPath(value: unknown): string {
  if (typeof value !== 'string') return '';
  const path = value.split(/[?#]/)[0] ?? '';
  if (NEWSLETTER_ISSUE_PATH.test(path)) return path;
  return path.length <= MAX_PATH && SITE_PATH.test(path) && pagePatternOf(path) !== null ? path : '';
}
