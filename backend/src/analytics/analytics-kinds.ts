import { pagePatternOf } from '@ddu/shared/pages/page-addresses';

/**
 * What a browser reports: a page view, a site search (its words and number of results), a missing page.
 * The server itself records newsletter sign-ups (`signup`) and confirmations (`confirm`) by page.
 */
export const EVENT_KINDS = ['view', 'search', 'not_found'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** The roll-up's metrics, one row per day and key (see AnalyticsDaily). */
export const METRICS = {
  /** key '': the day's page views (count) and distinct visitors. */
  total: 'total',
  /** key: path. */
  page: 'page',
  /** key: the referring site's host, '' for direct. */
  source: 'source',
  /** key: utm_campaign, detail: "source / medium". */
  campaign: 'campaign',
  /** key: mobile, tablet or desktop. */
  device: 'device',
  /** key: the search's words. */
  search: 'search',
  /** key: the words of a search that found nothing. */
  zeroSearch: 'search_zero',
  /** key: the missing path, detail: the referrer. */
  notFound: 'not_found',
  /** key: the page a newsletter sign-up was made on. */
  signup: 'signup',
  /** key: the page of the sign-up a confirmation confirms. */
  confirm: 'confirm',
} as const;

/** The longest text each of the beacon's fields may carry (the DTO's MaxLength rules and the columns' lengths). */
export const BEACON_TEXT_MAX = {
  path: 191,
  referrer: 191,
  utmSource: 100,
  utmMedium: 100,
  utmCampaign: 100,
  term: 100,
} as const;
/** A search's number of results is a whole number from 0 to this. */
export const MAX_RESULTS = 1_000_000;

const MAX_PATH = BEACON_TEXT_MAX.path;
// A site path: one leading slash, then path characters only (no "//host", no backslash, no query).
const SITE_PATH = /^\/(?:[A-Za-z0-9\-._~!$&'()*+,;=:@%]+(?:\/[A-Za-z0-9\-._~!$&'()*+,;=:@%]*)*)?$/;

/** A path-shaped value of at most 191 characters (missing pages can be anything of that shape). */
export function isSitePathShape(path: string): boolean {
  return path.length <= MAX_PATH && SITE_PATH.test(path);
}

/** One of the site's public pages (the route patterns the frontend is tested against); never the admin area. */
export function isPublicPagePath(path: string): boolean {
  return isSitePathShape(path) && pagePatternOf(path) !== null;
}

const HOST = /^(?=.{1,191}$)[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?)*(?::[0-9]{1,5})?$/;

/** A referrer as the beacon sends it: another site's host name (lower case) or a path of ours. */
export function isReferrer(value: string): boolean {
  return value.startsWith('/') ? isSitePathShape(value) : HOST.test(value);
}

/** Search words as stored and listed: trimmed, lower case, inner spaces folded. */
export function normaliseTerm(term: string): string {
  return term.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The device class a User-Agent names: tablets first (iPad, Android without "Mobile"), then phones. */
export function deviceClass(userAgent: string): 'mobile' | 'tablet' | 'desktop' {
  if (/ipad|tablet|kindle|silk|playbook|android(?!.*mobile)/i.test(userAgent)) return 'tablet';
  if (/mobi|iphone|ipod|android|windows phone|opera mini/i.test(userAgent)) return 'mobile';
  return 'desktop';
}
