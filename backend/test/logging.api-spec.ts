import { NestFastifyApplication } from '@nestjs/platform-fastify';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { PassThrough } from 'node:stream';
import { DataSource } from 'typeorm';
import { createApp } from '../src/app.factory';
import { loadConfig } from '../src/config/app-config';
import { DatabaseSetupService } from '../src/app/database-setup.service';
import { TEST_ADMIN_PASSWORD } from './support/test-app';
import { createTestDatabase } from './support/test-database';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  method?: string;
  route?: string | null;
  status?: number;
  durationMs?: number;
  err?: { stack?: string };
}

describe('Logs in production (LOG_FORMAT=json)', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: NestFastifyApplication;
  let dist: string;
  const lines: LogLine[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    // A stand-in for the built frontend, so the static file server is part of the app.
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ddu-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Dive Down Under</title>');
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_FORMAT: 'json',
      DATABASE_URL: db.url,
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      PASSWORD_HASH_COST: '4',
      FRONTEND_DIST: dist,
    });
    const stream = new PassThrough();
    let pending = '';
    stream.on('data', (chunk: Buffer) => {
      pending += chunk.toString('utf8');
      const parts = pending.split('\n');
      pending = parts.pop()!;
      for (const part of parts) if (part.trim()) lines.push(JSON.parse(part) as LogLine);
    });
    app = await createApp(config, { logStream: stream });
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    await app.get(DatabaseSetupService).prepare();
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  /** The lines written for one request (pino writes asynchronously: give it a tick). */
  const linesFor = async (reqId: string) => {
    await new Promise((r) => setImmediate(r));
    return lines.filter((l) => l.reqId === reqId);
  };

  it('writes one line per request with its id, method, route, status and duration', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/products/1' });
    expect(res.statusCode).toBe(200);
    const reqId = String(res.headers['x-request-id']);
    const mine = await linesFor(reqId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ msg: 'request', method: 'GET', route: '/api/products/:id', status: 200 });
    expect(typeof mine[0].durationMs).toBe('number');
  });

  it('writes no line for a beacon post answered 202, and one for a refused post', async () => {
    const post = (payload: unknown) =>
      app.inject({
        method: 'POST',
        url: '/api/analytics/events',
        headers: { 'content-type': 'text/plain' },
        payload: JSON.stringify(payload),
      });
    const taken = await post({ kind: 'view', path: '/blog' });
    expect(taken.statusCode).toBe(202);
    expect(await linesFor(String(taken.headers['x-request-id']))).toEqual([]);
    const refused = await post({ kind: 'view', path: '/blog', visitorId: 'abc' });
    expect(refused.statusCode).toBe(400);
    const mine = await linesFor(String(refused.headers['x-request-id']));
    expect(mine.map((l) => [l.msg, l.route, l.status])).toEqual([['request', '/api/analytics/events', 400]]);
  });

  it('logs a client error as an ordinary request line', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/products/abc' });
    expect(res.statusCode).toBe(400);
    const mine = await linesFor(String(res.headers['x-request-id']));
    expect(mine.map((l) => [l.msg, l.status])).toEqual([['request', 400]]);
  });

  it.each([
    '/a%00b',
    '/..%2f..%2fetc%2fpasswd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/assets/%c0%ae%c0%ae/x',
    '/assets/..%2f..%2fpackage.json',
    '/api/nothing-here',
  ])('answers the probe %s with a 4xx and logs no stack trace', async (url) => {
    const before = lines.length;
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    await new Promise((r) => setImmediate(r));
    const written = lines.slice(before);
    // One request line (Fastify answers an undecodable URL before any hook, so that one writes none).
    expect(written.length).toBeLessThanOrEqual(1);
    expect(JSON.stringify(written)).not.toMatch(/"stack"|\\n\s+at /);
    expect(written.every((l) => l.level < 50)).toBe(true);
  });

  it.each([
    ['broken JSON', 400, '{bad'],
    ['a body over the route limit', 413, JSON.stringify({ email: 'x'.repeat(10_000) })],
    ['90,000 keys', 413, JSON.stringify(Object.fromEntries(Array.from({ length: 90_000 }, (_, i) => [`k${i}`, 0])))],
  ])('answers %s with %d and logs no stack trace', async (_name, status, payload) => {
    const before = lines.length;
    const res = await app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(status);
    await new Promise((r) => setImmediate(r));
    const written = lines.slice(before);
    expect(JSON.stringify(written)).not.toMatch(/"stack"|\\n\s+at /);
    expect(written.every((l) => l.level < 50)).toBe(true);
  });

  describe('tokens of e-mail links', () => {
    const TOKEN = 'tok_4Qm9sEcReTvAlUe';

    it.each(['/api/newsletter/no-such-link', '/api/nothing-here/x', '/no-such-file.js'])(
      'leaves the query of %s out of the 404 answer and the access log',
      async (path) => {
        const before = lines.length;
        const res = await app.inject({ method: 'GET', url: `${path}?token=${TOKEN}&email=a%40b.test` });
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain(TOKEN);
        expect(res.body).not.toContain('a%40b.test');
        await new Promise((r) => setImmediate(r));
        const written = lines.slice(before);
        expect(written.length).toBe(1);
        expect(JSON.stringify(written)).not.toContain(TOKEN);
      },
    );

    it('leads a browser opening the one-click unsubscribe address to the unsubscribe page, logging no token', async () => {
      const before = lines.length;
      const res = await app.inject({ method: 'GET', url: `/api/newsletter/unsubscribe/one-click?token=${TOKEN}` });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`/newsletter/unsubscribe?token=${TOKEN}`);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.body).not.toContain(TOKEN);
      await new Promise((r) => setImmediate(r));
      expect(JSON.stringify(lines.slice(before))).not.toContain(TOKEN);
    });
  });

  it('logs a 500 once, with its stack and request id, and answers with that id', async () => {
    // A genuine server fault: a table the code relies on has gone.
    await app.get(DataSource).query('DROP TABLE locations');
    const res = await app.inject({ method: 'GET', url: '/api/locations/featured' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toMatchObject({ statusCode: 500, message: 'Internal server error' });
    expect(body.requestId).toBe(res.headers['x-request-id']);
    const errors = (await linesFor(body.requestId)).filter((l) => l.level >= 50);
    expect(errors).toHaveLength(1);
    expect(errors[0].err?.stack).toContain('locations');
    expect(JSON.stringify(body)).not.toContain('locations');
  });
});
