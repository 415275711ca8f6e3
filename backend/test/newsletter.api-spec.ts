import { DataSource } from 'typeorm';
import { Newsletter } from '../src/newsletter/newsletter.entity';
import { NewsletterController } from '../src/newsletter/newsletter.controller';
import { AuditLog } from '../src/audit/audit-log.entity';
import { createTestApp, TestApp } from './support/test-app';
import { adminToken, withSession } from './admin-session.helper';
import { confirmSubscription } from './support/newsletter-confirm';

const FORM_LIMIT = 3;

describe(NewsletterController.name, () => {
  let sut: TestApp;
  let nextClient = 1;

  beforeAll(async () => {
    sut = await createTestApp({ config: (c) => ({ ...c, formThrottle: { maxRequests: FORM_LIMIT, windowMinutes: 10 } }) });
  });
  afterAll(async () => {
    await sut?.close();
  });

  /** Each functional test posts as its own client so the throttle never interferes. */
  function subscribe(payload: unknown, remoteAddress = `10.0.0.${nextClient++}`) {
    return sut.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: payload as object, remoteAddress });
  }

  describe('subscribeNewsletter', () => {
    it('stores the address trimmed and lower-cased', async () => {
      const res = await subscribe({ email: '  Reef.Lover@Example.COM ' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ message: 'Subscribed', email: 'reef.lover@example.com' });
      const repo = sut.app.get(DataSource).getRepository(Newsletter);
      expect(await repo.findOneByOrFail({ email: 'reef.lover@example.com' })).toMatchObject({ status: 'pending', consentedAt: null });
      expect((await confirmSubscription(sut, 'reef.lover@example.com')).statusCode).toBe(200);
      expect(await repo.findOneByOrFail({ email: 'reef.lover@example.com' })).toMatchObject({ status: 'confirmed' });
    });

    it.each(['reef.lover@example.com', 'REEF.LOVER@EXAMPLE.COM', '  reef.lover@example.com  ', '\tReef.Lover@example.com'])(
      'answers 409 "Email already subscribed" for the duplicate %j',
      async (email) => {
        const res = await subscribe({ email });
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toContain('Email already subscribed');
      },
    );

    it('keeps a single row for the address', async () => {
      const count = await sut.app.get(DataSource).getRepository(Newsletter).countBy({ email: 'reef.lover@example.com' });
      expect(count).toBe(1);
    });

    it.each([
      ['an invalid address', { email: 'not-an-email' }, 'Please enter a valid email address.'],
      ['an empty address', { email: '   ' }, 'Please enter your email address.'],
      ['a missing address', {}, 'Please enter your email address.'],
      ['a non-string address', { email: 42 }, 'Please enter a valid email address.'],
      ['an over-long address', { email: `${'a'.repeat(250)}@example.com` }, 'Email address must be at most 254 characters.'],
      ['an unknown field', { email: 'x@example.com', name: 'Ann' }, 'property name should not exist'],
    ])('refuses %s with a readable 400', async (_name, payload, message) => {
      const res = await subscribe(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    });
  });

  describe('throttling', () => {
    it(`allows ${FORM_LIMIT} sign-ups per client, then answers 429 with a readable message`, async () => {
      const client = '192.0.2.10';
      for (let i = 0; i < FORM_LIMIT; i++) {
        expect((await subscribe({ email: `diver${i}@example.com` }, client)).statusCode).toBe(201);
      }
      const res = await subscribe({ email: 'one-more@example.com' }, client);
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe('Too many requests. Please try again in 10 minutes.');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      const stored = await sut.app.get(DataSource).getRepository(Newsletter).countBy({ email: 'one-more@example.com' });
      expect(stored).toBe(0);
    });

    it('is not fooled by a forged X-Forwarded-For header', async () => {
      const res = await sut.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        payload: { email: 'forged@example.com' },
        remoteAddress: '192.0.2.10',
        headers: { 'x-forwarded-for': '198.51.100.99' },
      });
      expect(res.statusCode).toBe(429);
    });

    it('leaves other clients alone', async () => {
      expect((await subscribe({ email: 'someone-else@example.com' }, '192.0.2.11')).statusCode).toBe(201);
    });

    it('shares the counter with a second instance on the same database', async () => {
      const other = await createTestApp({ databaseUrl: sut.databaseUrl, config: (c) => ({ ...c, formThrottle: sut.config.formThrottle }) });
      try {
        const res = await other.inject({
          method: 'POST',
          url: '/api/newsletter/subscribe',
          payload: { email: 'second-instance@example.com' },
          remoteAddress: '192.0.2.10',
        });
        expect(res.statusCode).toBe(429);
      } finally {
        await other.close();
      }
    });
  });

  describe('consent', () => {
    it('stores on which form the address signed up, and when and from where it confirmed', async () => {
      const before = Date.now();
      expect((await subscribe({ email: 'consent@example.com', source: 'home' })).statusCode).toBe(201);
      expect((await confirmSubscription(sut, 'consent@example.com', '198.51.100.9')).statusCode).toBe(200);
      const stored = await sut.app.get(DataSource).getRepository(Newsletter).findOneByOrFail({ email: 'consent@example.com' });
      expect(stored.source).toBe('home');
      expect(stored.consentedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(stored).toMatchObject({ consentIp: '198.51.100.9', consentUserAgent: 'Mozilla/5.0 (test)', unsubscribedAt: null });
    });

    it("records 'api' when no form is named, and refuses an unknown source", async () => {
      expect((await subscribe({ email: 'no-source@example.com' })).statusCode).toBe(201);
      await confirmSubscription(sut, 'no-source@example.com');
      const stored = await sut.app.get(DataSource).getRepository(Newsletter).findOneByOrFail({ email: 'no-source@example.com' });
      expect(stored.source).toBe('api');
      const res = await subscribe({ email: 'odd-source@example.com', source: 'popup' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('source must be one of: home, footer, blog, api.');
    });

    it('answers the sign-up with nothing but the message and the address', async () => {
      const res = await subscribe({ email: 'quiet@example.com', source: 'blog' });
      expect(res.json()).toEqual({ message: 'Subscribed', email: 'quiet@example.com' });
      await confirmSubscription(sut, 'quiet@example.com');
    });
  });

  describe('subscriber export and unsubscribe links', () => {
    let cookies: Record<string, string>;
    beforeAll(async () => {
      cookies = withSession(await adminToken(sut, '203.0.113.200'));
    });

    async function exportCsv() {
      const res = await sut.inject({ method: 'GET', url: '/api/newsletter/export/csv', cookies });
      expect(res.statusCode).toBe(200);
      return res;
    }

    /** The CSV's records by address (no quoted fields in these rows). */
    async function exportedRows(): Promise<Map<string, string[]>> {
      const lines = (await exportCsv()).body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe('email,consentedAt,source,unsubscribeUrl');
      return new Map(lines.slice(1).map((line) => [line.split(',')[0], line.split(',')]));
    }

    function tokenOf(url: string): string {
      const parsed = new URL(url);
      expect(`${parsed.origin}${parsed.pathname}`).toBe(`${sut.config.publicUrl}/newsletter/unsubscribe`);
      return parsed.searchParams.get('token')!;
    }

    function unsubscribe(token: unknown) {
      return sut.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token } });
    }

    it('gives the admin a CSV of subscribers with consent time, source and unsubscribe link, and audits it', async () => {
      const res = await exportCsv();
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
      const rows = await exportedRows();
      const [, consentedAt, source, url] = rows.get('consent@example.com')!;
      const stored = await sut.app.get(DataSource).getRepository(Newsletter).findOneByOrFail({ email: 'consent@example.com' });
      expect(consentedAt).toBe(stored.consentedAt!.toISOString());
      expect(source).toBe('home');
      expect(tokenOf(url)).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
      const audited = await sut.app
        .get(DataSource)
        .getRepository(AuditLog)
        .findBy({ action: 'data_export', resource: 'newsletter/export/csv' });
      expect(audited.length).toBeGreaterThanOrEqual(1);
    });

    it.each([
      ['anonymous', {}],
      ['a forged session', withSession('not-a-session')],
    ])('refuses the CSV to %s with 401', async (_name, anyCookies) => {
      const res = await sut.inject({ method: 'GET', url: '/api/newsletter/export/csv', cookies: anyCookies });
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain('@example.com');
    });

    it('unsubscribes with a valid link, then answers a reused link with a friendly 200, and the address leaves the export', async () => {
      const token = tokenOf((await exportedRows()).get('quiet@example.com')![3]);
      const first = await unsubscribe(token);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ message: expect.stringContaining('You have been unsubscribed'), alreadyUnsubscribed: false });
      const stored = await sut.app.get(DataSource).getRepository(Newsletter).findOneByOrFail({ email: 'quiet@example.com' });
      expect(stored.status).toBe('unsubscribed');
      expect(stored.unsubscribedAt).toBeInstanceOf(Date);

      const again = await unsubscribe(token);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ message: expect.stringContaining('already unsubscribed'), alreadyUnsubscribed: true });
      expect((await exportedRows()).has('quiet@example.com')).toBe(false);
      expect((await exportedRows()).has('consent@example.com')).toBe(true);
    });

    it('refuses a tampered link with a readable 400 and changes nothing', async () => {
      const token = tokenOf((await exportedRows()).get('consent@example.com')![3]);
      const [id, signature] = token.split('.');
      const otherId = (await sut.app.get(DataSource).getRepository(Newsletter).findOneByOrFail({ email: 'no-source@example.com' })).id;
      const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
      for (const bad of [`${id}.${flipped}`, `${otherId}.${signature}`, token.slice(0, -2), `${id}`, 'x', '', 42]) {
        const res = await unsubscribe(bad);
        expect({ bad, status: res.statusCode }).toEqual({ bad, status: 400 });
        expect([res.json().message].flat().join(' ')).toMatch(/This unsubscribe link is not valid/);
      }
      const rows = await exportedRows();
      expect(rows.has('consent@example.com')).toBe(true);
      expect(rows.has('no-source@example.com')).toBe(true);
    });

    it('takes a returning subscriber back only once it confirms again, with a new consent time and source', async () => {
      const repo = sut.app.get(DataSource).getRepository(Newsletter);
      const before = await repo.findOneByOrFail({ email: 'quiet@example.com' });
      expect((await subscribe({ email: 'quiet@example.com', source: 'footer' })).statusCode).toBe(201);
      expect(await repo.findOneByOrFail({ email: 'quiet@example.com' })).toMatchObject({
        status: 'pending',
        source: 'footer',
        unsubscribedAt: null,
      });
      expect((await exportedRows()).has('quiet@example.com')).toBe(false);
      expect((await confirmSubscription(sut, 'quiet@example.com')).statusCode).toBe(200);
      const after = await repo.findOneByOrFail({ email: 'quiet@example.com' });
      expect(after.status).toBe('confirmed');
      expect(after.consentedAt!.getTime()).toBeGreaterThan(before.consentedAt!.getTime());
    });
  });
});
