/**
 * Analytics: the site's own cookie-free beacon (always), and Google Analytics 4 through the Google tag
 * (gtag.js, optional).
 *
 * The beacon posts page views, site searches and missing pages to /api/analytics/events with
 * `navigator.sendBeacon` once the browser is idle (never during hydration). It sets no cookie and
 * stores nothing in the browser; a browser sending Do Not Track or Global Privacy Control sends nothing.
 *
 * The tag is loaded from googletagmanager.com only when VITE_GA_MEASUREMENT_ID is set at build time;
 * without it every call is a local no-op. Calls never throw, so a blocked or broken tag cannot break
 * a page.
 *
 * Every call is also appended to the in-memory `window.__dduAnalytics` array (in all builds) so
 * browser tests can assert what was reported, e.g.
 *   await page.evaluate(() => window.__dduAnalytics)
 *   // [{ type: 'page_view', path: '/shop' }, { type: 'event', name: 'search_products', params: {...} }]
 */

export type AnalyticsParams = Record<string, string | number | boolean | undefined>;

export type AnalyticsRecord =
  { type: 'page_view'; path: string; title?: string } | { type: 'event'; name: string; params?: AnalyticsParams };

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    __dduAnalytics?: AnalyticsRecord[];
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

const GTAG_ORIGIN = 'https://www.googletagmanager.com';

let gtagLoaded = false;

function measurementId(): string | undefined {
  const id = import.meta.env.VITE_GA_MEASUREMENT_ID?.trim();
  return id ? id : undefined;
}

function record(entry: AnalyticsRecord): void {
  window.__dduAnalytics ??= [];
  window.__dduAnalytics.push(entry);
}

/** Adds the Google tag once; returns the gtag function, or undefined when analytics is off. */
function ensureGtag(): Gtag | undefined {
  const id = measurementId();
  if (!id) return undefined;
  if (!gtagLoaded) {
    gtagLoaded = true;
    window.dataLayer ??= [];
    // gtag.js reads the `arguments` objects queued on dataLayer, not arrays.
    window.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params -- gtag.js needs the arguments object itself (see above)
      window.dataLayer?.push(arguments);
    };
    window.gtag('js', new Date());
    // Page views are sent by the router on every route change, so the automatic one is turned off.
    window.gtag('config', id, { send_page_view: false });
    const script = document.createElement('script');
    script.async = true;
    script.src = `${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(id)}`;
    document.head.appendChild(script);
  }
  return window.gtag;
}

/** What the beacon reports (the server's AnalyticsEventDto). */
export type SiteEvent =
  | { kind: 'view'; path: string; referrer?: string; utmSource?: string; utmMedium?: string; utmCampaign?: string }
  | { kind: 'search'; path: string; term: string; results: number }
  | { kind: 'not_found'; path: string; referrer?: string };

const BEACON_URL = '/api/analytics/events';
const MAX_TEXT = 100;

/** The page shown before this one (a referrer for a missing page reached by our own link), and the one not to count as a view. */
let previousPath: string | null = null;
let missingPath: string | null = null;
let firstView = true;

function optedOut(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1';
}

function whenIdle(work: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: 2000 });
  else window.setTimeout(work, 0);
}

/** Sends one event to the site's own analytics, after the page is idle; never throws. */
export function sendSiteEvent(event: SiteEvent): void {
  try {
    if (optedOut()) return;
    whenIdle(() => {
      try {
        // A string is sent as text/plain: no preflight, and it still goes when the page is closing. Every
        // browser the site supports has sendBeacon; without it (old browsers, tests) nothing is sent.
        navigator.sendBeacon?.(BEACON_URL, JSON.stringify(event));
      } catch {
        // Analytics must never break the page.
      }
    });
  } catch {
    // Analytics must never break the page.
  }
}

/** Another site's host from document.referrer ('' for none or our own). */
function externalReferrer(): string {
  try {
    if (!document.referrer) return '';
    const url = new URL(document.referrer);
    return url.host === window.location.host ? '' : url.host.slice(0, 191);
  } catch {
    return '';
  }
}

function campaignParams(): Pick<Extract<SiteEvent, { kind: 'view' }>, 'utmSource' | 'utmMedium' | 'utmCampaign'> {
  const params = new URLSearchParams(window.location.search);
  const value = (name: string) => params.get(name)?.trim().slice(0, MAX_TEXT) || undefined;
  const tags = { utmSource: value('utm_source'), utmMedium: value('utm_medium'), utmCampaign: value('utm_campaign') };
  return Object.fromEntries(Object.entries(tags).filter(([, v]) => v !== undefined));
}

/** The missing page's view is reported as a missing page instead (the 404 screen renders before the view is counted). */
export function trackNotFound(path: string): void {
  missingPath = path;
  const referrer = firstView ? externalReferrer() || sameSiteReferrer() : (previousPath ?? '');
  sendSiteEvent({ kind: 'not_found', path: path.slice(0, 191), ...(referrer ? { referrer } : {}) });
}

function sameSiteReferrer(): string {
  try {
    const url = document.referrer ? new URL(document.referrer) : null;
    return url && url.host === window.location.host ? url.pathname.slice(0, 191) : '';
  } catch {
    return '';
  }
}

let lastSearch: { words: string; at: number } | null = null;
/** The header's search and the search page it leads to ("See all") report one search, not two. */
const SAME_SEARCH_MS = 30_000;

/** A site search the visitor settled on: its words and how many results it found. */
export function trackSiteSearch(term: string, results: number): void {
  const words = term.trim().slice(0, MAX_TEXT);
  if (!words) return;
  const now = Date.now();
  if (lastSearch && lastSearch.words.toLowerCase() === words.toLowerCase() && now - lastSearch.at < SAME_SEARCH_MS) return;
  lastSearch = { words, at: now };
  sendSiteEvent({ kind: 'search', path: window.location.pathname, term: words, results });
}

function sendPageView(path: string): void {
  const first = firstView;
  firstView = false;
  const previous = previousPath;
  previousPath = path;
  if (path === missingPath || path.startsWith('/admin') || previous === path) return;
  // Where the visitor came from and the campaign tags only belong to the page they arrived on.
  const referrer = first ? externalReferrer() : '';
  sendSiteEvent({ kind: 'view', path, ...(referrer ? { referrer } : {}), ...(first ? campaignParams() : {}) });
}

export function trackPageView(path: string, title?: string): void {
  try {
    sendPageView(path);
    record(title === undefined ? { type: 'page_view', path } : { type: 'page_view', path, title });
    ensureGtag()?.('event', 'page_view', {
      page_path: path,
      page_location: window.location.origin + path,
      ...(title === undefined ? {} : { page_title: title }),
    });
  } catch {
    // Analytics must never break the page.
  }
}

export function trackEvent(name: string, params?: AnalyticsParams): void {
  try {
    record(params === undefined ? { type: 'event', name } : { type: 'event', name, params });
    ensureGtag()?.('event', name, params ?? {});
  } catch {
    // Analytics must never break the page.
  }
}
