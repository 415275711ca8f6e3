import { AppConfig } from '../src/config/app-config';
import { AnalyticsRollupService } from '../src/analytics/analytics-rollup.service';
import { EventCollectorService } from '../src/analytics/event-collector.service';
import { WeeklySummaryService } from '../src/analytics/weekly-summary.service';
import { adminToken, withSession } from './admin-session.helper';
import { startSmtpTestServer, SmtpTestServer } from './support/smtp-test-server';
import { createTestApp, TestApp } from './support/test-app';

const OWNER = 'owner-summary@divedownunder.test';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

function mailing(smtp: SmtpTestServer) {
  return (c: AppConfig): AppConfig => ({
    ...c,
    contactRecipient: OWNER,
    smtp: smtp.settings('Dive Down Under <site@divedownunder.test>'),
    outbox: { ...c.outbox, pollMs: 100, retryBaseMs: 300, leaseMs: 5000 },
  });
}

describe(WeeklySummaryService.name, () => {
  let smtp: SmtpTestServer;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    first = await createTestApp({ config: mailing(smtp) });
    second = await createTestApp({ config: mailing(smtp), databaseUrl: first.databaseUrl });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await smtp?.close();
  });

  it("sends the owner Monday's summary once across two instances, and none once switched off", async () => {
    // Monday 30 November 2026, 9 am in Sydney; last week had a tagged view and a search that found nothing.
    const monday = new Date('2026-11-29T22:00:00Z');
    const lastWeek = new Date('2026-11-25T01:00:00Z');
    const collector = first.app.get(EventCollectorService);
    await collector.collect(
      { ip: '192.0.2.9', headers: { 'user-agent': PHONE } },
      { kind: 'view', path: '/blog', referrer: 'www.google.com' },
      lastWeek,
    );
    await collector.collect(
      { ip: '192.0.2.9', headers: { 'user-agent': PHONE } },
      { kind: 'search', path: '/search', term: 'manta rays byron', results: 0 },
      lastWeek,
    );
    await collector.flush();
    await first.app.get(AnalyticsRollupService).runIfDue(monday);

    const sent = await Promise.all([
      first.app.get(WeeklySummaryService).sendIfDue(monday),
      second.app.get(WeeklySummaryService).sendIfDue(monday),
      second.app.get(WeeklySummaryService).sendIfDue(monday),
    ]);
    expect(sent.filter(Boolean)).toHaveLength(1);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toBe(OWNER);
    expect(mail!.parsed.subject).toBe('Your week on Dive Down Under: 1 visitor, $0.00 earned');
    const text = mail!.parsed.text ?? '';
    expect(text).toContain('From 2026-11-23 to 2026-11-29.');
    expect(text).toContain('- Blog: 1 views, 0 clicks');
    expect(text).toContain('- google.com: 1 views');
    expect(text).toContain('- "manta rays byron": 1');
    // Still one a while later (both instances' workers had time to send anything queued).
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(smtp.received.filter((m) => m.to === OWNER)).toHaveLength(1);
    expect(await first.app.get(WeeklySummaryService).sendIfDue(new Date('2026-11-30T03:00:00Z'))).toBe(false);

    // Switched off in the admin: the next Monday sends nothing.
    const session = withSession(await adminToken(first));
    const off = await first.inject({
      method: 'PUT',
      url: '/api/admin/analytics/settings',
      cookies: session,
      payload: { weeklySummary: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ weeklySummary: false });
    expect((await first.inject({ method: 'GET', url: '/api/admin/analytics/settings', cookies: session })).json()).toEqual({
      weeklySummary: false,
    });
    expect(await second.app.get(WeeklySummaryService).sendIfDue(new Date('2026-12-06T22:00:00Z'))).toBe(false);
    const bad = await first.inject({
      method: 'PUT',
      url: '/api/admin/analytics/settings',
      cookies: session,
      payload: { weeklySummary: 'no' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
