import { DataSource } from 'typeorm';
import { Newsletter } from '../src/newsletter/newsletter.entity';
import { NewsletterController } from '../src/newsletter/newsletter.controller';
import { createTestApp, TestApp } from './support/test-app';

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
      const stored = await sut.app.get(DataSource).getRepository(Newsletter).findOneByOrFail({ email: 'reef.lover@example.com' });
      expect(stored.subscribed).toBe(true);
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
});
