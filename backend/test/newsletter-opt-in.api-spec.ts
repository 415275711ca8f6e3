import { DataSource, Like } from 'typeorm';
import { Article } from '../src/articles/article.entity';
import { AppConfig } from '../src/config/app-config';
import { GUIDE_ARTICLE_SLUG } from '../src/seed/content/first-dive-trip-guide';
import { OutboxMessage } from '../src/mail/outbox-message.entity';
import { Newsletter } from '../src/newsletter/newsletter.entity';
import { NewsletterService } from '../src/newsletter/newsletter.service';
import { signUnsubscribeToken } from '../src/newsletter/unsubscribe-token';
import { adminToken, withSession } from './admin-session.helper';
import { startSmtpTestServer, SmtpTestServer } from './support/smtp-test-server';
import { createTestApp, TestApp } from './support/test-app';
import { until } from './support/until';
import { pdfText } from './support/pdf-text';

function mailing(smtp: SmtpTestServer) {
  return (c: AppConfig): AppConfig => ({
    ...c,
    publicUrl: 'https://dive.example',
    formThrottle: { maxRequests: 1000, windowMinutes: 10 },
    smtp: smtp.settings('Dive Down Under <news@divedownunder.test>'),
    outbox: { ...c.outbox, pollMs: 100, retryBaseMs: 300 },
  });
}

describe('Newsletter double opt-in', () => {
  let smtp: SmtpTestServer;
  let sut: TestApp;
  let client = 1;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    sut = await createTestApp({ config: mailing(smtp) });
  });
  afterAll(async () => {
    await sut?.close();
    await smtp.close();
  });

  const repo = () => sut.app.get(DataSource).getRepository(Newsletter);
  const subscribe = (email: string) =>
    sut.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email, source: 'home' },
      remoteAddress: `10.3.0.${client++}`,
    });
  const confirm = (token: unknown) =>
    sut.inject({
      method: 'POST',
      url: '/api/newsletter/confirm',
      payload: { token },
      remoteAddress: '203.0.113.50',
      headers: { 'user-agent': 'Reader/1.0' },
    });
  const mailsTo = (email: string) => smtp.received.filter((m) => m.to === email);
  const linkIn = (text: string) => /https:\/\/dive\.example\/newsletter\/confirm\?token=[^\s"<]+/.exec(text)?.[0];

  it('sends one confirmation e-mail with a signed link; the link confirms once, records consent, and offers the guide', async () => {
    expect((await subscribe('new.diver@example.com')).json()).toEqual({ message: 'Subscribed', email: 'new.diver@example.com' });
    const [mail] = await until(
      'the confirmation e-mail',
      async () => mailsTo('new.diver@example.com').length > 0 && mailsTo('new.diver@example.com'),
    );
    expect(mail!.parsed.subject).toBe('Confirm your subscription and get your free dive trip guide');
    expect(mail!.parsed.from?.text).toContain('Dive Down Under');
    expect(mail!.parsed.html).toContain('Confirm and get the guide');
    expect(mail!.parsed.text).toContain('10 Must-Have Items for Your First Dive Trip');
    expect(mail!.parsed.text).toContain('Sent by Dive Down Under');
    const link = linkIn(mail!.parsed.text ?? '');
    expect(link).toBeDefined();
    // Opening the link is a GET of a page: the address stays pending until the button is pressed.
    expect(await repo().findOneByOrFail({ email: 'new.diver@example.com' })).toMatchObject({ status: 'pending' });

    const token = new URL(link!).searchParams.get('token');
    const first = await confirm(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      message: 'Thank you! Your subscription is confirmed.',
      alreadyConfirmed: false,
      guideUrl: '/api/newsletter/guide.pdf',
    });
    const stored = await repo().findOneByOrFail({ email: 'new.diver@example.com' });
    expect(stored).toMatchObject({ status: 'confirmed', consentIp: '203.0.113.50', consentUserAgent: 'Reader/1.0', pendingSince: null });
    expect(stored.consentedAt).toBeInstanceOf(Date);

    const again = await confirm(token);
    expect(again.json()).toMatchObject({ alreadyConfirmed: true });
    expect((await subscribe('new.diver@example.com')).statusCode).toBe(409);
  });

  it('re-sends the confirmation at most once every 10 minutes while pending', async () => {
    const email = 'twice@example.com';
    expect((await subscribe(email)).statusCode).toBe(201);
    expect((await subscribe(email)).statusCode).toBe(201);
    expect((await subscribe(email)).statusCode).toBe(201);
    const messages = await sut.app.get(DataSource).getRepository(OutboxMessage).findBy({ recipient: email });
    expect(messages).toHaveLength(1);
    // Eleven minutes later the next sign-up sends another.
    await repo().update({ email }, { confirmationSentAt: new Date(Date.now() - 11 * 60_000) });
    expect((await subscribe(email)).statusCode).toBe(201);
    expect(await sut.app.get(DataSource).getRepository(OutboxMessage).countBy({ recipient: email })).toBe(2);
  });

  it('refuses tampered, malformed and expired links with a readable 400', async () => {
    const email = 'careful@example.com';
    await subscribe(email);
    const message = await until('the queued e-mail', () =>
      sut.app.get(DataSource).getRepository(OutboxMessage).findOneBy({ recipient: email }),
    );
    const token = new URL(linkIn(message.text!)!).searchParams.get('token')!;
    const [id, expires, signature] = token.split('.');
    // The first character changed (each carries six bits of the signature; the last one of a base64url
    // signature only four, so changing it to 'A' could leave the bytes, or the text, as they were).
    const otherFirst = signature!.startsWith('A') ? 'B' : 'A';
    for (const bad of [
      `${id}.${Number(expires) + 1}.${signature}`,
      `${id}.${expires}.${otherFirst}${signature!.slice(1)}`,
      'x',
      '',
      42,
      token.slice(0, 10),
    ]) {
      const res = await confirm(bad);
      expect({ bad, status: res.statusCode }).toEqual({ bad, status: 400 });
      expect([res.json().message].flat().join(' ')).toContain('This confirmation link is not valid');
    }
    // Fifteen days later the same, correctly signed link has expired.
    const later = sut.app
      .get(NewsletterService)
      .confirm(token, { ipAddress: '1.2.3.4', userAgent: '' }, new Date(Date.now() + 15 * 86_400_000));
    await expect(later).rejects.toThrow('This confirmation link has expired');
    expect(await repo().findOneByOrFail({ email })).toMatchObject({ status: 'pending' });
  });

  it('deletes sign-ups left unconfirmed for 14 days and returns earlier subscribers to unsubscribed', async () => {
    await subscribe('forgot@example.com');
    await repo().insert({
      email: 'came-back@example.com',
      status: 'pending',
      source: 'home',
      consentedAt: new Date('2025-01-01'),
      pendingSince: new Date(),
    });
    const old = new Date(Date.now() - 15 * 86_400_000);
    await repo().update({ email: 'forgot@example.com' }, { pendingSince: old });
    await repo().update({ email: 'came-back@example.com' }, { pendingSince: old });
    await sut.app.get(NewsletterService).purgeStalePending();
    expect(await repo().findOneBy({ email: 'forgot@example.com' })).toBeNull();
    expect(await repo().findOneByOrFail({ email: 'came-back@example.com' })).toMatchObject({ status: 'unsubscribed' });
    expect(await repo().findOneByOrFail({ email: 'twice@example.com' })).toMatchObject({ status: 'pending' });
  });

  it('marks an address bounced when the mail server refuses it with a 5xx, and never mails it again', async () => {
    smtp.refuse = (to) => (to === 'gone@example.com' ? { code: 550, message: '5.1.1 Mailbox does not exist' } : undefined);
    try {
      await subscribe('gone@example.com');
      const stored = await until('the bounce', async () => {
        const s = await repo().findOneByOrFail({ email: 'gone@example.com' });
        return s.status === 'bounced' && s;
      });
      expect(stored.bouncedAt).toBeInstanceOf(Date);
      const [message] = await sut.app.get(DataSource).getRepository(OutboxMessage).findBy({ recipient: 'gone@example.com' });
      expect(message).toMatchObject({ status: 'failed' });
      expect(message!.lastError).toContain('Mailbox does not exist');
    } finally {
      smtp.refuse = () => undefined;
    }
  });

  it('unsubscribes with a one-click POST that carries no cookie, no page and a form body', async () => {
    const stored = await repo().findOneByOrFail({ email: 'new.diver@example.com' });
    const token = signUnsubscribeToken(sut.config.newsletterSecret, stored.id, stored.email);
    const res = await sut.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe/one-click?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ alreadyUnsubscribed: false });
    expect(await repo().findOneByOrFail({ id: stored.id })).toMatchObject({ status: 'unsubscribed' });
    const bad = await sut.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe/one-click?token=${encodeURIComponent(token.slice(0, -1))}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('This unsubscribe link is not valid');
  });

  it('answers one-click unsubscribes posted as multipart/form-data, as a form or with no body, with 200', async () => {
    const boundary = '----ddu-one-click';
    const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    const bodies = [
      { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: multipart },
      { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' },
      { headers: {}, payload: undefined },
    ];
    for (const [i, body] of bodies.entries()) {
      const row = await repo().save({ email: `one-click-${i}@example.com`, status: 'confirmed', source: 'home', consentedAt: new Date() });
      const token = signUnsubscribeToken(sut.config.newsletterSecret, row.id, row.email);
      const res = await sut.inject({
        method: 'POST',
        url: `/api/newsletter/unsubscribe/one-click?token=${encodeURIComponent(token)}`,
        ...body,
      });
      expect({ i, status: res.statusCode }).toEqual({ i, status: 200 });
      expect(res.json()).toMatchObject({ alreadyUnsubscribed: false });
      expect(await repo().findOneByOrFail({ id: row.id })).toMatchObject({ status: 'unsubscribed' });
    }
  });

  it('makes one subscriber and sends one confirmation for the look-alikes of one address, refusing the quoted ones with a sentence', async () => {
    const answers = [];
    for (const email of ['bob@example.test', '"bob"@example.test', '" bob"@example.test', '"bob "@example.test', 'Bob@EXAMPLE.test ']) {
      const res = await subscribe(email);
      answers.push([email, res.statusCode, [res.json().message].flat().join(' ')]);
    }
    expect(answers).toEqual([
      ['bob@example.test', 201, 'Subscribed'],
      ['"bob"@example.test', 400, 'Please enter your email address without quotation marks, as name@example.com.'],
      ['" bob"@example.test', 400, 'Please enter your email address without quotation marks, as name@example.com.'],
      ['"bob "@example.test', 400, 'Please enter your email address without quotation marks, as name@example.com.'],
      ['Bob@EXAMPLE.test ', 201, 'Subscribed'],
    ]);
    for (const [email, message] of [
      ['bob smith@example.test', 'without spaces'],
      ['bob\r\nbcc@example.test', 'without line breaks'],
      ['<bob>@example.test', 'Please enter a valid email address.'],
    ]) {
      const res = await subscribe(email!);
      expect({ email, status: res.statusCode, message: [res.json().message].flat().join(' ') }).toEqual({
        email,
        status: 400,
        message: expect.stringContaining(message!),
      });
    }
    expect(await repo().countBy({ email: Like('%bob%') })).toBe(1);
    await until('the confirmation e-mail', async () => smtp.received.some((m) => m.to.includes('bob@example.test')));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received.filter((m) => m.to.includes('bob')).map((m) => m.to)).toEqual(['bob@example.test']);
  });

  it('refuses a confirmation link from before an unsubscribe once the address signs up again', async () => {
    const email = 'came.again@example.com';
    await subscribe(email);
    const outbox = sut.app.get(DataSource).getRepository(OutboxMessage);
    const first = await until('the first e-mail', () => outbox.findOneBy({ recipient: email }));
    const oldToken = new URL(linkIn(first.text!)!).searchParams.get('token')!;
    const row = await repo().findOneByOrFail({ email });
    const unsubscribed = await sut.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe',
      payload: { token: signUnsubscribeToken(sut.config.newsletterSecret, row.id, row.email) },
    });
    expect(unsubscribed.statusCode).toBe(200);
    expect((await confirm(oldToken)).statusCode).toBe(400);

    expect((await subscribe(email)).statusCode).toBe(201);
    const messages = await until('the second e-mail', async () => {
      const all = await outbox.find({ where: { recipient: email }, order: { id: 'ASC' } });
      return all.length === 2 && all;
    });
    const refused = await confirm(oldToken);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('This confirmation link was replaced by a newer one');
    expect(await repo().findOneByOrFail({ email })).toMatchObject({ status: 'pending' });
    const newToken = new URL(linkIn(messages[1]!.text!)!).searchParams.get('token')!;
    expect((await confirm(newToken)).json()).toMatchObject({ alreadyConfirmed: false });
  });

  it('serves the guide as an A4 PDF with its title and ten items, cached, and re-rendered when the article changes', async () => {
    const res = await sut.inject({ method: 'GET', url: '/api/newsletter/guide.pdf' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.length).toBeLessThan(2 * 1024 * 1024);
    const { text, size } = await pdfText(res.rawPayload);
    expect(size.map(Math.round)).toEqual([595, 842]);
    expect(text).toContain('10 Must-Have Items for Your First Dive Trip');
    expect(text).toContain('DIVE DOWN UNDER');
    for (const item of ['1. A Mask That Fits Your Face', '6. A Dive Computer', '10. Reef-Safe Sun Protection and a Warm Layer'])
      expect(text).toContain(item);
    const etag = res.headers.etag as string;
    expect((await sut.inject({ method: 'GET', url: '/api/newsletter/guide.pdf', headers: { 'if-none-match': etag } })).statusCode).toBe(
      304,
    );

    const article = await sut.app.get(DataSource).getRepository(Article).findOneByOrFail({ slug: GUIDE_ARTICLE_SLUG });
    const cookies = withSession(await adminToken(sut, '203.0.113.201'));
    const edit = await sut.inject({
      method: 'PATCH',
      url: `/api/articles/${article.id}`,
      cookies,
      payload: { content: `${article.content}\n\n## 11. A Bonus Tip From the Owner\nSmile.` },
    });
    expect(edit.statusCode).toBe(200);
    const after = await sut.inject({ method: 'GET', url: '/api/newsletter/guide.pdf' });
    const { text: changed } = await pdfText(after.rawPayload);
    expect(changed).toContain('11. A Bonus Tip From the Owner');
  });
});
