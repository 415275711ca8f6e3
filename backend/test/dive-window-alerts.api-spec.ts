import { DataSource } from 'typeorm';
import { startOpenMeteoStub, OpenMeteoStub } from '../../scripts/open-meteo-stub';
import { AppConfig } from '../src/config/app-config';
import { AuditLog } from '../src/audit/audit-log.entity';
import { OutboxMessage } from '../src/mail/outbox-message.entity';
import { WindowAlertCheckService } from '../src/newsletter/alerts/window-alert-check.service';
import { adminToken, withSession } from './admin-session.helper';
import { startSmtpTestServer, SmtpTestServer, ReceivedMail } from './support/smtp-test-server';
import { createTestApp, TestApp } from './support/test-app';
import { until } from './support/until';

/** Calm everywhere: every daylight slot of every site rates good. */
const CALM = {
  swellHeight: 0.3,
  swellPeriod: 8,
  swellDirection: 90,
  waveHeight: 0.4,
  windSpeed: 5,
  windDirection: 270,
  windGusts: 10,
  precipitation: 0,
};

function config(smtp: SmtpTestServer) {
  return (c: AppConfig): AppConfig => ({
    ...c,
    smtp: smtp.settings('Dive Down Under <site@divedownunder.test>'),
    outbox: { ...c.outbox, pollMs: 100, retryBaseMs: 300, leaseMs: 5000 },
  });
}

/** The token of a link to `path` in an e-mail's text (a received e-mail, or one still in the outbox). */
function linkToken(mail: ReceivedMail | string, path: string): string {
  const text = typeof mail === 'string' ? mail : (mail.parsed.text ?? '');
  const match = new RegExp(`${path.replace(/[/?]/g, '\\$&')}\\?token=([^\\s"&<>\\]]+)`).exec(text);
  if (!match) throw new Error(`No ${path} link in: ${text}`);
  return decodeURIComponent(match[1]!);
}

describe('dive-window alerts', () => {
  let stub: OpenMeteoStub;
  let smtp: SmtpTestServer;
  let first: TestApp;
  let second: TestApp;
  let site: { id: number; name: string };
  let env: Record<string, string>;
  let client = 0;
  /** Each call from its own client address, so the per-client form limit is not what answers. */
  const ask = (payload: object, app = first) =>
    app.inject({ method: 'POST', url: '/api/newsletter/alerts', payload, remoteAddress: `198.51.100.${++client}` });
  const mailsTo = (email: string) => smtp.received.filter((m) => m.to === email);

  beforeAll(async () => {
    stub = await startOpenMeteoStub();
    stub.setWeather(CALM);
    smtp = await startSmtpTestServer();
    env = { OPEN_METEO_MARINE_URL: stub.marineUrl, OPEN_METEO_FORECAST_URL: stub.forecastUrl, OPEN_METEO_REQUEST_WAIT_MS: '20000' };
    first = await createTestApp({ env, config: config(smtp) });
    second = await createTestApp({ env, config: config(smtp), databaseUrl: first.databaseUrl });
    [site] = await first.app.get(DataSource).query('SELECT id, name FROM dive_sites ORDER BY id LIMIT 1');
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await smtp?.close();
    await stub?.close();
  });

  describe('sign-up validation', () => {
    it.each([
      [{ email: 'not-an-address', scope: 'site', target: '1' }, 'Please enter a valid email address.'],
      [
        { email: '"bob"@example.com', scope: 'site', target: '1' },
        'Please enter your email address without quotation marks, as name@example.com.',
      ],
      [{ scope: 'site', target: '1' }, 'Please enter your email address.'],
      [{ email: 'ann@example.com', scope: 'country', target: '1' }, 'scope must be one of: site, region, state.'],
      [{ email: 'ann@example.com', scope: 'region', target: '../admin' }, 'target must be a dive site id or a region or state slug.'],
      [{ email: 'ann@example.com', scope: 'site', target: '1', extra: 'x' }, 'property extra should not exist'],
    ])('answers 400 with a sentence to %j', async (payload, message) => {
      const res = await ask(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    });

    it.each([
      [{ scope: 'site', target: '99999999' }, 'Dive site 99999999 was not found.'],
      [{ scope: 'region', target: 'atlantis' }, 'No dive-site region "atlantis".'],
      [{ scope: 'state', target: 'narnia' }, 'No state or territory "narnia" with dive sites.'],
    ])('answers 404 to an unknown place %j', async (area, message) => {
      const res = await ask({ email: 'ann@example.com', ...area });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(message);
    });

    it('answers 429 once a client has sent too many', async () => {
      const limit = first.config.formThrottle.maxRequests;
      const statuses: number[] = [];
      for (let i = 0; i <= limit; i++) {
        const res = await first.inject({
          method: 'POST',
          url: '/api/newsletter/alerts',
          payload: { email: `flood${i}@example.com`, scope: 'site', target: String(site.id) },
          remoteAddress: '203.0.113.99',
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, limit).every((s) => s === 201)).toBe(true);
      expect(statuses[limit]).toBe(429);
    });
  });

  it('mails nothing before confirmation, then one alert a week with one-click unsubscribe, across two instances', async () => {
    const email = 'diver@example.com';
    const res = await ask({ email: ' Diver@Example.com ', scope: 'site', target: String(site.id) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'Almost there: open the e-mail we just sent to confirm your alert (check your spam folder).',
      email,
      watching: site.name,
    });
    const confirmation = (await waitForMail(smtp, email, 1))[0]!;
    expect(confirmation.parsed.subject).toBe(`Confirm your dive-window alert for ${site.name}`);

    // Not confirmed yet: the weekend is good, but nothing goes out.
    expect((await first.app.get(WindowAlertCheckService).check()).queued).toBe(0);

    const token = linkToken(confirmation, '/newsletter/confirm');
    const confirmed = await first.inject({
      method: 'POST',
      url: '/api/newsletter/alerts/confirm',
      payload: { token },
      headers: { 'user-agent': 'Mozilla/5.0 (test)' },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      message: `Thank you! Your alert for ${site.name} is on. We will write when the weekend looks good, at most once a week.`,
      alreadyConfirmed: false,
    });

    // Both instances run the check at once: one e-mail.
    const runs = await Promise.all([
      first.app.get(WindowAlertCheckService).check(),
      second.app.get(WindowAlertCheckService).check(),
      second.app.get(WindowAlertCheckService).check(),
    ]);
    expect(runs.reduce((sum, run) => sum + run.queued, 0)).toBe(1);
    const alert = (await waitForMail(smtp, email, 2))[1]!;
    expect(alert.parsed.subject).toBe(`${site.name} looks good for a dive this weekend`);
    const headers = alert.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    const listUnsubscribe = /^List-Unsubscribe: (.*)$/m.exec(headers)?.[1] ?? '';
    expect(listUnsubscribe).toContain('/api/newsletter/alerts/unsubscribe/one-click?token=');
    const text = alert.parsed.text ?? '';
    expect(text).toContain(site.name);
    expect(text).toMatch(/best (Saturday|Sunday) \d+–\d+/);
    expect(text).toMatch(/Why: .*swell/);
    expect(text).toContain(`/dive-sites/${site.id}`);
    expect(text).toContain('A forecast, not a safety assessment');

    // Again the same week, on either instance: still one.
    expect((await second.app.get(WindowAlertCheckService).check()).queued).toBe(0);
    expect((await first.app.get(WindowAlertCheckService).check()).queued).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(mailsTo(email)).toHaveLength(2);

    // One click, as a mail provider sends it.
    const oneClick = /<(https?:\/\/[^>]+one-click\?token=[^>]+)>/.exec(listUnsubscribe)![1]!;
    const left = await first.inject({
      method: 'POST',
      url: new URL(oneClick).pathname + new URL(oneClick).search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(left.statusCode).toBe(200);
    expect(left.json()).toEqual({
      message: `Your alert for ${site.name} is off. You will not get these e-mails any more.`,
      alreadyUnsubscribed: false,
    });
    const again = await first.inject({
      method: 'POST',
      url: '/api/newsletter/alerts/unsubscribe',
      payload: { token: linkToken(alert, '/newsletter/unsubscribe') },
    });
    expect(again.json().alreadyUnsubscribed).toBe(true);
    // The link leads to the newsletter's page, marked as an alert's; the newsletter's API refuses its token.
    expect(token.startsWith('alert.')).toBe(true);
    for (const sent of [token, token.slice('alert.'.length)]) {
      const forged = await first.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token: sent } });
      expect(forged.statusCode).toBe(400);
    }
  });

  it('names the good sites of a region in one e-mail', async () => {
    const email = 'region-diver@example.com';
    const [region] = await first.app
      .get(DataSource)
      .query('SELECT region, COUNT(*) AS n FROM dive_sites GROUP BY region ORDER BY n DESC LIMIT 1');
    const slug = String(region.region)
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    const res = await ask({ email, scope: 'region', target: slug });
    expect(res.statusCode).toBe(201);
    expect(res.json().watching).toBe(`the ${String(region.region).trim()} region`);
    const confirmation = (await waitForMail(smtp, email, 1))[0]!;
    const token = linkToken(confirmation, '/newsletter/confirm');
    expect((await first.inject({ method: 'POST', url: '/api/newsletter/alerts/confirm', payload: { token } })).statusCode).toBe(200);
    expect((await first.app.get(WindowAlertCheckService).check()).queued).toBe(1);
    const alert = (await waitForMail(smtp, email, 2))[1]!;
    const count = Number(region.n);
    expect(alert.parsed.subject).toBe(
      count === 1
        ? expect.stringContaining('looks good this weekend')
        : `${count} sites in the ${String(region.region).trim()} region look good this weekend`,
    );
    expect(alert.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
  });

  it('holds at most 10 alerts for one address, and asking again for one held stays a 201', async () => {
    const email = 'many-spots@example.com';
    const sites: { id: number }[] = await first.app.get(DataSource).query('SELECT id FROM dive_sites ORDER BY id LIMIT 11');
    expect(sites).toHaveLength(11);
    for (const { id } of sites.slice(0, 10)) {
      expect((await ask({ email, scope: 'site', target: String(id) })).statusCode).toBe(201);
    }
    const eleventh = await ask({ email, scope: 'site', target: String(sites[10]!.id) });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().message).toBe(
      'This address already has 10 alerts, the most one address can have. Switch one off with the link at the foot of its e-mails, then ask again.',
    );
    const region = await ask({ email, scope: 'state', target: 'new-south-wales' });
    expect(region.statusCode).toBe(409);

    // The same site again is the same alert, not an eleventh.
    const again = await ask({ email, scope: 'site', target: String(sites[3]!.id) });
    expect(again.statusCode).toBe(201);
    expect(again.json().message).toBe('Almost there: open the e-mail we just sent to confirm your alert (check your spam folder).');
    // Another address is not held back.
    expect((await ask({ email: 'one-spot@example.com', scope: 'site', target: String(sites[10]!.id) })).statusCode).toBe(201);
    const [{ n }] = await first.app
      .get(DataSource)
      .query("SELECT COUNT(*) AS n FROM dive_window_alerts WHERE email = ? AND status IN ('pending', 'confirmed')", [email]);
    expect(Number(n)).toBe(10);
  });

  describe('the owner', () => {
    const URL = '/api/admin/newsletter/alerts';
    let cookies: Record<string, string>;
    beforeAll(async () => {
      cookies = withSession(await adminToken(first));
    });

    it('needs a session to list or remove alerts', async () => {
      expect((await first.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
      expect((await first.inject({ method: 'DELETE', url: `${URL}/1` })).statusCode).toBe(401);
    });

    it('lists the alerts pending and confirmed, newest first, by name, a page at a time', async () => {
      const email = 'owner-sees@example.com';
      expect((await ask({ email, scope: 'site', target: String(site.id) })).statusCode).toBe(201);
      expect((await ask({ email, scope: 'state', target: 'new-south-wales' })).statusCode).toBe(201);
      const res = await first.inject({ method: 'GET', url: URL, cookies });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      const db = first.app.get(DataSource);
      const [{ confirmed, pending }] = await db.query(
        "SELECT SUM(status = 'confirmed') AS confirmed, SUM(status = 'pending') AS pending FROM dive_window_alerts",
      );
      expect(body).toMatchObject({ total: Number(confirmed) + Number(pending), confirmed: Number(confirmed), pending: Number(pending) });
      expect(body).toMatchObject({ page: 1, limit: 50 });
      expect(body.alerts.slice(0, 2)).toEqual([
        expect.objectContaining({
          email,
          scope: 'state',
          target: 'new-south-wales',
          watching: 'New South Wales',
          status: 'pending',
          lastAlertWeek: null,
        }),
        expect.objectContaining({ email, scope: 'site', target: String(site.id), watching: site.name, status: 'pending' }),
      ]);
      // The first test's alert was switched off: not listed. Its region neighbour was sent one this week.
      expect(body.alerts.some((a: { email: string }) => a.email === 'diver@example.com')).toBe(false);
      const sent = body.alerts.find((a: { email: string }) => a.email === 'region-diver@example.com');
      expect(sent).toMatchObject({ status: 'confirmed', lastAlertWeek: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });

      const second = (await first.inject({ method: 'GET', url: `${URL}?page=2&limit=1`, cookies })).json();
      expect(second).toMatchObject({ page: 2, limit: 1, total: body.total });
      expect(second.alerts).toEqual([body.alerts[1]]);
      for (const query of ['page=0', 'limit=201', 'page=x', 'other=1']) {
        expect((await first.inject({ method: 'GET', url: `${URL}?${query}`, cookies })).statusCode).toBe(400);
      }
    });

    it('removes an alert, audited with its address; an unknown id is 404, a malformed one 400', async () => {
      const email = 'owner-removes@example.com';
      expect((await ask({ email, scope: 'site', target: String(site.id) })).statusCode).toBe(201);
      const listed = (await first.inject({ method: 'GET', url: URL, cookies })).json();
      const alert = listed.alerts.find((a: { email: string }) => a.email === email);
      const removed = await first.inject({ method: 'DELETE', url: `${URL}/${alert.id}`, cookies });
      expect(removed.statusCode).toBe(204);
      const after = (await first.inject({ method: 'GET', url: URL, cookies })).json();
      expect(after.total).toBe(listed.total - 1);
      expect(after.alerts.some((a: { id: number }) => a.id === alert.id)).toBe(false);
      const audit = await first.app
        .get(DataSource)
        .getRepository(AuditLog)
        .find({ where: { resource: `admin/newsletter/alerts/${alert.id}` } });
      expect(audit.map((r) => [r.action, r.details])).toEqual([['delete', `name: "${email}"`]]);

      const again = await first.inject({ method: 'DELETE', url: `${URL}/${alert.id}`, cookies });
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe('No dive-window alert has this id.');
      const malformed = await first.inject({ method: 'DELETE', url: `${URL}/abc`, cookies });
      expect(malformed.statusCode).toBe(400);
      // Asking again afterwards starts a new alert.
      expect((await ask({ email, scope: 'site', target: String(site.id) })).statusCode).toBe(201);
    });
  });

  it('sends nothing for an alert switched off, or removed by the owner, after its e-mail was queued', async () => {
    // Queued by an instance without a mail server, so nothing leaves before the visitor switches the alert off.
    const quiet = await createTestApp({ env, config: (c) => ({ ...config(smtp)(c), smtp: null }) });
    let sender: TestApp | undefined;
    try {
      const outbox = () =>
        quiet.app
          .get(DataSource)
          .getRepository(OutboxMessage)
          .find({ order: { id: 'ASC' } });
      const [stays, leaves, removed] = ['stays@example.com', 'leaves@example.com', 'removed@example.com'];
      for (const email of [stays, leaves, removed]) {
        expect((await ask({ email, scope: 'site', target: String(site.id) }, quiet)).statusCode).toBe(201);
        const queued = (await outbox()).find((m) => m.recipient === email && m.kind === 'alert-confirmation')!;
        const token = linkToken(queued.text!, '/newsletter/confirm');
        expect((await quiet.inject({ method: 'POST', url: '/api/newsletter/alerts/confirm', payload: { token } })).statusCode).toBe(200);
      }
      expect((await quiet.app.get(WindowAlertCheckService).check()).queued).toBe(3);
      const queuedAlert = (await outbox()).find((m) => m.recipient === leaves && m.kind === 'window-alert')!;
      const off = await quiet.inject({
        method: 'POST',
        url: '/api/newsletter/alerts/unsubscribe',
        payload: { token: linkToken(queuedAlert.text!, '/newsletter/unsubscribe') },
      });
      expect(off.json().alreadyUnsubscribed).toBe(false);
      const cookies = withSession(await adminToken(quiet));
      const listed = (await quiet.inject({ method: 'GET', url: '/api/admin/newsletter/alerts', cookies })).json();
      const removedAlert = listed.alerts.find((a: { email: string }) => a.email === removed);
      expect((await quiet.inject({ method: 'DELETE', url: `/api/admin/newsletter/alerts/${removedAlert.id}`, cookies })).statusCode).toBe(
        204,
      );
      const removedMessage = (await outbox()).find((m) => m.recipient === removed && m.kind === 'window-alert')!;

      // An instance with a mail server starts and its worker sends the outbox.
      sender = await createTestApp({ env, config: config(smtp), databaseUrl: quiet.databaseUrl });
      const done = await until('the outbox to be sent', async () => {
        const rows = await outbox();
        return rows.every((m) => m.status !== 'queued' && m.status !== 'sending') && rows;
      });
      // Its confirmation, for an alert confirmed since, is skipped too: only the alert goes.
      expect(mailsTo(stays).map((m) => m.parsed.subject)).toEqual([`${site.name} looks good for a dive this weekend`]);
      expect(mailsTo(leaves)).toEqual([]);
      expect(mailsTo(removed)).toEqual([]);
      expect(done.find((m) => m.id === removedMessage.id)).toMatchObject({
        status: 'cancelled',
        lastError: 'Not sent: the alert was removed first.',
      });
      expect(done.find((m) => m.id === queuedAlert.id)).toMatchObject({
        status: 'cancelled',
        lastError: 'Not sent: the alert was switched off first.',
      });
    } finally {
      await sender?.close();
      await quiet.close();
    }
  });
});

async function waitForMail(smtp: SmtpTestServer, to: string, count: number): Promise<ReceivedMail[]> {
  const until = Date.now() + 15_000;
  for (;;) {
    const mails = smtp.received.filter((m) => m.to === to);
    if (mails.length >= count) return mails;
    if (Date.now() > until) throw new Error(`Expected ${count} e-mails to ${to}, got ${mails.length}.`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
