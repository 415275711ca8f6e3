import { NestFastifyApplication } from '@nestjs/platform-fastify';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { createApp } from '../src/app.factory';
import { loadConfig } from '../src/config/app-config';
import { DatabaseSetupService } from '../src/app/database-setup.service';
import { SESSION_COOKIE } from '../src/auth/session-cookie';
import { TEST_ADMIN_PASSWORD } from './support/test-app';
import { ClicksService } from '../src/affiliate/clicks.service';
import { ScheduledPublishingService } from '../src/publishing/scheduled-publishing.service';
import { DataSource, Like } from 'typeorm';
import { Newsletter } from '../src/newsletter/newsletter.entity';
import { OutboxMessage } from '../src/mail/outbox-message.entity';

/**
 * `make start` on a fresh machine runs on the embedded SQLite file: the public pages' calls and the
 * queries with hand-written SQL fragments must work there too, and the data must survive a restart.
 */
describe('embedded SQLite mode', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ddu-sqlite-'));
  let sut: NestFastifyApplication;

  async function start(): Promise<NestFastifyApplication> {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      FRONTEND_DIST: '/nonexistent-frontend-dist',
    });
    const app = await createApp(config, { logger: false });
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    await app.get(DatabaseSetupService).prepare();
    return app;
  }

  beforeAll(async () => {
    sut = await start();
  });
  afterAll(async () => {
    await sut?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('reports itself healthy on SQLite', async () => {
    const res = await sut.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toMatchObject({ status: 'ok', databaseKind: 'sqlite' });
  });

  it.each([
    '/api/dive-sites',
    '/api/products',
    '/api/products/featured',
    '/api/locations/featured',
    '/api/reviews/published',
    '/api/reviews/category/Dive%20Computers',
    '/api/articles',
  ])('answers GET %s with seeded content', async (url) => {
    const res = await sut.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.json().length).toBeGreaterThan(0);
  });

  it('shows an admin write in the next cached answer (content versions work on SQLite too)', async () => {
    expect((await sut.inject({ method: 'GET', url: '/api/products' })).body).not.toContain('SQLite Test Mask');
    const login = await sut.inject({ method: 'POST', url: '/api/admin/login', payload: { password: TEST_ADMIN_PASSWORD } });
    const created = await sut.inject({
      method: 'POST',
      url: '/api/products',
      cookies: { [SESSION_COOKIE]: login.cookies.find((c) => c.name === SESSION_COOKIE)!.value },
      payload: {
        name: 'SQLite Test Mask',
        category: 'masks',
        description: 'Cached, then changed.',
        price: '20.00',
        imageUrl: '/images/x.svg',
      },
    });
    expect(created.statusCode).toBe(201);
    expect((await sut.inject({ method: 'GET', url: '/api/products' })).body).toContain('SQLite Test Mask');
  });

  it('makes one item of concurrent creates with one Idempotency-Key (the key claim works on SQLite too)', async () => {
    const login = await sut.inject({ method: 'POST', url: '/api/admin/login', payload: { password: TEST_ADMIN_PASSWORD } });
    const cookies = { [SESSION_COOKIE]: login.cookies.find((c) => c.name === SESSION_COOKIE)!.value };
    const site = { name: 'SQLite Once Reef', region: 'Sydney', latitude: -33.8, longitude: 151.29 };
    const send = () =>
      sut.inject({ method: 'POST', url: '/api/dive-sites', payload: site, cookies, headers: { 'idempotency-key': 'sqlite-once-1' } });
    const answers = await Promise.all([send(), send(), send()]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    const sites = (await sut.inject({ method: 'GET', url: '/api/dive-sites' })).json() as { name: string }[];
    expect(sites.filter((s) => s.name === site.name)).toHaveLength(1);
    // Keys are compared byte for byte here too: another case is another key, so another item.
    const upper = { ...site, name: 'SQLite Twice Reef' };
    const other = await sut.inject({
      method: 'POST',
      url: '/api/dive-sites',
      payload: upper,
      cookies,
      headers: { 'idempotency-key': 'SQLITE-ONCE-1' },
    });
    expect(other.statusCode).toBe(201);
    expect(other.json().id).not.toBe(answers[0]!.json().id);
  });

  it('delivers coordinates and prices as fixed-scale strings, as on MySQL', async () => {
    const [site] = (await sut.inject({ method: 'GET', url: '/api/dive-sites' })).json();
    expect(site.latitude).toMatch(/^-?\d+\.\d{8}$/);
    const [product] = (await sut.inject({ method: 'GET', url: '/api/products' })).json();
    expect(product.price).toMatch(/^\d+\.\d{2}$/);
  });

  it('searches dive sites, with LIKE wildcards in the query taken literally', async () => {
    const found = await sut.inject({ method: 'GET', url: '/api/dive-sites/search?q=wreck' });
    expect(found.statusCode).toBe(200);
    expect(found.json().length).toBeGreaterThan(0);
    const literal = await sut.inject({ method: 'GET', url: '/api/dive-sites/search?q=%25' });
    expect(literal.statusCode).toBe(200);
    expect(literal.json()).toEqual([]);
  });

  it('answers the blog video lookup with 404, not an error, when no site links the page', async () => {
    const res = await sut.inject({ method: 'GET', url: '/api/dive-sites/by-review-url?url=/blog/no-such-post' });
    expect(res.statusCode).toBe(404);
  });

  it('counts seller-link clicks with the SQLite upsert and reports them', async () => {
    const [product] = (await sut.inject({ method: 'GET', url: '/api/products' })).json();
    const agent = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36' };
    for (const remoteAddress of ['203.0.113.1', '203.0.113.2']) {
      const res = await sut.inject({ method: 'GET', url: `/go/${product.id}?from=shop-card&page=/shop`, headers: agent, remoteAddress });
      expect(res.statusCode).toBe(302);
    }
    await sut.get(ClicksService).settled();
    const login = await sut.inject({ method: 'POST', url: '/api/admin/login', payload: { password: TEST_ADMIN_PASSWORD } });
    const cookies = { [SESSION_COOKIE]: login.cookies.find((c) => c.name === SESSION_COOKIE)!.value };
    const report = (await sut.inject({ method: 'GET', url: '/api/admin/clicks?days=7', cookies })).json();
    expect(report.byLink).toContainEqual({ targetType: 'product', targetId: product.id, name: product.name, clicks: 2 });
  });

  it('publishes a scheduled draft when it is due', async () => {
    const login = await sut.inject({ method: 'POST', url: '/api/admin/login', payload: { password: TEST_ADMIN_PASSWORD } });
    const cookies = { [SESSION_COOKIE]: login.cookies.find((c) => c.name === SESSION_COOKIE)!.value };
    const at = new Date(Date.now() + 10 * 60_000);
    const created = await sut.inject({
      method: 'POST',
      url: '/api/articles',
      cookies,
      payload: {
        title: 'SQLite Scheduled Post',
        content: 'Soon.',
        category: 'News',
        imageUrl: '/images/x.svg',
        publishAt: at.toISOString(),
      },
    });
    expect(created.statusCode).toBe(201);
    const slugs = async () => (await sut.inject({ method: 'GET', url: '/api/articles' })).json().map((a: { slug: string }) => a.slug);
    expect(await sut.get(ScheduledPublishingService).publishDue(new Date(at.getTime() - 60_000))).toEqual({ articles: 0, reviews: 0 });
    expect(await slugs()).not.toContain('sqlite-scheduled-post');
    expect(await sut.get(ScheduledPublishingService).publishDue(new Date(at.getTime() + 1000))).toEqual({ articles: 1, reviews: 0 });
    expect(await slugs()).toContain('sqlite-scheduled-post');
  });

  it('keeps a newsletter sign-up, its queued confirmation and the admin password across a restart', async () => {
    const subscribe = () => sut.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email: 'kept@example.com' } });
    expect((await subscribe()).statusCode).toBe(201);
    await sut.close();
    sut = await start();
    const outbox = sut.get(DataSource).getRepository(OutboxMessage);
    // No mail server here: the confirmation waits in the outbox, and a second sign-up within 10 minutes queues no other.
    expect((await subscribe()).statusCode).toBe(201);
    const queued = await outbox.findBy({ recipient: 'kept@example.com' });
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ kind: 'confirmation', status: 'queued' });
    const token = decodeURIComponent(/confirm\?token=([^\s"&<]+)/.exec(queued[0]!.text!)![1]!);
    expect((await sut.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token } })).statusCode).toBe(200);
    expect((await subscribe()).statusCode).toBe(409);
    const login = await sut.inject({ method: 'POST', url: '/api/admin/login', payload: { password: TEST_ADMIN_PASSWORD } });
    expect(login.statusCode).toBeLessThan(300);
  });

  it('folds look-alike spellings of one mailbox into one subscriber at start-up, keeping the earliest consent', async () => {
    const subscribers = sut.get(DataSource).getRepository(Newsletter);
    await subscribers.insert([
      { email: '"erin"@example.test', status: 'confirmed', source: 'footer', consentedAt: new Date('2025-01-01T00:00:00Z') },
      { email: 'erin@example.test', status: 'confirmed', source: 'home', consentedAt: new Date('2025-06-01T00:00:00Z') },
      { email: '"erin "@example.test', status: 'pending', source: 'blog', pendingSince: new Date() },
    ]);
    await sut.get(DatabaseSetupService).prepare();
    const rows = await subscribers.findBy({ email: Like('%erin%') });
    expect(rows.map((r) => ({ email: r.email, status: r.status, source: r.source, consentedAt: r.consentedAt }))).toEqual([
      { email: 'erin@example.test', status: 'confirmed', source: 'footer', consentedAt: new Date('2025-01-01T00:00:00Z') },
    ]);
  });
});
