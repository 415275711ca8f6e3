import { DataSource } from 'typeorm';
import { Article } from '../src/articles/article.entity';
import { AppConfig } from '../src/config/app-config';
import { DiveSite } from '../src/dive-sites/dive-site.entity';
import { NewsletterIssuesController } from '../src/newsletter/issues/newsletter-issues.controller';
import { Newsletter, SubscriberStatus } from '../src/newsletter/newsletter.entity';
import { Review } from '../src/reviews/review.entity';
import { adminToken, withSession } from './admin-session.helper';
import { startSmtpTestServer, SmtpTestServer } from './support/smtp-test-server';
import { createTestApp, TestApp } from './support/test-app';
import { until } from './support/until';
import { createTestDatabase } from './support/test-database';

function mailing(smtp: SmtpTestServer) {
  return (c: AppConfig): AppConfig => ({
    ...c,
    publicUrl: 'https://dive.example',
    contactRecipient: 'owner@divedownunder.test',
    smtp: smtp.settings('Dive Down Under <news@divedownunder.test>'),
    outbox: { ...c.outbox, pollMs: 100, retryBaseMs: 300, maxConnections: 2 },
    newsletter: { ...c.newsletter, sendPerMinute: 0 },
  });
}

/** Sends go to many readers through two SMTP connections: they get longer than `until`'s default. */
const SEND_MS = 30_000;

describe(NewsletterIssuesController.name, () => {
  let smtp: SmtpTestServer;
  let sut: TestApp;
  let cookies: Record<string, string>;
  // Owned here, not by one app: the restart test closes an app and starts another on the same data.
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const confirmed = Array.from({ length: 12 }, (_, i) => `reader${i}@example.com`);

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    database = await createTestDatabase();
    sut = await createTestApp({ databaseUrl: database.url, config: mailing(smtp) });
    cookies = withSession(await adminToken(sut, '203.0.113.77'));
  });
  afterAll(async () => {
    await sut?.close();
    await smtp.close();
    await database?.drop();
  });

  const api = (app: TestApp, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, session = cookies) =>
    app.inject({ method, url: `/api/admin/newsletter${url}`, payload, cookies: session });

  async function addSubscribers(emails: string[], status: SubscriberStatus) {
    const repo = sut.app.get(DataSource).getRepository(Newsletter);
    await repo.insert(
      emails.map((email) => ({ email, status, source: 'home' as const, consentedAt: status === 'confirmed' ? new Date() : null })),
    );
  }

  const copiesTo = (email: string, subject: string) => smtp.received.filter((m) => m.to === email && m.parsed.subject === subject);

  describe('admin only and bad input', () => {
    it('refuses every issue path without a session', async () => {
      for (const [method, url] of [
        ['GET', '/issues'],
        ['POST', '/issues'],
        ['GET', '/subscribers/counts'],
        ['POST', '/issues/1/send'],
      ] as const) {
        expect((await api(sut, method, url, method === 'POST' ? {} : undefined, {})).statusCode).toBe(401);
      }
    });

    it.each([
      ['no subject', { intro: 'Hi' }, 'subject is required'],
      ['a blank subject', { subject: '   ' }, 'subject is required'],
      ['ids that are not numbers', { subject: 'S', articleIds: ['x'] }, 'articleIds must hold whole-number ids'],
      ['ids that are not a list', { subject: 'S', reviewIds: 3 }, 'reviewIds must be a list of ids'],
      ['an unknown field', { subject: 'S', sendAt: 'now' }, 'property sendAt should not exist'],
    ])('answers 400 for %s', async (_name, body, message) => {
      const res = await api(sut, 'POST', '/issues', body);
      expect(res.statusCode).toBe(400);
      expect([res.json().message].flat().join(' ')).toContain(message);
    });

    it('answers 404 for an unknown issue and 400 for a malformed id', async () => {
      for (const [method, url] of [
        ['GET', '/issues/9999'],
        ['PATCH', '/issues/9999'],
        ['GET', '/issues/9999/preview'],
        ['POST', '/issues/9999/send'],
        ['DELETE', '/issues/9999'],
      ] as const) {
        const res = await api(sut, method, url, method === 'PATCH' ? { subject: 'x' } : undefined);
        expect({ url, method, status: res.statusCode }).toEqual({ url, method, status: 404 });
        expect(res.json().message).toBe('No newsletter issue has this id.');
      }
      expect((await api(sut, 'GET', '/issues/abc')).statusCode).toBe(400);
    });

    it('refuses to send when no subscriber has confirmed', async () => {
      const created = await api(sut, 'POST', '/issues', { subject: 'Nobody to read this' });
      const res = await api(sut, 'POST', `/issues/${created.json().id}/send`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('There is no confirmed subscriber to send this issue to yet.');
      expect((await api(sut, 'GET', `/issues/${created.json().id}`)).json().status).toBe('draft');
    });
  });

  describe('composing, preview, test and sending', () => {
    let issueId: number;
    let reviewSlug: string;
    const subject = 'Winter at Ningaloo: whale sharks and warm suits';

    beforeAll(async () => {
      await addSubscribers(confirmed, 'confirmed');
      await addSubscribers(['waiting@example.com'], 'pending');
      await addSubscribers(['left@example.com'], 'unsubscribed');
      await addSubscribers(['broken@example.com'], 'bounced');
    });

    it('counts subscribers by status', async () => {
      const res = await api(sut, 'GET', '/subscribers/counts');
      expect(res.json()).toEqual({ confirmed: 12, pending: 1, unsubscribed: 1, bounced: 1, awaitingGuide: 12 });
    });

    it('e-mails the free guide once to confirmed subscribers who never got it', async () => {
      const guideSubject = 'Your free guide: 10 Must-Have Items for Your First Dive Trip';
      expect((await api(sut, 'POST', '/guide/send')).json()).toEqual({ queued: 12 });
      expect((await api(sut, 'POST', '/guide/send')).json()).toEqual({ queued: 0 });
      await until('the guide e-mails', async () => confirmed.every((email) => copiesTo(email, guideSubject).length === 1), SEND_MS);
      const [mail] = copiesTo(confirmed[3]!, guideSubject);
      expect(mail!.parsed.text).toContain('https://dive.example/api/newsletter/guide.pdf');
      expect(mail!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
      expect(copiesTo('waiting@example.com', guideSubject)).toHaveLength(0);
      expect((await api(sut, 'GET', '/subscribers/counts')).json()).toMatchObject({ awaitingGuide: 0 });
    });

    it('creates a draft with featured content and previews it with counted seller links', async () => {
      const ds = sut.app.get(DataSource);
      const [article] = await ds.getRepository(Article).find({ where: { published: true }, take: 1 });
      const review = (await ds.getRepository(Review).find({ where: { published: true } })).find((r) => /^https?:/.test(r.purchaseLink))!;
      const [site] = await ds.getRepository(DiveSite).find({ take: 1 });
      reviewSlug = review.slug;
      const res = await api(sut, 'POST', '/issues', {
        subject,
        preheader: 'Five sites, one review and a packing list',
        intro: 'G’day divers!\n\n## This month\nWe went to **Exmouth** and loved it. See [the guide](/blog/x).',
        articleIds: [article!.id],
        reviewIds: [review.id],
        diveSiteIds: [site!.id],
      });
      expect(res.statusCode).toBe(201);
      issueId = res.json().id;
      expect(res.json()).toMatchObject({ subject, status: 'draft', articleIds: [article!.id], report: { recipients: 0 } });

      const preview = await api(sut, 'GET', `/issues/${issueId}/preview`);
      expect(preview.headers['content-type']).toContain('text/html');
      expect(preview.body).toContain('Five sites, one review and a packing list');
      expect(preview.body).toContain('<strong>Exmouth</strong>');
      expect(preview.body).toContain(article!.title);
      expect(preview.body).toContain(site!.name);
      expect(preview.body).toContain(
        `https://dive.example/go/reviews/${reviewSlug}?from=newsletter&amp;page=%2Fnewsletter%2Fissues%2F${issueId}`,
      );

      const patched = await api(sut, 'PATCH', `/issues/${issueId}`, { preheader: 'Whale sharks, a review and a packing list' });
      expect(patched.json().preheader).toBe('Whale sharks, a review and a packing list');
    });

    it("sends a test copy to the owner's address only", async () => {
      const res = await api(sut, 'POST', `/issues/${issueId}/test`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ to: 'owner@divedownunder.test', sent: true });
      expect(copiesTo('owner@divedownunder.test', `[Test] ${subject}`)).toHaveLength(1);
      expect(smtp.received.filter((m) => m.parsed.subject?.includes(subject) && m.to !== 'owner@divedownunder.test')).toHaveLength(0);
    });

    it('two instances sending one issue deliver exactly one copy to each confirmed subscriber and none to others', async () => {
      const other = await createTestApp({ databaseUrl: sut.databaseUrl, config: mailing(smtp) });
      try {
        const otherCookies = withSession(await adminToken(other, '203.0.113.78'));
        const [first, second] = await Promise.all([
          api(sut, 'POST', `/issues/${issueId}/send`),
          api(other, 'POST', `/issues/${issueId}/send`, undefined, otherCookies),
        ]);
        expect([first.statusCode, second.statusCode].sort()).toEqual([202, 409]);
        const refused = first.statusCode === 409 ? first : second;
        expect(refused.json().message).toContain('This issue has already been sent.');

        const report = await until(
          'the whole send',
          async () => {
            const issue = (await api(sut, 'GET', `/issues/${issueId}`)).json();
            return issue.status === 'sent' && issue;
          },
          SEND_MS,
        );
        expect(report.report).toMatchObject({ recipients: 12, sent: 12, waiting: 0, failed: 0, bounced: 0 });
        for (const email of confirmed) expect({ email, copies: copiesTo(email, subject).length }).toEqual({ email, copies: 1 });
        for (const email of ['waiting@example.com', 'left@example.com', 'broken@example.com'])
          expect(copiesTo(email, subject)).toHaveLength(0);
        expect((await api(sut, 'POST', `/issues/${issueId}/send`)).statusCode).toBe(409);
      } finally {
        await other.close();
      }
    });

    it('carries RFC 8058 unsubscribe headers whose one-click POST unsubscribes, and counts it and seller clicks in the report', async () => {
      const [mail] = copiesTo(confirmed[0]!, subject);
      // mailparser turns List-* headers into objects: read them as the mail server got them.
      const rawHeaders = mail!.raw.slice(0, mail!.raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
      const header = /^List-Unsubscribe: (.*)$/m.exec(rawHeaders)?.[1] ?? '';
      expect(rawHeaders).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
      const https = /<(https:\/\/dive\.example\/api\/newsletter\/unsubscribe\/one-click\?token=[^>]+)>/.exec(header)?.[1];
      expect(header).toMatch(/<mailto:[^>]+\?subject=unsubscribe%20[^>]+>/);
      expect(mail!.parsed.text).toContain('https://dive.example/newsletter/unsubscribe?token=');
      expect(mail!.parsed.text).toContain('Sent by Dive Down Under');

      const url = new URL(https!);
      const res = await sut.inject({
        method: 'POST',
        url: `${url.pathname}${url.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode).toBe(200);
      expect(await sut.app.get(DataSource).getRepository(Newsletter).findOneByOrFail({ email: confirmed[0]! })).toMatchObject({
        status: 'unsubscribed',
      });

      const go = /https:\/\/dive\.example(\/go\/reviews\/[^\s"<>)]+)/.exec(mail!.parsed.text ?? '')![1]!;
      const click = await sut.inject({
        method: 'GET',
        url: go,
        headers: { 'user-agent': 'Mozilla/5.0 (Macintosh) Safari/605.1.15', accept: 'text/html' },
      });
      expect(click.statusCode).toBe(302);
      const report = await until(
        'the counted click',
        async () => {
          const issue = (await api(sut, 'GET', `/issues/${issueId}`)).json();
          return issue.report.sellerClicks === 1 && issue.report;
        },
        SEND_MS,
      );
      expect(report.unsubscribesSince).toBe(1);
      expect(await api(sut, 'PATCH', `/issues/${issueId}`, { subject: 'Too late' }).then((r) => r.statusCode)).toBe(409);
      expect(await api(sut, 'DELETE', `/issues/${issueId}`).then((r) => r.statusCode)).toBe(409);
    });

    it('a restart in the middle of a send delivers the rest without duplicates', async () => {
      const restartSubject = 'Restarted mid-send';
      const created = await api(sut, 'POST', '/issues', { subject: restartSubject, intro: 'Still arriving once.' });
      const id = created.json().id;
      const readers = (await sut.app.get(DataSource).getRepository(Newsletter).findBy({ status: 'confirmed' })).map((s) => s.email);
      expect(readers.length).toBeGreaterThan(5);
      smtp.delayMs = 150;
      try {
        expect((await api(sut, 'POST', `/issues/${id}/send`)).statusCode).toBe(202);
        await until('a few copies', async () => smtp.received.filter((m) => m.parsed.subject === restartSubject).length >= 3, SEND_MS);
        await sut.close();
        const delivered = smtp.received.filter((m) => m.parsed.subject === restartSubject).length;
        expect(delivered).toBeLessThan(readers.length);
        sut = await createTestApp({ databaseUrl: sut.databaseUrl, config: mailing(smtp) });
        cookies = withSession(await adminToken(sut, '203.0.113.79'));
        const report = await until(
          'the resumed send',
          async () => {
            const issue = (await api(sut, 'GET', `/issues/${id}`)).json();
            return issue.status === 'sent' && issue.report;
          },
          SEND_MS,
        );
        expect(report).toMatchObject({ recipients: readers.length, sent: readers.length });
        for (const email of readers) expect({ email, copies: copiesTo(email, restartSubject).length }).toEqual({ email, copies: 1 });
      } finally {
        smtp.delayMs = 0;
      }
    });

    it('suggests for a new issue the articles and reviews published since the last issue went out, and no dive site', async () => {
      const sentAt = (await api(sut, 'GET', '/issues')).json().find((i: { sendStartedAt: string | null }) => i.sendStartedAt).sendStartedAt;
      await api(sut, 'POST', '/issues', { subject: 'A draft does not count' });
      const articles = sut.app.get(DataSource).getRepository(Article);
      // A copy of a published article, saved now: a new row, so it was published after the issue went out.
      const { id: _id, createdAt: _createdAt, ...published } = await articles.findOneByOrFail({ published: true });
      const fresh = await articles.save(articles.create({ ...published, slug: `fresh-${Date.now()}` }));
      const suggestions = (await api(sut, 'GET', '/suggestions')).json();
      expect(suggestions.since).toBe(sentAt);
      expect(suggestions.articleIds).toEqual([fresh.id]);
      expect(suggestions.reviewIds).toEqual([]);
      expect(suggestions).not.toHaveProperty('diveSiteIds');
    });

    it('lists issues newest first and deletes a draft', async () => {
      const draft = await api(sut, 'POST', '/issues', { subject: 'Never sent' });
      const list = (await api(sut, 'GET', '/issues')).json();
      expect(list[0].subject).toBe('Never sent');
      expect((await api(sut, 'DELETE', `/issues/${draft.json().id}`)).statusCode).toBe(204);
      expect((await api(sut, 'GET', `/issues/${draft.json().id}`)).statusCode).toBe(404);
    });
  });
});
