import { ContentVersionsService } from '../src/common/content-versions/content-versions.service';
import { ScheduledPublishingService } from '../src/publishing/scheduled-publishing.service';
import { adminToken, withSession } from './admin-session.helper';
import { createTestApp, TestApp } from './support/test-app';

const MINUTE = 60_000;

describe(ScheduledPublishingService.name, () => {
  let first: TestApp;
  let second: TestApp;
  let session: Record<string, string>;

  beforeAll(async () => {
    // The ticks stay far apart: the tests call publishDue themselves, at the moments they choose.
    const env = { SCHEDULED_PUBLISH_POLL_SECONDS: '3600' };
    first = await createTestApp({ env });
    second = await createTestApp({ env, databaseUrl: first.databaseUrl });
    session = withSession(await adminToken(first));
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const article = (title: string, publishAt?: string | null) => ({
    title,
    content: `${title}: the body.`,
    category: 'News',
    imageUrl: 'https://images.example.com.au/news.jpg',
    published: false,
    ...(publishAt !== undefined ? { publishAt } : {}),
  });
  const review = (title: string, publishAt: string) => ({
    title,
    content: 'Tested in Jervis Bay.',
    category: 'Other',
    price: '$99 AUD',
    purchaseLink: 'https://seller.example.com.au/thing',
    imageUrl: 'https://images.example.com.au/thing.jpg',
    published: false,
    publishAt,
  });
  const publicSlugs = async (app: TestApp, url: string): Promise<string[]> =>
    (await app.inject({ method: 'GET', url })).json().map((item: { slug: string }) => item.slug);
  const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

  describe('createArticle / updateArticle with publishAt', () => {
    it('keeps a scheduled draft private and shows its time to the admin', async () => {
      const at = inMinutes(30);
      const res = await first.inject({
        method: 'POST',
        url: '/api/articles',
        cookies: session,
        payload: article('Launch Day Wreck Guide', at.toISOString()),
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ published: false, publishAt: new Date(Math.floor(at.getTime() / 1000) * 1000).toISOString() });
      expect(await publicSlugs(first, '/api/articles')).not.toContain('launch-day-wreck-guide');
      expect((await first.inject({ method: 'GET', url: '/api/articles/slug/launch-day-wreck-guide' })).statusCode).toBe(404);
    });

    it('refuses a time years ahead, and cancels a schedule with null', async () => {
      const created = await first.inject({
        method: 'POST',
        url: '/api/articles',
        cookies: session,
        payload: article('Cancelled Launch', '2099-01-01T09:00:00+11:00'),
      });
      expect(created.statusCode).toBe(400);
      expect(created.json().message).toMatch(/within five years/);
      const later = inMinutes(24 * 60);
      const ok = await first.inject({
        method: 'POST',
        url: '/api/articles',
        cookies: session,
        payload: article('Cancelled Launch', later.toISOString()),
      });
      expect(ok.statusCode).toBe(201);
      const cancelled = await first.inject({
        method: 'PATCH',
        url: `/api/articles/${ok.json().id}`,
        cookies: session,
        payload: { publishAt: null },
      });
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json().article.publishAt).toBeNull();
      // Nothing is due any more, however late it gets.
      await first.app.get(ScheduledPublishingService).publishDue(inMinutes(2 * 24 * 60));
      expect(await publicSlugs(first, '/api/articles')).not.toContain('cancelled-launch');
    });

    it('refuses a time in the past, a time without a zone and junk with 400', async () => {
      for (const publishAt of [
        new Date(Date.now() - 60 * MINUTE).toISOString(),
        '2026-12-01T09:00',
        'tomorrow',
        '2026-02-30T09:00:00Z',
        42,
      ]) {
        const res = await first.inject({
          method: 'POST',
          url: '/api/articles',
          cookies: session,
          payload: { ...article('Bad Time'), publishAt },
        });
        expect({ publishAt, status: res.statusCode }).toEqual({ publishAt, status: 400 });
        expect(JSON.stringify(res.json().message)).toMatch(/publishAt/);
      }
    });

    it('drops the schedule when the item is published by hand', async () => {
      const res = await first.inject({
        method: 'POST',
        url: '/api/articles',
        cookies: session,
        payload: article('Published By Hand', inMinutes(60).toISOString()),
      });
      const published = await first.inject({
        method: 'PATCH',
        url: `/api/articles/${res.json().id}`,
        cookies: session,
        payload: { published: true },
      });
      expect(published.json().article).toMatchObject({ published: true, publishAt: null });
    });
  });

  describe('publishDue', () => {
    it('publishes a due article and review exactly once across two instances, and both show them', async () => {
      const at = inMinutes(10);
      const a = await first.inject({
        method: 'POST',
        url: '/api/articles',
        cookies: session,
        payload: article('Two Instance Article', at.toISOString()),
      });
      const r = await first.inject({
        method: 'POST',
        url: '/api/reviews',
        cookies: session,
        payload: review('Two Instance Fins', at.toISOString()),
      });
      expect([a.statusCode, r.statusCode]).toEqual([201, 201]);
      // Both instances have the public lists cached before the time comes.
      for (const app of [first, second]) {
        expect(await publicSlugs(app, '/api/articles')).not.toContain('two-instance-article');
        expect(await publicSlugs(app, '/api/reviews')).not.toContain('two-instance-fins');
      }

      // Not yet due: nothing happens.
      expect(await second.app.get(ScheduledPublishingService).publishDue(inMinutes(5))).toEqual({ articles: 0, reviews: 0 });

      const due = inMinutes(11);
      const [one, two] = await Promise.all([
        first.app.get(ScheduledPublishingService).publishDue(due),
        second.app.get(ScheduledPublishingService).publishDue(due),
      ]);
      expect(one.articles + two.articles).toBe(1);
      expect(one.reviews + two.reviews).toBe(1);

      // Each instance sees the other's bump at its next version poll (run here rather than waited for).
      for (const app of [first, second]) {
        await app.app.get(ContentVersionsService).poll();
        expect(await publicSlugs(app, '/api/articles')).toContain('two-instance-article');
        expect(await publicSlugs(app, '/api/reviews')).toContain('two-instance-fins');
        const shown = (await app.inject({ method: 'GET', url: '/api/reviews/slug/two-instance-fins' })).json();
        expect(shown).toMatchObject({ published: true, publishAt: null });
        // Dated the moment it was scheduled for, not the day the draft was written.
        expect(shown.createdAt).toBe(new Date(Math.floor(at.getTime() / 1000) * 1000).toISOString());
      }
      const sitemap = await second.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(sitemap.body).toContain('/blog/two-instance-article');
      expect(sitemap.body).toContain('/gear-reviews/two-instance-fins');
      expect((await second.inject({ method: 'GET', url: '/rss.xml' })).body).toContain('Two Instance Article');

      // A later run publishes nothing again.
      expect(await first.app.get(ScheduledPublishingService).publishDue(inMinutes(20))).toEqual({ articles: 0, reviews: 0 });
    });

    it('publishes on its own timer when the time comes', async () => {
      const ticking = await createTestApp({ databaseUrl: first.databaseUrl, env: { SCHEDULED_PUBLISH_POLL_SECONDS: '1' } });
      try {
        const at = new Date(Date.now() + 1500);
        const res = await first.inject({
          method: 'POST',
          url: '/api/articles',
          cookies: session,
          payload: article('Timer Article', at.toISOString()),
        });
        expect(res.statusCode).toBe(201);
        // Waits for the tick, however slow the machine (the test's own timeout is the limit).
        let slugs: string[] = [];
        while (!slugs.includes('timer-article')) {
          await new Promise((resolve) => setTimeout(resolve, 250));
          slugs = await publicSlugs(ticking, '/api/articles');
        }
        expect(slugs).toContain('timer-article');
      } finally {
        await ticking.close();
      }
    });
  });
});
