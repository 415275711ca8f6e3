import { DataSource } from 'typeorm';
import { AppConfig } from '../src/config/app-config';
import { OutboxMessage } from '../src/mail/outbox-message.entity';
import { OutboxService } from '../src/mail/outbox.service';
import { OutboxWorkerService } from '../src/mail/outbox-worker.service';
import { startSmtpTestServer, SmtpTestServer } from './support/smtp-test-server';
import { createTestApp, TestApp } from './support/test-app';
import { until } from './support/until';

const contact = {
  name: 'Priya',
  email: 'priya@example.com',
  subject: 'Which BCD for Ningaloo?',
  message: 'Hi team, which BCD would you take on a first liveaboard? Thanks!',
};

function mailing(smtp: SmtpTestServer, recipient = 'owner@divedownunder.test') {
  return (c: AppConfig): AppConfig => ({
    ...c,
    contactRecipient: recipient,
    smtp: smtp.settings('Dive Down Under <site@divedownunder.test>'),
    outbox: { ...c.outbox, pollMs: 100, retryBaseMs: 300, leaseMs: 5000 },
  });
}

describe('Outbox', () => {
  let smtp: SmtpTestServer;
  let sut: TestApp;
  let client = 1;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
  });
  afterEach(async () => {
    await sut?.close();
    smtp.refuse = () => undefined;
  });
  afterAll(async () => {
    await smtp.close();
  });

  function sendContact(app: TestApp, subject: string) {
    return app.inject({ method: 'POST', url: '/api/contact', payload: { ...contact, subject }, remoteAddress: `10.9.0.${client++}` });
  }

  function outboxRows(app: TestApp): Promise<OutboxMessage[]> {
    return app.app
      .get(DataSource)
      .getRepository(OutboxMessage)
      .find({ order: { id: 'ASC' } });
  }

  it('retries a temporary 451 and delivers the message exactly once', async () => {
    sut = await createTestApp({ config: mailing(smtp, 'retry451@divedownunder.test') });
    smtp.refuse = (to, attempt) =>
      to === 'retry451@divedownunder.test' && attempt === 1 ? { code: 451, message: 'Try again later' } : undefined;
    const res = await sendContact(sut, 'Refused once');
    expect(res.json()).toEqual({ emailSent: false });
    const [row] = await until('the retry', async () => {
      const rows = await outboxRows(sut);
      return rows[0]?.status === 'sent' && rows;
    });
    expect(row).toMatchObject({ status: 'sent', attempts: 2, kind: 'contact' });
    const delivered = smtp.received.filter((m) => m.to === 'retry451@divedownunder.test');
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.parsed.subject).toBe('[Dive Down Under] Refused once');
    expect(delivered[0]!.parsed.replyTo?.value[0]).toMatchObject({ name: 'Priya', address: 'priya@example.com' });
    expect(delivered[0]!.parsed.text).toContain('which BCD would you take');
  });

  it('records a 550 as a permanent failure with the server answer and does not try again', async () => {
    sut = await createTestApp({ config: mailing(smtp, 'nobody550@divedownunder.test') });
    smtp.refuse = (to) => (to === 'nobody550@divedownunder.test' ? { code: 550, message: 'No such mailbox here' } : undefined);
    const res = await sendContact(sut, 'Refused for good');
    expect(res.json()).toEqual({ emailSent: false });
    await new Promise((r) => setTimeout(r, 1000));
    const [row] = await outboxRows(sut);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row!.lastError).toContain('550');
    expect(row!.lastError).toContain('No such mailbox here');
    expect(smtp.attemptsFor('nobody550@divedownunder.test')).toBe(1);
  });

  it('answers emailSent true when the mail server accepts the message during the request', async () => {
    sut = await createTestApp({ config: mailing(smtp, 'fast@divedownunder.test') });
    const res = await sendContact(sut, 'Straight through');
    expect(res.json()).toEqual({ emailSent: true });
    expect(smtp.received.filter((m) => m.to === 'fast@divedownunder.test')).toHaveLength(1);
  });

  it('keeps messages while no mail server is configured and sends them once one is', async () => {
    sut = await createTestApp({ config: (c) => ({ ...c, smtp: null, contactRecipient: 'later@divedownunder.test' }) });
    expect((await sendContact(sut, 'Waits for SMTP')).json()).toEqual({ emailSent: false });
    await new Promise((r) => setTimeout(r, 300));
    expect((await outboxRows(sut))[0]).toMatchObject({ status: 'queued', attempts: 0 });
    const configured = await createTestApp({ databaseUrl: sut.databaseUrl, config: mailing(smtp, 'later@divedownunder.test') });
    try {
      await until('the waiting message', async () => (await outboxRows(configured))[0]?.status === 'sent');
      expect(smtp.received.filter((m) => m.to === 'later@divedownunder.test')).toHaveLength(1);
    } finally {
      await configured.close();
    }
  });

  it('answers within a few seconds when the mail server hangs, and keeps the message queued', async () => {
    const net = await import('node:net');
    const silent = net.createServer(() => undefined);
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const port = (silent.address() as import('node:net').AddressInfo).port;
    sut = await createTestApp({
      config: (c) => ({ ...mailing(smtp)(c), smtp: { host: '127.0.0.1', port, secure: false, from: 'site@divedownunder.test' } }),
    });
    try {
      const started = Date.now();
      const res = await sendContact(sut, 'Hanging server');
      expect(res.json()).toEqual({ emailSent: false });
      expect(Date.now() - started).toBeLessThan(sut.config.outbox.requestWaitMs + 2000);
      expect(['sending', 'queued']).toContain((await outboxRows(sut))[0]!.status);
    } finally {
      silent.close();
    }
  });

  it('two instances on one database send each message exactly once', async () => {
    sut = await createTestApp({ config: mailing(smtp) });
    const other = await createTestApp({ databaseUrl: sut.databaseUrl, config: mailing(smtp) });
    try {
      const before = smtp.received.length;
      const recipients = Array.from({ length: 40 }, (_, i) => `pair${i}@divedownunder.test`);
      await sut.app.get(DataSource).transaction(async (manager) => {
        for (const to of recipients)
          await sut.app.get(OutboxService).enqueue(manager, { kind: 'contact', recipient: to, subject: `For ${to}`, text: 'Hello' });
      });
      sut.app.get(OutboxService).nudge();
      other.app.get(OutboxService).nudge();
      await smtp.waitFor(before + recipients.length);
      await Promise.all([sut.app.get(OutboxWorkerService).idle(), other.app.get(OutboxWorkerService).idle()]);
      await new Promise((r) => setTimeout(r, 500));
      const got = smtp.received.slice(before).map((m) => m.to);
      expect(got.sort()).toEqual([...recipients].sort());
      expect((await outboxRows(sut)).every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('takes over a claim whose instance died once its lease has run out', async () => {
    sut = await createTestApp({ config: mailing(smtp) });
    const repo = sut.app.get(DataSource).getRepository(OutboxMessage);
    const id = await sut.app
      .get(OutboxService)
      .enqueue(repo.manager, { kind: 'contact', recipient: 'orphan@divedownunder.test', subject: 'Orphan', text: 'x' });
    // As a crashed instance leaves it: claimed, lease already over, never sent.
    await repo.update({ id }, { status: 'sending', claimToken: 'dead-instance', lockedUntil: new Date(Date.now() - 1000), attempts: 1 });
    await until('the orphaned message', async () => (await repo.findOneBy({ id }))?.status === 'sent');
    expect(smtp.received.filter((m) => m.to === 'orphan@divedownunder.test')).toHaveLength(1);
  });
});
