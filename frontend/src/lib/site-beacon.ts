/**
 * The site's own cookie-free analytics beacon (see docs/analytics.md), loaded after the first page is
 * idle: page views, site searches and missing pages are posted to /api/analytics/events with
 * navigator.sendBeacon. Nothing is stored in the browser; a browser sending Do Not Track or Global
 * Privacy Control sends nothing.
 */

/** What the beacon reports (the server's AnalyticsEventDto). */
export type SiteEvent =
  | { kind: 'view'; path: string; referrer?: string; utmSource?: string; utmMedium?: string; utmCampaign?: string }
  | { kind: 'search'; path: string; term: string; results: number }
  | { kind: 'not_found'; path: string; referrer?: string };

const BEACON_URL = '/api/analytics/events';

/** The page shown before this one (a referrer for a missing page reached by our own link), and the one not to count as a view. */
let previousPath: string | undefined;
let missingPath: string | undefined;
let firstView = true;

/** Sends one event (undefined fields are left out); never throws. */
export function sendSiteEvent(event: SiteEvent): void {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (nav.globalPrivacyControl || nav.doNotTrack === '1') return;
  try {
    // A string is sent as text/plain: no preflight, and it still goes when the page is closing. Every
    // browser the site supports has sendBeacon; without it (old browsers, tests) nothing is sent.
    nav.sendBeacon?.(BEACON_URL, JSON.stringify(event));
  } catch {
    // Analytics must never break the page.
  }
}

/** document.referrer as another site's host, or as a path when it is one of our pages. */
function referrer(): { host?: string; path?: string } {
  try {
    const url = new URL(document.referrer);
    return url.host === location.host ? { path: url.pathname } : { host: url.host };
  } catch {
    return {};
  }
}

export function notFound(path: string): void {
  missingPath = path;
  const from = firstView ? referrer() : { path: previousPath };
  sendSiteEvent({ kind: 'not_found', path, referrer: from.host ?? from.path });
}

/** A page view; `search` is the query the page was opened with (its campaign tags count on the first page only). */
export function pageView(path: string, search: string): void {
  const first = firstView;
  const previous = previousPath;
  firstView = false;
  previousPath = path;
  if (path === missingPath || path.startsWith('/admin') || previous === path) return;
  // Where the visitor came from and the campaign tags only belong to the page they arrived on.
  const tag = (name: string) => (first && new URLSearchParams(search).get(`utm_${name}`)?.slice(0, 100)) || undefined;
  sendSiteEvent({
    kind: 'view',
    path,
    referrer: first ? referrer().host : undefined,
    utmSource: tag('source'),
    utmMedium: tag('medium'),
    utmCampaign: tag('campaign'),
  });
}
