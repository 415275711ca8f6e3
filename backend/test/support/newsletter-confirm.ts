import { DataSource } from 'typeorm';
import { OutboxMessage } from '../../src/mail/outbox-message.entity';
import type { TestApp } from './test-app';

/** The confirmation link's token from the latest confirmation e-mail queued for `email`. */
export async function confirmationToken(app: TestApp, email: string): Promise<string> {
  const [message] = await app.app
    .get(DataSource)
    .getRepository(OutboxMessage)
    .find({ where: { recipient: email, kind: 'confirmation' }, order: { id: 'DESC' }, take: 1 });
  const token = /\/newsletter\/confirm\?token=([^\s"&<]+)/.exec(message?.text ?? '')?.[1];
  if (!token) throw new Error(`No confirmation e-mail for ${email}`);
  return decodeURIComponent(token);
}

/** Clicks Confirm on the page the confirmation e-mail links to. */
export async function confirmSubscription(app: TestApp, email: string, remoteAddress = '198.51.100.7') {
  const token = await confirmationToken(app, email);
  return app.inject({
    method: 'POST',
    url: '/api/newsletter/confirm',
    payload: { token },
    remoteAddress,
    headers: { 'user-agent': 'Mozilla/5.0 (test)' },
  });
}
