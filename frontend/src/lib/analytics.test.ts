import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const gtagScripts = () => document.head.querySelectorAll('script[src*="googletagmanager.com/gtag/js"]');

async function loadSut() {
  vi.resetModules();
  return import('./analytics');
}

beforeEach(() => {
  delete window.__dduAnalytics;
  delete window.dataLayer;
  delete window.gtag;
  gtagScripts().forEach((script) => script.remove());
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('analytics', () => {
  describe('without a measurement id', () => {
    beforeEach(() => {
      vi.stubEnv('VITE_GA_MEASUREMENT_ID', '');
    });

    it('records page views and events locally without loading the Google tag', async () => {
      const sut = await loadSut();

      sut.trackPageView('/shop', 'Shop');
      sut.trackEvent('affiliate_link_click', { category: 'commerce', label: 'Shearwater Peregrine' });

      expect(window.__dduAnalytics).toEqual([
        { type: 'page_view', path: '/shop', title: 'Shop' },
        {
          type: 'event',
          name: 'affiliate_link_click',
          params: { category: 'commerce', label: 'Shearwater Peregrine' },
        },
      ]);
      expect(gtagScripts()).toHaveLength(0);
      expect(window.gtag).toBeUndefined();
    });

    it('never throws, even when the local log is unusable', async () => {
      const sut = await loadSut();
      Object.defineProperty(window, '__dduAnalytics', {
        configurable: true,
        get: () => {
          throw new Error('blocked');
        },
      });

      expect(() => sut.trackPageView('/')).not.toThrow();
      expect(() => sut.trackEvent('blog_view')).not.toThrow();
      Object.defineProperty(window, '__dduAnalytics', { configurable: true, writable: true, value: undefined });
    });
  });

  describe('with a measurement id', () => {
    beforeEach(() => {
      vi.stubEnv('VITE_GA_MEASUREMENT_ID', 'G-TEST123');
    });

    it('loads the Google tag once and sends page views and events through it', async () => {
      const sut = await loadSut();

      sut.trackPageView('/dive-sites');
      sut.trackEvent('search_products', { search_term: 'mask' });

      const scripts = gtagScripts();
      expect(scripts).toHaveLength(1);
      expect(scripts[0]).toHaveAttribute('src', 'https://www.googletagmanager.com/gtag/js?id=G-TEST123');
      const calls = (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>));
      expect(calls).toEqual([
        ['js', expect.any(Date)],
        ['config', 'G-TEST123', { send_page_view: false }],
        ['event', 'page_view', expect.objectContaining({ page_path: '/dive-sites' })],
        ['event', 'search_products', { search_term: 'mask' }],
      ]);
      expect(window.__dduAnalytics).toHaveLength(2);
    });
  });
});

describe('the site beacon', () => {
  const sent: unknown[] = [];
  beforeEach(async () => {
    // The page views of the tests above reach the (lazily loaded) beacon late: let them land first.
    await new Promise((resolve) => setTimeout(resolve, 100));
    sent.length = 0;
    vi.stubEnv('VITE_GA_MEASUREMENT_ID', '');
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string, body: string) => {
        expect(url).toBe('/api/analytics/events');
        sent.push(JSON.parse(body));
        return true;
      },
    });
    vi.stubGlobal('requestIdleCallback', (work: () => void) => {
      work();
      return 1;
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'sendBeacon');
    Reflect.deleteProperty(navigator, 'doNotTrack');
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('reports the first view with its campaign tags, later views without, and never the admin area', async () => {
    window.history.replaceState(null, '', '/blog?utm_source=facebook&utm_campaign=spring');
    const sut = await loadSut();
    sut.trackPageView('/blog');
    sut.trackPageView('/shop');
    sut.trackPageView('/admin');
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toEqual([
      { kind: 'view', path: '/blog', utmSource: 'facebook', utmCampaign: 'spring' },
      { kind: 'view', path: '/shop' },
    ]);
  });

  it('reports a missing page with the page that linked to it, instead of a view of it', async () => {
    const sut = await loadSut();
    sut.trackPageView('/blog');
    sut.trackNotFound('/blog/gone');
    sut.trackPageView('/blog/gone');
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual([
      { kind: 'view', path: '/blog' },
      { kind: 'not_found', path: '/blog/gone', referrer: '/blog' },
    ]);
  });

  it('reports one search when the header search leads to the search page', async () => {
    vi.resetModules();
    const { trackSiteSearch } = await import('./site-search-event');
    trackSiteSearch('nudibranch', 0);
    trackSiteSearch('Nudibranch', 0);
    // The beacon's code is imported on first use: wait for it, then make sure nothing else follows.
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual([{ kind: 'search', path: '/', term: 'nudibranch', results: 0 }]);
  });

  it('sends nothing when the browser asks not to be tracked', async () => {
    Object.defineProperty(navigator, 'doNotTrack', { configurable: true, value: '1' });
    const sut = await loadSut();
    sut.trackPageView('/shop');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
  });
});
