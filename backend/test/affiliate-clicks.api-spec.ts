import { ClicksService } from '../src/affiliate/clicks.service';
import { GoController } from '../src/affiliate/go.controller';
import { siteDay, daysBefore } from '../src/common/calendar-days';
import { adminToken, withSession } from './admin-session.helper';
import { createTestApp, TestApp } from './support/test-app';

const BROWSER = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

interface Report {
  total: number;
  countedAs: string;
  byLink: { targetType: string; targetId: number; name: string; clicks: number }[];
  byPlacement: { placement: string; clicks: number }[];
  byPage: { path: string; title: string; clicks: number }[];
  daily: { day: string; clicks: number }[];
  from: string;
  to: string;
}

describe(GoController.name, () => {
  let sut: TestApp;
  let session: Record<string, string>;
  let product: { id: number; name: string; affiliateLink: string };
  let visitor = 0;

  beforeAll(async () => {
    sut = await createTestApp();
    session = withSession(await adminToken(sut));
    const created = await sut.inject({
      method: 'POST',
      url: '/api/products',
      cookies: session,
      payload: {
        name: 'Clickable Test Mask',
        category: 'masks',
        description: 'A mask that exists to be clicked.',
        price: '99.00',
        imageUrl: 'https://images.example.com.au/mask.jpg',
        affiliateLink: 'https://seller.example.com.au/masks/clickable?aff=ddu',
      },
    });
    expect(created.statusCode).toBe(201);
    product = created.json();
  });
  afterAll(async () => {
    await sut?.close();
  });

  /** A click from a fresh visitor (its own address), so the one-minute dedupe never joins two tests. */
  const click = (
    url: string,
    headers: Record<string, string> = {},
    remoteAddress = `203.0.113.${++visitor}`,
    method: 'GET' | 'HEAD' = 'GET',
  ) => sut.inject({ method, url, headers: { 'user-agent': BROWSER, ...headers }, remoteAddress });

  const report = async (days = 30): Promise<Report> => {
    await sut.app.get(ClicksService).settled();
    const res = await sut.inject({ method: 'GET', url: `/api/admin/clicks?days=${days}`, cookies: session });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const clicksOf = (r: Report, id = product.id) => r.byLink.find((l) => l.targetType === 'product' && l.targetId === id)?.clicks ?? 0;

  describe('goToProductSeller', () => {
    it('redirects to the stored affiliate link and counts the click with its placement and page', async () => {
      const before = await report();
      const res = await click(`/go/${product.id}?from=shop-card&page=/shop`);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(product.affiliateLink);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['x-robots-tag']).toMatch(/noindex/);
      expect(res.headers['set-cookie']).toBeUndefined();
      const after = await report();
      expect(clicksOf(after) - clicksOf(before)).toBe(1);
      expect(after.byLink.find((l) => l.targetId === product.id)?.name).toBe('Clickable Test Mask');
      expect(after.byPlacement.find((p) => p.placement === 'shop-card')?.clicks).toBe(1);
      expect(after.byPage.find((p) => p.path === '/shop')).toEqual({ path: '/shop', title: 'Shop', clicks: 1 });
      expect(after.total - before.total).toBe(1);
      expect(after.daily.at(-1)?.clicks).toBeGreaterThanOrEqual(1);
    });

    it('counts one visitor repeating a click within a minute once, but other visitors each', async () => {
      const before = clicksOf(await report());
      for (let i = 0; i < 3; i++) expect((await click(`/go/${product.id}?from=product-page`, {}, '198.51.100.77')).statusCode).toBe(302);
      // X-Forwarded-For from an untrusted client changes nothing: it is still the same visitor.
      await click(`/go/${product.id}?from=product-page`, { 'x-forwarded-for': '192.0.2.200' }, '198.51.100.77');
      await click(`/go/${product.id}?from=product-page`, {}, '198.51.100.78');
      expect(clicksOf(await report()) - before).toBe(2);
    });

    it('counts an IPv6 host rotating its address within its /64 once, and another /64 apart', async () => {
      const before = clicksOf(await report());
      for (let i = 1; i <= 8; i++) await click(`/go/${product.id}?from=product-page`, {}, `2001:db8:c1:c1::${i.toString(16)}`);
      await click(`/go/${product.id}?from=product-page`, {}, '2001:db8:c1:c2::1');
      expect(clicksOf(await report()) - before).toBe(2);
    });

    it('counts one address rotating its User-Agent once', async () => {
      const before = clicksOf(await report());
      for (let i = 0; i < 30; i++) {
        const agent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${100 + i}.0 Safari/537.36`;
        expect((await click(`/go/${product.id}?from=shop-card`, { 'user-agent': agent }, '198.51.100.90')).statusCode).toBe(302);
      }
      expect(clicksOf(await report()) - before).toBe(1);
    });

    it("names a newsletter issue's clicks by the issue's subject", async () => {
      const subject = `Calm seas ${Date.now()}`;
      const created = await sut.inject({ method: 'POST', url: '/api/admin/newsletter/issues', payload: { subject }, cookies: session });
      expect(created.statusCode).toBe(201);
      const issue = created.json<{ id: number }>();
      const path = `/newsletter/issues/${issue.id}`;
      expect((await click(`/go/${product.id}?from=newsletter&page=${path}`)).statusCode).toBe(302);
      expect((await report()).byPage.find((p) => p.path === path)).toMatchObject({ title: `Newsletter: ${subject}`, clicks: 1 });
    });

    it('stores a page only when it is one of the site routes, otherwise as unknown', async () => {
      await click(`/go/${product.id}?from=shop-card&page=/made-up-${Date.now()}`);
      await click(`/go/${product.id}?from=shop-card&page=/shop/not/a/page`);
      await click(`/go/${product.id}?from=shop-card&page=/dive-sites/region/sydney`);
      const after = await report();
      expect(after.byPage.some((p) => p.path.startsWith('/made-up') || p.path.startsWith('/shop/not'))).toBe(false);
      expect(after.byPage.find((p) => p.path === '/dive-sites/region/sydney')).toMatchObject({ title: 'Dive sites: Sydney', clicks: 1 });
      expect(after.byPage.find((p) => p.path === '')).toMatchObject({ title: 'Unknown page' });
      expect(after.byPage.find((p) => p.path === '')?.clicks).toBeGreaterThanOrEqual(2);
      expect(after.countedAs).toMatch(/once per visitor address and link/);
    });

    it('redirects but does not count crawlers, scripts, prefetches and HEAD requests', async () => {
      const before = clicksOf(await report());
      const url = `/go/${product.id}?from=shop-card`;
      const answers = [
        await click(url, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }),
        await click(url, { 'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)' }),
        await click(url, { 'user-agent': 'curl/8.5.0' }),
        await click(url, { 'user-agent': '' }),
        await click(url, { purpose: 'prefetch' }),
        await click(url, { 'sec-purpose': 'prefetch;prerender' }),
        await click(url, {}, undefined, 'HEAD'),
      ];
      for (const res of answers) {
        expect(res.statusCode).toBe(302);
        expect(res.headers.location).toBe(product.affiliateLink);
      }
      expect(clicksOf(await report())).toBe(before);
    });

    it('records an unknown placement as "other" and ignores a page that is not a site path', async () => {
      const before = await report();
      await click(`/go/${product.id}?from=evil%27%3B--&page=https://evil.example/x`);
      await click(`/go/${product.id}?from=shop-card&from=x&utm_source=newsletter&fbclid=abc`);
      const after = await report();
      const other = (r: Report) => r.byPlacement.find((p) => p.placement === 'other')?.clicks ?? 0;
      expect(other(after) - other(before)).toBe(1);
      expect(after.byPage.some((p) => p.path.includes('evil'))).toBe(false);
      expect(clicksOf(after) - clicksOf(before)).toBe(2);
    });

    it("finds a product by its name's slug", async () => {
      const res = await click('/go/clickable-test-mask?from=article-body&page=/blog/some-article');
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(product.affiliateLink);
    });

    it('answers 404 with a readable message for a missing product, a junk target or a product without a link', async () => {
      const bare = await sut.inject({
        method: 'POST',
        url: '/api/products',
        cookies: session,
        payload: {
          name: 'No Seller Yet',
          category: 'fins',
          description: 'Not sold anywhere yet.',
          price: '10.00',
          imageUrl: 'https://images.example.com.au/f.jpg',
        },
      });
      const before = (await report()).total;
      for (const url of [
        '/go/999999',
        '/go/no-such-product',
        '/go/0x10',
        '/go/%00',
        `/go/${bare.json().id}`,
        '/go/reviews/no-such-review',
      ]) {
        const res = await click(url);
        expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
        expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found', message: 'This shop link does not exist.' });
      }
      expect((await report()).total).toBe(before);
    });

    it('never redirects anywhere but the stored link (no open redirect)', async () => {
      for (const url of [
        `/go/${product.id}?url=https://evil.example`,
        `/go/${product.id}?from=shop-card&to=//evil.example&redirect=https://evil.example`,
        '/go/https%3A%2F%2Fevil.example',
        '/go//evil.example',
        '/go/%2F%2Fevil.example',
      ]) {
        const res = await click(url);
        if (res.statusCode === 302) expect(res.headers.location).toBe(product.affiliateLink);
        else expect(res.statusCode).toBe(404);
        expect(String(res.headers.location ?? '')).not.toContain('evil');
      }
    });
  });

  describe('goToReviewSeller', () => {
    it("redirects to a published review's purchase link and counts it under the review", async () => {
      const reviews = (await sut.inject({ method: 'GET', url: '/api/reviews' })).json();
      const review = reviews[0];
      const res = await click(`/go/reviews/${review.slug}?from=review-box&page=/gear-reviews/${review.slug}`);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(review.purchaseLink);
      const after = await report();
      expect(after.byLink).toContainEqual({ targetType: 'review', targetId: review.id, name: review.title, clicks: 1 });
      expect(after.byPlacement.find((p) => p.placement === 'review-box')?.clicks).toBe(1);
      // The Clicks tab names the page by the review's title, not its path.
      expect(after.byPage.find((p) => p.path === `/gear-reviews/${review.slug}`)?.title).toBe(`Gear review: ${review.title}`);
    });

    it('answers 404 for a draft review', async () => {
      const draft = await sut.inject({
        method: 'POST',
        url: '/api/reviews',
        cookies: session,
        payload: {
          title: 'Secret Draft Fins',
          content: 'Not yet.',
          category: 'Masks & Fins',
          price: '$10 AUD',
          purchaseLink: 'https://seller.example.com.au/draft',
          imageUrl: 'https://images.example.com.au/d.jpg',
          published: false,
        },
      });
      expect(draft.statusCode).toBe(201);
      expect((await click(`/go/reviews/${draft.json().slug}`)).statusCode).toBe(404);
    });
  });

  describe('getClickReport', () => {
    it('keeps days outside the period out, and lists every day of it', async () => {
      const clicks = sut.app.get(ClicksService);
      const today = siteDay(new Date(), sut.config.siteTimeZone);
      const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000);
      const target = { type: 'product' as const, id: product.id, url: product.affiliateLink };
      const before7 = clicksOf(await report(7));
      const before30 = clicksOf(await report(30));
      await clicks.increment(target, 'home-featured', '/', tenDaysAgo);
      const week = await report(7);
      const month = await report(30);
      expect(clicksOf(week)).toBe(before7);
      expect(clicksOf(month)).toBe(before30 + 1);
      expect(week.daily).toHaveLength(7);
      expect(month.daily).toHaveLength(30);
      expect(week.to).toBe(today);
      expect(week.from).toBe(daysBefore(today, 6));
      expect(month.daily.find((d) => d.day === siteDay(tenDaysAgo, sut.config.siteTimeZone))?.clicks).toBeGreaterThanOrEqual(1);
    });

    it('refuses other periods with 400 and anyone without a session with 401', async () => {
      const bad = await sut.inject({ method: 'GET', url: '/api/admin/clicks?days=5', cookies: session });
      expect(bad.statusCode).toBe(400);
      expect([bad.json().message].flat().join(' ')).toMatch(/7, 30 or 90/);
      expect((await sut.inject({ method: 'GET', url: '/api/admin/clicks' })).statusCode).toBe(401);
      expect((await sut.inject({ method: 'GET', url: '/api/admin/clicks/export' })).statusCode).toBe(401);
    });
  });

  describe('exportClicksCsv', () => {
    it('downloads the period as CSV, one line per link, placement, page and day', async () => {
      await click(`/go/${product.id}?from=review-body&page=/gear-reviews/x`);
      await sut.app.get(ClicksService).settled();
      const res = await sut.inject({ method: 'GET', url: '/api/admin/clicks/export?days=7', cookies: session });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toMatch(/attachment; filename="affiliate-clicks-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.csv"/);
      const lines = res.body.trim().split('\r\n');
      expect(lines[0]).toBe('Day,Type,Id,Name,Placement,Page,Clicks');
      const today = siteDay(new Date(), sut.config.siteTimeZone);
      expect(lines).toContain(`${today},product,${product.id},Clickable Test Mask,review-body,/gear-reviews/x,1`);
    });
  });

  describe('getAffiliateLinks', () => {
    it("maps each product's seller address to its counted /go/ path", async () => {
      const res = await sut.inject({ method: 'GET', url: '/api/affiliate-links' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toContainEqual({ url: product.affiliateLink, goPath: `/go/${product.id}` });
    });
  });
});
