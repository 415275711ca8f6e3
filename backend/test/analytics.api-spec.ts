import { DataSource } from 'typeorm';
import { ClicksService } from '../src/affiliate/clicks.service';
import { AnalyticsCollectController } from '../src/analytics/analytics-collect.controller';
import { AnalyticsRollupService } from '../src/analytics/analytics-rollup.service';
import { EventCollectorService } from '../src/analytics/event-collector.service';
import { daysBefore } from '../src/common/calendar-days';
import { calendarDay } from '../src/common/csv/csv';
import { adminToken, withSession } from './admin-session.helper';
import { confirmSubscription } from './support/newsletter-confirm';
import { stubFrontendBuild } from './support/stub-frontend';
import { createTestApp, TestApp } from './support/test-app';

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const LIMIT = 5;

interface Report {
  from: string;
  to: string;
  totals: { views: number; visitors: number; clicks: number; signups: number; earnings: number; earningsUnmatched: number };
  signups: { path: string; title: string; signups: number; confirmed: number }[];
  daily: { day: string; views: number; visitors: number; clicks: number }[];
  pages: { path: string; title: string; views: number; visitors: number; clicks: number; clickThroughRate: number; earnings: number }[];
  sources: { source: string; views: number }[];
  campaigns: { campaign: string; utmSource: string; utmMedium: string; views: number }[];
  devices: { device: string; views: number }[];
  products: {
    targetType: string;
    targetId: number;
    name: string;
    views: number;
    clicks: number;
    clickThroughRate: number;
    earnings: number;
  }[];
  searches: { term: string; searches: number; zeroResults: number }[];
  zeroResultSearches: { term: string; searches: number }[];
  notFound: { path: string; referrer: string; count: number }[];
}

describe(AnalyticsCollectController.name, () => {
  const stubFrontend = stubFrontendBuild();
  let sut: TestApp;
  let session: Record<string, string>;
  let client = 0;

  beforeAll(async () => {
    sut = await createTestApp({
      env: { ANALYTICS_EVENTS_PER_MINUTE: String(LIMIT), FRONTEND_DIST: stubFrontend.dist, AFFILIATE_SUBID_PARAM: 'subid' },
    });
    session = withSession(await adminToken(sut));
  });
  afterAll(async () => {
    await sut?.close();
    stubFrontend.remove();
  });

  /** One beacon post from a fresh client address (each test its own, so the per-client limit never joins two tests). */
  const beacon = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = `198.51.100.${++client}`) =>
    sut.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { 'user-agent': PHONE, 'content-type': 'text/plain;charset=UTF-8', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      remoteAddress,
    });

  const report = async (query = 'days=1'): Promise<Report> => {
    await sut.app.get(EventCollectorService).flush();
    const res = await sut.inject({ method: 'GET', url: `/api/admin/analytics?${query}`, cookies: session });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  describe('collectAnalyticsEvent', () => {
    it('takes a page view sent as sendBeacon sends it (text/plain) with 202, no cookie, and counts it under its campaign', async () => {
      const before = await report();
      const res = await beacon({
        kind: 'view',
        path: '/blog',
        referrer: 'www.facebook.com',
        utmSource: 'Facebook',
        utmMedium: 'social',
        utmCampaign: 'spring-dives',
      });
      expect(res.statusCode).toBe(202);
      expect(res.body).toBe('');
      expect(res.headers['set-cookie']).toBeUndefined();
      const after = await report();
      expect(after.totals.views - before.totals.views).toBe(1);
      expect(after.totals.visitors - before.totals.visitors).toBe(1);
      expect(after.campaigns).toContainEqual({
        campaign: 'spring-dives',
        utmSource: 'facebook',
        utmMedium: 'social',
        views: 1,
        visitors: 1,
      });
      expect(after.sources).toContainEqual({ source: 'facebook.com', views: 1, visitors: 1 });
      expect(after.pages.find((p) => p.path === '/blog')).toMatchObject({ title: 'Blog', views: 1 });
      expect(after.devices.find((d) => d.device === 'mobile')?.views).toBeGreaterThanOrEqual(1);
    });

    it('takes a JSON body too, and counts one visitor for two views from one address and browser', async () => {
      const before = await report();
      const address = '198.51.100.200';
      for (const path of ['/shop', '/about']) {
        const res = await sut.inject({
          method: 'POST',
          url: '/api/analytics/events',
          headers: { 'user-agent': DESKTOP },
          payload: { kind: 'view', path },
          remoteAddress: address,
        });
        expect(res.statusCode).toBe(202);
      }
      const after = await report();
      expect(after.totals.views - before.totals.views).toBe(2);
      expect(after.totals.visitors - before.totals.visitors).toBe(1);
      const direct = (r: Report) => r.sources.find((s) => s.source === 'Direct')?.views ?? 0;
      expect(direct(after) - direct(before)).toBe(2);
    });

    it('answers 202 to a bot, to DNT: 1 and to Sec-GPC: 1 but counts none of them', async () => {
      const before = await report();
      const view = { kind: 'view', path: '/learn-to-dive' };
      expect((await beacon(view, { 'user-agent': GOOGLEBOT })).statusCode).toBe(202);
      expect((await beacon(view, { dnt: '1' })).statusCode).toBe(202);
      expect((await beacon(view, { 'sec-gpc': '1' })).statusCode).toBe(202);
      expect((await beacon(view, { 'user-agent': '' })).statusCode).toBe(202);
      const after = await report();
      expect(after.totals.views).toBe(before.totals.views);
      expect(after.pages.find((p) => p.path === '/learn-to-dive')).toBeUndefined();
    });

    it('refuses unknown fields, oversized values, paths that are not the site pages and bodies that are not JSON (400)', async () => {
      const bad = [
        { kind: 'view', path: '/blog', visitorId: 'abc' },
        { kind: 'view', path: `/blog/${'x'.repeat(200)}` },
        { kind: 'view', path: '/blog', utmCampaign: 'c'.repeat(101) },
        { kind: 'view', path: '/admin' },
        { kind: 'view', path: '/no/such/page/here' },
        { kind: 'view', path: 'https://evil.example/blog' },
        { kind: 'view', path: '/blog', referrer: 'not a host' },
        { kind: 'click', path: '/blog' },
        { kind: 'search', path: '/search', term: 'wetsuit' },
      ];
      for (const payload of bad) {
        const res = await beacon(payload);
        expect({ payload, status: res.statusCode }).toEqual({ payload, status: 400 });
        expect(typeof res.json().message).toBe('string');
      }
      expect((await beacon('{"kind":')).statusCode).toBe(400);
      expect((await beacon('[1,2]')).statusCode).toBe(400);
      const huge = await beacon({ kind: 'view', path: '/blog', term: 'x'.repeat(5000) });
      expect(huge.statusCode).toBe(413);
    });

    it('limits each client to its events per minute (429 with Retry-After), counted per /64 for IPv6', async () => {
      const view = { kind: 'view', path: '/contact' };
      for (let i = 0; i < LIMIT; i++) expect((await beacon(view, {}, `2001:db8:7:7::${i + 1}`)).statusCode).toBe(202);
      const refused = await beacon(view, {}, '2001:db8:7:7::99');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json().message).toMatch(/Too many requests/);
      expect((await beacon(view, {}, '2001:db8:7:8::1')).statusCode).toBe(202);
    });

    it('answers a plain post before Nest, and leaves every other answer and doubtful body to the full pipeline', async () => {
      const collector = sut.app.get(EventCollectorService);
      const fullPipeline = jest.spyOn(collector, 'collect');
      try {
        const before = await report();
        const fast = await beacon({ kind: 'view', path: '/gear-reviews' });
        expect(fast.statusCode).toBe(202);
        expect(fast.body).toBe('');
        expect(fast.headers['cache-control']).toBe('private, no-store');
        expect(fast.headers['set-cookie']).toBeUndefined();
        expect(fullPipeline).not.toHaveBeenCalled();

        // A null field (which the DTO allows) is read by the full pipeline from the body handed back, as text or JSON.
        const textBody = await beacon({ kind: 'view', path: '/gear-reviews', referrer: null });
        expect(textBody.statusCode).toBe(202);
        const jsonBody = await beacon({ kind: 'view', path: '/gear-reviews', utmSource: null }, { 'content-type': 'application/json' });
        expect(jsonBody.statusCode).toBe(202);
        expect(fullPipeline).toHaveBeenCalledTimes(2);
        const after = await report();
        expect(after.pages.find((p) => p.path === '/gear-reviews')?.views).toBe(
          (before.pages.find((p) => p.path === '/gear-reviews')?.views ?? 0) + 3,
        );

        // Refusals come from the full pipeline, with its messages.
        const notAPage = await beacon({ kind: 'view', path: '/no/such/page/here' });
        expect(notAPage.statusCode).toBe(400);
        expect(notAPage.json().message).toBe('path is not a page of this site.');
        expect(fullPipeline).toHaveBeenCalledTimes(3);
        const crossSite = await beacon({ kind: 'view', path: '/blog' }, { origin: 'https://evil.example' });
        expect(crossSite.statusCode).toBe(403);
        const address = '198.51.100.240';
        for (let i = 0; i < LIMIT; i++) expect((await beacon({ kind: 'view', path: '/blog' }, {}, address)).statusCode).toBe(202);
        const calls = fullPipeline.mock.calls.length;
        const over = await beacon({ kind: 'view', path: '/blog' }, {}, address);
        expect(over.statusCode).toBe(429);
        expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
        expect(fullPipeline).toHaveBeenCalledTimes(calls + 1);
      } finally {
        fullPipeline.mockRestore();
      }
    });

    it('lists a search that found nothing under zero-result searches, with its words folded', async () => {
      expect((await beacon({ kind: 'search', path: '/search', term: '  Nudibranch   ID  ', results: 0 })).statusCode).toBe(202);
      expect((await beacon({ kind: 'search', path: '/shop', term: 'mask', results: 4 })).statusCode).toBe(202);
      const after = await report();
      expect(after.zeroResultSearches).toContainEqual({ term: 'nudibranch id', searches: 1, zeroResults: 1 });
      expect(after.zeroResultSearches.find((s) => s.term === 'mask')).toBeUndefined();
      expect(after.searches).toContainEqual({ term: 'mask', searches: 1, zeroResults: 0 });
    });

    it('lists a missing page with the page that linked to it', async () => {
      expect((await beacon({ kind: 'not_found', path: '/blog/old-post-gone', referrer: '/blog' })).statusCode).toBe(202);
      const after = await report();
      expect(after.notFound).toContainEqual({ path: '/blog/old-post-gone', referrer: '/blog', count: 1 });
    });

    it('attributes a /go/ click to its page and button, beside the page views (click-through rate), and joins a commission row to that page', async () => {
      const created = await sut.inject({
        method: 'POST',
        url: '/api/products',
        cookies: session,
        payload: {
          name: 'Analytics Test Fins',
          category: 'fins',
          description: 'Fins that exist to be clicked.',
          price: '149.00',
          imageUrl: 'https://images.example.com.au/fins.jpg',
          affiliateLink: 'https://seller.example.com.au/fins?aff=ddu',
        },
      });
      expect(created.statusCode).toBe(201);
      const product: { id: number } = created.json();
      const page = `/shop/${product.id}`;
      for (let i = 0; i < 4; i++) expect((await beacon({ kind: 'view', path: page })).statusCode).toBe(202);
      const go = await sut.inject({
        method: 'GET',
        url: `/go/${product.id}?from=product-page&page=${page}`,
        headers: { 'user-agent': PHONE },
        remoteAddress: '198.51.100.250',
      });
      expect(go.statusCode).toBe(302);
      // The seller gets the sub-id naming the product, the button and the page, which its report gives back.
      const location = new URL(go.headers.location as string);
      expect(`${location.origin}${location.pathname}`).toBe('https://seller.example.com.au/fins');
      expect(location.searchParams.get('aff')).toBe('ddu');
      const subId = location.searchParams.get('subid')!;
      expect(subId).toMatch(new RegExp(`^p${product.id}_product-page_[0-9a-f]{8}$`));
      await sut.app.get(ClicksService).settled();
      const after = await report();
      expect(after.pages.find((p) => p.path === page)).toMatchObject({
        title: 'Shop: Analytics Test Fins',
        views: 4,
        clicks: 1,
        clickThroughRate: 0.25,
      });
      expect(after.products.find((p) => p.targetType === 'product' && p.targetId === product.id)).toMatchObject({
        name: 'Analytics Test Fins',
        views: 4,
        clicks: 1,
        clickThroughRate: 0.25,
      });
      // The network's commission report: one row of this sale, one unknown sub-id, two bad rows.
      const today = calendarDay(new Date(), sut.config.siteTimeZone);
      const [y, m, d] = today.split('-');
      const csv = [
        'Transaction Date,Sub ID,Commission ($),Status',
        `${d}/${m}/${y},${subId},"12.50",approved`,
        `${today},someone-elses-id,1.00,approved`,
        `not a date,${subId},3.00,approved`,
        `${today},${subId},lots,approved`,
      ].join('\r\n');
      const upload = (payload: Record<string, unknown>) =>
        sut.inject({ method: 'POST', url: '/api/admin/analytics/commissions', cookies: session, payload });
      const mapping = { network: 'Test Network', dateColumn: 'Transaction Date', subIdColumn: 'Sub ID', amountColumn: 'Commission ($)' };
      const uploaded = await upload({ ...mapping, csv });
      expect(uploaded.statusCode).toBe(200);
      expect(uploaded.json()).toMatchObject({ network: 'Test Network', imported: 2, total: 13.5, rejectedCount: 2 });
      expect(uploaded.json().rejected).toEqual([
        { line: 4, message: 'Line 4: the date "not a date" is not a date like 2026-11-28 or 28/11/2026.' },
        { line: 5, message: 'Line 5: the amount "lots" is not a number of dollars.' },
      ]);
      // The same report again replaces its days' rows: counted once.
      expect((await upload({ ...mapping, csv })).statusCode).toBe(200);
      const missingColumn = await upload({ ...mapping, amountColumn: 'Amount', csv });
      expect(missingColumn.statusCode).toBe(400);
      expect(missingColumn.json().message).toMatch(/no column named "Amount"/);
      const networks = await sut.inject({ method: 'GET', url: '/api/admin/analytics/networks', cookies: session });
      expect(networks.json()).toContainEqual({
        name: 'Test Network',
        dateColumn: 'Transaction Date',
        subIdColumn: 'Sub ID',
        amountColumn: 'Commission ($)',
      });
      const earned = await report();
      expect(earned.totals.earnings).toBe(13.5);
      expect(earned.totals.earningsUnmatched).toBe(1);
      expect(earned.pages.find((p) => p.path === page)?.earnings).toBe(12.5);
      expect(earned.products.find((p) => p.targetType === 'product' && p.targetId === product.id)?.earnings).toBe(12.5);

      const clicks = await sut.inject({ method: 'GET', url: '/api/admin/clicks?days=7', cookies: session });
      const byPlacement: { placement: string; clicks: number }[] = clicks.json().byPlacement;
      expect(byPlacement.find((p) => p.placement === 'product-page')?.clicks).toBe(1);
    });
  });

  describe('newsletter sign-ups', () => {
    it('counts a sign-up under the page its form was on, and its confirmation under the same page', async () => {
      const subscribe = (email: string, page: string) =>
        sut.inject({
          method: 'POST',
          url: '/api/newsletter/subscribe',
          payload: { email, source: 'home', page },
          remoteAddress: `198.51.100.${++client}`,
        });
      expect((await subscribe('analytics-one@example.com', '/')).statusCode).toBe(201);
      expect((await subscribe('analytics-two@example.com', '/')).statusCode).toBe(201);
      expect((await subscribe('analytics-three@example.com', 'https://evil.example/')).statusCode).toBe(201);
      expect((await confirmSubscription(sut, 'analytics-one@example.com')).statusCode).toBe(200);
      const after = await report();
      expect(after.signups).toContainEqual({ path: '/', title: 'Home', signups: 2, confirmed: 1 });
      expect(after.signups).toContainEqual({ path: '', title: 'Unknown page', signups: 1, confirmed: 0 });
      expect(after.totals.signups).toBe(3);
    });
  });

  describe('public pages', () => {
    it('set no cookie on any public page, on the beacon or on a public read', async () => {
      const pages = ['/', '/shop', '/blog', '/dive-sites', '/privacy-policy', '/search?q=reef', '/no-such-page'];
      for (const url of pages) {
        const res = await sut.inject({ method: 'GET', url, headers: { 'user-agent': PHONE } });
        expect({ url, cookie: res.headers['set-cookie'] }).toEqual({ url, cookie: undefined });
      }
      for (const url of ['/api/products', '/api/articles', '/api/dive-sites/list', '/api/search?q=reef']) {
        const res = await sut.inject({ method: 'GET', url, headers: { 'user-agent': PHONE } });
        expect(res.statusCode).toBe(200);
        expect({ url, cookie: res.headers['set-cookie'] }).toEqual({ url, cookie: undefined });
      }
    });
  });

  describe(AnalyticsRollupService.name, () => {
    it('rolls a finished day up once across two instances, keeps its figures, and forgets its hashes and salt', async () => {
      const second = await createTestApp({ databaseUrl: sut.databaseUrl });
      try {
        const now = new Date();
        const today = calendarDay(now, sut.config.siteTimeZone);
        const yesterday = daysBefore(today, 1);
        const at = new Date(now.getTime() - 24 * 3600_000);
        expect(calendarDay(at, sut.config.siteTimeZone)).toBe(yesterday);
        const collector = sut.app.get(EventCollectorService);
        const visit = (ip: string, path: string) => collector.collect({ ip, headers: { 'user-agent': PHONE } }, { kind: 'view', path }, at);
        await visit('192.0.2.1', '/gear-reviews');
        await visit('192.0.2.1', '/blog');
        await visit('192.0.2.2', '/gear-reviews');
        await collector.flush();
        const before = await report(`from=${yesterday}&to=${yesterday}`);
        expect(before.totals).toMatchObject({ views: 3, visitors: 2 });

        const [one, two] = await Promise.all([
          sut.app.get(AnalyticsRollupService).runIfDue(now),
          second.app.get(AnalyticsRollupService).runIfDue(now),
        ]);
        expect([...one, ...two].filter((day) => day === yesterday)).toEqual([yesterday]);
        // A later run (the lease is free again) finds nothing left to roll up.
        expect(await second.app.get(AnalyticsRollupService).runIfDue(now)).toEqual([]);

        const db = sut.app.get(DataSource);
        const totals: { n: number }[] = await db.query(
          "SELECT COUNT(*) AS n FROM `analytics_daily` WHERE `day` = ? AND `metric` = 'total'",
          [yesterday],
        );
        expect(Number(totals[0]!.n)).toBe(1);
        const hashed: { n: number }[] = await db.query("SELECT COUNT(*) AS n FROM `analytics_events` WHERE `day` = ? AND `visitor` <> ''", [
          yesterday,
        ]);
        expect(Number(hashed[0]!.n)).toBe(0);
        const salts: { day: string }[] = await db.query('SELECT `day` FROM `analytics_salts`');
        expect(salts.every((salt) => salt.day >= today)).toBe(true);
        const after = await report(`from=${yesterday}&to=${yesterday}`);
        expect(after.totals).toMatchObject({ views: 3, visitors: 2 });
        expect(after.pages.find((p) => p.path === '/gear-reviews')).toMatchObject({ views: 2, visitors: 2 });
      } finally {
        await second.close();
      }
    });
  });
});
