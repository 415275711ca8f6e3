import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { AuditLog } from '../src/audit/audit-log.entity';
import { MAX_JSON_KEYS, TOO_DEEP_MESSAGE, TOO_MANY_FIELDS_MESSAGE } from '../src/common/request-limits';
import { MAX_VALIDATION_MESSAGES } from '../src/common/validation';
import { adminToken, clientAddress, withSession } from './admin-session.helper';
import { createTestApp, TestApp } from './support/test-app';

/** A body bomb: ~1 MB of JSON holding 90,000 keys. */
function manyKeys(count: number, value: unknown = 0): string {
  const body: Record<string, unknown> = {};
  for (let i = 0; i < count; i++) body[`k${i}`] = value;
  return JSON.stringify(body);
}

const JSON_TYPE = { 'content-type': 'application/json' };

describe('Hostile request bodies', () => {
  let sut: TestApp;
  let cookies: Record<string, string>;
  let client = 0;
  const nextClient = () => clientAddress(++client);

  beforeAll(async () => {
    sut = await createTestApp();
    cookies = withSession(await adminToken(sut, '192.0.2.1'));
  });
  afterAll(async () => {
    await sut?.close();
  });

  describe('per-route body limits', () => {
    it.each([
      ['/api/admin/login', 5_000],
      ['/api/newsletter/subscribe', 5_000],
      ['/api/contact', 70_000],
    ])('%s refuses a body over its limit (%d bytes) with a short 413', async (url, bytes) => {
      const payload = JSON.stringify({ text: 'x'.repeat(bytes) });
      const res = await sut.inject({ method: 'POST', url, payload, headers: JSON_TYPE, remoteAddress: nextClient() });
      expect(res.statusCode).toBe(413);
      expect(typeof res.json().message).toBe('string');
      expect(res.body.length).toBeLessThan(300);
    });

    it('still takes a 5,000-character contact message sent entirely as \\u escapes', async () => {
      const message = 'é'.repeat(5_000);
      const payload = JSON.stringify({ name: 'Ann', email: 'ann@example.com', subject: 'Hi', message }).replace(/é/g, '\\u00e9');
      const res = await sut.inject({ method: 'POST', url: '/api/contact', payload, headers: JSON_TYPE, remoteAddress: nextClient() });
      expect(res.statusCode).toBe(200);
    });

    it("keeps the 1 MB limit for the owner's content", async () => {
      const payload = JSON.stringify({ content: 'x'.repeat(600_000) });
      const res = await sut.inject({ method: 'PATCH', url: '/api/products/1', payload, headers: JSON_TYPE, cookies });
      // Over the column's length, but read and validated: not refused for its size.
      expect(res.statusCode).toBe(400);
    });
  });

  describe('JSON with too many keys or too deep', () => {
    it.each(['/api/admin/login', '/api/newsletter/subscribe', '/api/contact'])(
      '%s refuses a ~1 MB body of 90,000 keys with a short answer',
      async (url) => {
        const res = await sut.inject({ method: 'POST', url, payload: manyKeys(90_000), headers: JSON_TYPE, remoteAddress: nextClient() });
        expect(res.statusCode).toBe(413);
        expect(res.body.length).toBeLessThan(300);
      },
    );

    it('refuses 90,000 keys on an admin write (1 MB limit) before validation, with a short answer', async () => {
      const payload = manyKeys(90_000);
      expect(payload.length).toBeLessThan(1024 * 1024);
      const res = await sut.inject({ method: 'PATCH', url: '/api/products/1', payload, headers: JSON_TYPE, cookies });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ statusCode: 413, error: 'Payload Too Large', message: TOO_MANY_FIELDS_MESSAGE });
    });

    it('refuses a query string with too many keys', async () => {
      const query = Array.from({ length: MAX_JSON_KEYS + 1 }, (_, i) => `k${i}=1`).join('&');
      const res = await sut.inject({ method: 'GET', url: `/api/products?${query}` });
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe(TOO_MANY_FIELDS_MESSAGE);
    });

    it('refuses nesting deeper than any request DTO', async () => {
      let value: unknown = 'x';
      for (let i = 0; i < 10; i++) value = { a: value };
      const payload = JSON.stringify({ email: value });
      const res = await sut.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        payload,
        headers: JSON_TYPE,
        remoteAddress: nextClient(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(TOO_DEEP_MESSAGE);
    });
  });

  describe('validation answers', () => {
    it('carry at most a handful of messages and say how many more there were', async () => {
      const payload = manyKeys(150, 'x');
      const res = await sut.inject({ method: 'PATCH', url: '/api/products/1', payload, headers: JSON_TYPE, cookies });
      expect(res.statusCode).toBe(400);
      const { message, details } = res.json() as { message: string; details: string[] };
      expect(details).toHaveLength(MAX_VALIDATION_MESSAGES + 1);
      expect(details[0]).toBe('property k0 should not exist');
      expect(details[MAX_VALIDATION_MESSAGES]).toBe('…and 145 more problems.');
      expect(message).toMatch(/^property k0 should not exist; .*; …and 145 more problems\.$/);
    });
  });

  describe('login throttle before validation', () => {
    it('answers a blocked client 429 with Retry-After whatever the body, with one audit row per attempt window', async () => {
      const ip = nextClient();
      const login = (payload: string) =>
        sut.inject({ method: 'POST', url: '/api/admin/login', payload, headers: JSON_TYPE, remoteAddress: ip });
      for (let i = 0; i < 5; i++) expect((await login('{"password":"guess"}')).statusCode).toBe(401);
      for (const payload of ['{"password":"guess"}', '{}', '{"password":42,"extra":true}']) {
        const res = await login(payload);
        expect(res.statusCode).toBe(429);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(res.json().retryAfterSeconds).toBe(Number(res.headers['retry-after']));
      }
      const rows = await sut.app.get(DataSource).getRepository(AuditLog).findBy({ action: 'login_blocked', ipAddress: ip });
      expect(rows.length).toBeGreaterThan(0);
    });
  });
});

describe('Form throttle before validation', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await createTestApp();
  });
  afterAll(async () => {
    await sut?.close();
  });

  it.each(['/api/contact', '/api/newsletter/subscribe'])(
    '%s answers a blocked client 429 with Retry-After and a readable message, even for an invalid body',
    async (url) => {
      const ip = clientAddress(90 + url.length);
      const post = (payload: string) => sut.inject({ method: 'POST', url, payload, headers: JSON_TYPE, remoteAddress: ip });
      for (let i = 0; i < sut.config.formThrottle.maxRequests; i++) expect((await post('{}')).statusCode).toBe(400);
      const res = await post('{"not":"valid"}');
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json().message).toMatch(/^Too many requests\. Please try again in \d+ minutes?\.$/);
    },
  );
});

describe('Strict path ids', () => {
  let sut: TestApp;
  let cookies: Record<string, string>;

  beforeAll(async () => {
    sut = await createTestApp();
    cookies = withSession(await adminToken(sut, '192.0.2.2'));
  });
  afterAll(async () => {
    await sut?.close();
  });

  const spec = JSON.parse(readFileSync(join(__dirname, '../../openapi/openapi.json'), 'utf8')) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const ID_ROUTES = Object.entries(spec.paths)
    .filter(([path]) => path.includes('{id}'))
    .flatMap(([path, ops]) => Object.keys(ops).map((method) => [method.toUpperCase(), path] as const));

  it('covers every route with an id in its path', () => {
    expect(ID_ROUTES.length).toBeGreaterThanOrEqual(12);
  });

  // Site 16 and site 10 exist in the seeded data: each of these used to answer one of them.
  it.each(ID_ROUTES)('%s %s refuses 0x10, +16, 016, 016.0 and 1e1 with 400', async (method, path) => {
    const hasBody = ['POST', 'PUT', 'PATCH'].includes(method);
    for (const id of ['0x10', '%2B16', '+16', '016', '016.0', '1e1', '16.', '1_6']) {
      const res = await sut.inject({
        method: method as 'GET',
        url: path.replace('{id}', id),
        cookies,
        ...(hasBody ? { payload: '{}', headers: JSON_TYPE } : {}),
      });
      expect({ id, status: res.statusCode }).toEqual({ id, status: 400 });
      // With an (invalid) body the body's messages may come first; the same params class is checked by GET/DELETE.
      if (!hasBody) expect([res.json().message].flat()).toContain('id must be a positive whole number');
    }
  });

  it('still answers the plain decimal id', async () => {
    const res = await sut.inject({ method: 'GET', url: '/api/dive-sites/16' });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(16);
  });
});
