import { DataSource } from 'typeorm';
import { AuditLog } from '../src/audit/audit-log.entity';
import { OutboxMessage } from '../src/mail/outbox-message.entity';
import { adminToken, withSession } from './admin-session.helper';
import { stubFrontendBuild } from './support/stub-frontend';
import { createTestApp, TEST_ADMIN_PASSWORD, TestApp } from './support/test-app';

/** A stand-in frontend build: the server's miss budget and render queue are what is tested. */
const stubFrontend = stubFrontendBuild();

declare global {
  var __stubRenderDelayMs: number | undefined;
}

/** Every request comes from the proxy in TRUST_PROXY, which names the client in X-Forwarded-For. */
const PROXY = '127.0.0.1';

describe('Per-client limits against a client with many addresses', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await createTestApp({
      env: { FRONTEND_DIST: stubFrontend.dist, TRUST_PROXY: PROXY, PAGE_RENDER_CONCURRENCY: '1', PAGE_RENDER_QUEUE: '2' },
    });
  });
  afterAll(async () => {
    globalThis.__stubRenderDelayMs = undefined;
    await sut?.close();
    stubFrontend.remove();
  });

  let page = 0;
  /** A page nobody asked for before: a cache miss, so a render. */
  const neverSeen = (from: string) =>
    sut.inject({ method: 'GET', url: `/dive-sites?q=never-seen-${++page}`, remoteAddress: PROXY, headers: { 'x-forwarded-for': from } });

  describe('the page-miss budget (60 a minute)', () => {
    it('refuses the 61st miss of an IPv6 /64 from a second address of it, and not a neighbouring /64', async () => {
      for (let i = 0; i < 60; i++) expect((await neverSeen('2001:db8:61:1::a')).statusCode).toBe(200);
      const second = await neverSeen('2001:db8:61:1:ffff::2');
      expect(second.statusCode).toBe(429);
      expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
      expect((await neverSeen('2001:db8:61:2::a')).statusCode).toBe(200);
    });

    it('counts an IPv4 client and its IPv4-mapped IPv6 form as one, and its neighbour apart', async () => {
      for (let i = 0; i < 60; i++) expect((await neverSeen('198.51.100.61')).statusCode).toBe(200);
      expect((await neverSeen('::ffff:198.51.100.61')).statusCode).toBe(429);
      expect((await neverSeen('198.51.100.62')).statusCode).toBe(200);
    });
  });

  it('serves a visitor with few misses while flooders fill the render queue, refusing a flooder with 429', async () => {
    const flooders = ['192.0.2.11', '192.0.2.12', '192.0.2.13', '192.0.2.14'];
    // Each flooder has caused ten renders this minute; the visitor one.
    for (const from of flooders) for (let i = 0; i < 10; i++) await neverSeen(from);
    await neverSeen('203.0.113.200');
    globalThis.__stubRenderDelayMs = 250;
    try {
      // One render runs, two wait, and the rest of the flood finds the queue full.
      const flood = Promise.all([...flooders, ...flooders].map((from) => neverSeen(from)));
      await new Promise((resolve) => setTimeout(resolve, 60));
      const visitor = await neverSeen('203.0.113.200');
      const answers = await flood;
      expect(visitor.statusCode).toBe(200);
      const statuses = answers.map((a) => a.statusCode);
      // The waiter displaced for the visitor is told to slow down, with the time left in its window.
      const displaced = answers.filter((a) => a.statusCode === 429);
      expect(displaced.length).toBeGreaterThanOrEqual(1);
      expect(Number(displaced[0]!.headers['retry-after'])).toBeGreaterThan(1);
      expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(2);
      expect(statuses.every((s) => [200, 429, 503].includes(s))).toBe(true);
    } finally {
      globalThis.__stubRenderDelayMs = undefined;
    }
  });

  it('throttles the newsletter form per /64 (5 sign-ups in 10 minutes)', async () => {
    const signUp = (from: string, n: number) =>
      sut.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        payload: { email: `rotating-${n}@example.com` },
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': from },
      });
    for (let i = 1; i <= 5; i++) expect((await signUp(`2001:db8:f0:f0::${i}`, i)).statusCode).toBe(201);
    const sixth = await signUp('2001:db8:f0:f0:1::6', 6);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signUp('2001:db8:f0:f1::1', 7)).statusCode).toBe(201);
  });

  it('throttles admin logins per /64 (5 attempts in 15 minutes)', async () => {
    const login = (from: string) =>
      sut.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { password: 'guess' },
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': from },
      });
    for (let i = 1; i <= 5; i++) expect((await login(`2001:db8:10:10::${i}`)).statusCode).toBe(401);
    const sixth = await login('2001:db8:10:10::99');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/^Too many login attempts\./);
    expect((await login('2001:db8:10:11::1')).statusCode).toBe(401);
  });
});

describe('Site-wide hourly caps', () => {
  let sut: TestApp;
  let session: Record<string, string>;

  beforeAll(async () => {
    sut = await createTestApp({
      env: { CONFIRMATION_EMAILS_PER_HOUR: '3', FAILED_LOGINS_PER_HOUR: '4', FORM_RATE_LIMIT: '1000' },
    });
    // Signed in before the guessing starts: the owner's session is what reads the Security tab.
    session = withSession(await adminToken(sut, '192.0.2.1'));
  });
  afterAll(async () => {
    await sut?.close();
  });

  const audit = (action: string) => sut.app.get(DataSource).getRepository(AuditLog).findBy({ action });
  const securityTab = async () => {
    const res = await sut.inject({ method: 'GET', url: '/api/admin/security-dashboard', cookies: session });
    expect(res.statusCode).toBe(200);
    return res.json() as { blockedAttempts: number; recentActivity: { action: string; details: string; count: number }[] };
  };

  it('refuses sign-ups with 429 once the hour’s confirmation e-mails are sent, from any address, and tells the owner', async () => {
    const signUp = (n: number) =>
      sut.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        payload: { email: `capped-${n}@example.com` },
        remoteAddress: `10.7.0.${n}`,
      });
    for (let n = 1; n <= 3; n++) expect((await signUp(n)).statusCode).toBe(201);
    const refused = [await signUp(4), await signUp(5)];
    for (const res of refused) {
      expect(res.statusCode).toBe(429);
      const wait = Number(res.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(3600);
      expect(res.json().message).toMatch(/^So many people have signed up in the last hour .* Please try again in \d+ minutes?\.$/);
    }
    const queued = await sut.app.get(DataSource).getRepository(OutboxMessage).findBy({ kind: 'confirmation' });
    expect(queued.map((m) => m.recipient).sort()).toEqual(['capped-1@example.com', 'capped-2@example.com', 'capped-3@example.com']);
    // One Security-tab entry for the hour, counting both refusals.
    const rows = await audit('signup_blocked');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.count).toBe(2);
    const entry = (await securityTab()).recentActivity.find((a) => a.action === 'signup_blocked');
    expect(entry?.details).toContain('Sign-ups paused');
  });

  it('pauses every login with 429 once the hour’s wrong passwords from all addresses reach the cap', async () => {
    const login = (from: string, password = 'guess') =>
      sut.inject({ method: 'POST', url: '/api/admin/login', payload: { password }, remoteAddress: from });
    // Four addresses, each far under its own limit of 5.
    for (const from of ['10.8.0.1', '10.8.0.2', '10.8.0.3', '10.8.0.4']) expect((await login(from)).statusCode).toBe(401);
    const paused = await login('10.8.0.5');
    expect(paused.statusCode).toBe(429);
    expect(Number(paused.headers['retry-after'])).toBeGreaterThan(0);
    expect(paused.json().message).toMatch(/^Too many wrong passwords were tried on this site in the last hour, so logins are paused\./);
    // The right password waits too: otherwise the guessing would simply go on.
    const owner = await login('192.0.2.1', TEST_ADMIN_PASSWORD);
    expect(owner.statusCode).toBe(429);
    expect(owner.cookies).toHaveLength(0);
    const tab = await securityTab();
    const entry = tab.recentActivity.find((a) => a.action === 'login_blocked' && a.details.startsWith('Logins paused for everyone'));
    expect(entry?.count).toBe(2);
    expect(tab.blockedAttempts).toBe(2);
  });
});
