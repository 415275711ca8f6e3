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

import type { SiteEvent } from './site-beacon';

type SiteBeacon = typeof import('./site-beacon');
let beacon: Promise<SiteBeacon> | undefined;

/**
 * Hands `use` the site's own beacon once the browser is idle (never during hydration). The beacon is
 * loaded then, on first use: it is no part of any page's first-load JavaScript. Calls keep their order.
 */
function withBeacon(use: (loaded: SiteBeacon) => void): void {
  const load = () => {
    beacon ??= import('./site-beacon');
    beacon.then(use).catch(() => undefined);
  };
  try {
    if (window.requestIdleCallback) window.requestIdleCallback(load, { timeout: 2000 });
    else setTimeout(load);
  } catch {
    // Analytics must never break the page.
  }
}

/** Sends one event to the site's own analytics, once the browser is idle. */
export function sendSiteEvent(event: SiteEvent): void {
  withBeacon((loaded) => loaded.sendSiteEvent(event));
}

/** A missing page is reported as such, not as a view (the 404 screen renders before the view is counted). */
export function trackNotFound(path: string): void {
  withBeacon((loaded) => loaded.notFound(path));
}

export function trackPageView(path: string, title?: string): void {
  // The address it arrived with, read now: by the time the beacon loads the visitor may have moved on.
  const search = location.search;
  withBeacon((loaded) => loaded.pageView(path, search));
  try {
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
