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
