import { EventCollectorService } from '../analytics/event-collector.service';
import { BadRequestException, ConflictException } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { FakeTransactions } from '../database/transactions.fake';
import { SiteCapsService } from '../site-caps/site-caps.service';
import { NewMail, OutboxService } from '../mail/outbox.service';
import { CONFIRM_LINK_DAYS, EXPIRED_CONFIRM_LINK_MESSAGE, REPLACED_CONFIRM_LINK_MESSAGE, signConfirmToken } from './confirm-token';
import { GuidePdfService } from './guide/guide-pdf.service';
import { ALREADY_SUBSCRIBED_MESSAGE, CONFIRMATION_RESEND_MS, NewsletterService } from './newsletter.service';
import { FakeNewsletterRepository } from './newsletter.repository.fake';
import { signUnsubscribeToken } from './unsubscribe-token';

const SECRET = 'unit-test-newsletter-secret';
const DAY_MS = 86_400_000;
const T0 = new Date('2026-03-01T10:00:00Z');
const CLIENT = { ipAddress: '203.0.113.7', userAgent: 'jest' };

function setup() {
  const subscribers = new FakeNewsletterRepository();
  const mails: NewMail[] = [];
  const outbox = {
    enqueue: async (_manager: unknown, mail: NewMail) => mails.push(mail),
    nudge: () => undefined,
  } as unknown as OutboxService;
  const guide = { title: async () => 'The guide' } as unknown as GuidePdfService;
  const config = {
    newsletterSecret: SECRET,
    publicUrl: 'https://dive.example',
    newsletter: { replyAddress: 'hello@dive.example' },
  } as AppConfig;
  // The site-wide e-mail cap is counted in the database (its API test covers it); here it only counts.
  const caps = { countConfirmationEmail: async () => undefined } as unknown as SiteCapsService;
  const analytics = { recordSiteEvent: () => undefined } as unknown as EventCollectorService;
  const sut = new NewsletterService(
    subscribers.asRepository(),
    new FakeTransactions().asTransactions(),
    outbox,
    guide,
    config,
    caps,
    analytics,
  );
  return { sut, subscribers, mails };
}

const at = (ms: number) => new Date(T0.getTime() + ms);
const confirmToken = (id: number, email: string, issuedAt = T0) =>
  signConfirmToken(SECRET, id, email, new Date(issuedAt.getTime() + CONFIRM_LINK_DAYS * DAY_MS));

describe(NewsletterService.name, () => {
  describe('subscribe', () => {
    it('makes a new address pending and sends it one confirmation e-mail', async () => {
      const { sut, subscribers, mails } = setup();
      await expect(sut.subscribe('a@example.com', 'home', T0)).resolves.toEqual({ message: 'Subscribed', email: 'a@example.com' });
      expect(subscribers.byEmail('a@example.com')).toMatchObject({ status: 'pending', source: 'home', pendingSince: T0 });
      expect(mails.map((m) => [m.kind, m.recipient])).toEqual([['confirmation', 'a@example.com']]);
    });

    it('re-sends the confirmation to a pending address at most once every ten minutes, with the same answer', async () => {
      const { sut, mails } = setup();
      await sut.subscribe('a@example.com', 'home', T0);
      await expect(sut.subscribe('a@example.com', 'footer', at(CONFIRMATION_RESEND_MS - 1))).resolves.toEqual({
        message: 'Subscribed',
        email: 'a@example.com',
      });
      expect(mails).toHaveLength(1);
      await sut.subscribe('a@example.com', 'footer', at(CONFIRMATION_RESEND_MS));
      expect(mails).toHaveLength(2);
    });

    it('answers 409 for a confirmed address and sends nothing', async () => {
      const { sut, subscribers, mails } = setup();
      subscribers.add({ email: 'a@example.com', status: 'confirmed' });
      const error = await sut.subscribe('a@example.com', 'home', T0).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ConflictException);
      expect((error as ConflictException).message).toBe(ALREADY_SUBSCRIBED_MESSAGE);
      expect(mails).toHaveLength(0);
    });

    it('takes an unsubscribed address back as pending, not as subscribed', async () => {
      const { sut, subscribers, mails } = setup();
      subscribers.add({ email: 'a@example.com', status: 'unsubscribed', unsubscribedAt: T0 });
      await sut.subscribe('a@example.com', 'blog', at(1000));
      expect(subscribers.byEmail('a@example.com')).toMatchObject({ status: 'pending', unsubscribedAt: null, pendingSince: at(1000) });
      expect(mails).toHaveLength(1);
    });
  });

  describe('confirm', () => {
    it('confirms a pending address once, recording the consent; a second click is already confirmed', async () => {
      const { sut, subscribers } = setup();
      await sut.subscribe('a@example.com', 'home', T0);
      const id = subscribers.byEmail('a@example.com')!.id;
      await expect(sut.confirm(confirmToken(id, 'a@example.com'), CLIENT, at(1000))).resolves.toMatchObject({ alreadyConfirmed: false });
      expect(subscribers.byEmail('a@example.com')).toMatchObject({
        status: 'confirmed',
        consentedAt: at(1000),
        consentIp: CLIENT.ipAddress,
      });
      await expect(sut.confirm(confirmToken(id, 'a@example.com'), CLIENT, at(2000))).resolves.toMatchObject({ alreadyConfirmed: true });
    });

    it('refuses an expired link, and a link from before the address unsubscribed', async () => {
      const { sut, subscribers } = setup();
      const pending = subscribers.add({ email: 'p@example.com', status: 'pending' });
      const left = subscribers.add({ email: 'u@example.com', status: 'unsubscribed' });
      await expect(sut.confirm(confirmToken(pending.id, pending.email), CLIENT, at(CONFIRM_LINK_DAYS * DAY_MS + 1))).rejects.toThrow(
        EXPIRED_CONFIRM_LINK_MESSAGE,
      );
      await expect(sut.confirm(confirmToken(left.id, left.email), CLIENT, at(1000))).rejects.toThrow(EXPIRED_CONFIRM_LINK_MESSAGE);
      expect(left.status).toBe('unsubscribed');
    });

    it('refuses the link of an earlier sign-up once a later one sent a new e-mail, or the address left and came back', async () => {
      const { sut, subscribers } = setup();
      await sut.subscribe('a@example.com', 'home', T0);
      const row = subscribers.byEmail('a@example.com')!;
      await sut.subscribe('a@example.com', 'home', at(CONFIRMATION_RESEND_MS));
      await expect(sut.confirm(confirmToken(row.id, row.email), CLIENT, at(CONFIRMATION_RESEND_MS + 1))).rejects.toThrow(
        REPLACED_CONFIRM_LINK_MESSAGE,
      );
      await sut.unsubscribe(signUnsubscribeToken(SECRET, row.id, row.email), at(CONFIRMATION_RESEND_MS + 2));
      await sut.subscribe('a@example.com', 'home', at(CONFIRMATION_RESEND_MS + 3000));
      const newest = confirmToken(row.id, row.email, at(CONFIRMATION_RESEND_MS + 3000));
      for (const old of [T0, at(CONFIRMATION_RESEND_MS)])
        await expect(sut.confirm(confirmToken(row.id, row.email, old), CLIENT, at(CONFIRMATION_RESEND_MS + 4000))).rejects.toThrow(
          REPLACED_CONFIRM_LINK_MESSAGE,
        );
      await expect(sut.confirm(newest, CLIENT, at(CONFIRMATION_RESEND_MS + 5000))).resolves.toMatchObject({ alreadyConfirmed: false });
    });

    it('refuses a link signed for another address', async () => {
      const { sut, subscribers } = setup();
      const row = subscribers.add({ email: 'a@example.com', status: 'pending' });
      await expect(sut.confirm(confirmToken(row.id, 'b@example.com'), CLIENT, T0)).rejects.toBeInstanceOf(BadRequestException);
    });
  });

  describe('unsubscribe', () => {
    it('takes a confirmed address off the list once; a reused link says so', async () => {
      const { sut, subscribers } = setup();
      const row = subscribers.add({ email: 'a@example.com', status: 'confirmed' });
      const token = signUnsubscribeToken(SECRET, row.id, row.email);
      await expect(sut.unsubscribe(token, T0)).resolves.toMatchObject({ alreadyUnsubscribed: false });
      expect(row).toMatchObject({ status: 'unsubscribed', unsubscribedAt: T0 });
      await expect(sut.unsubscribe(token, at(1000))).resolves.toMatchObject({ alreadyUnsubscribed: true });
    });
  });

  describe('markBounced', () => {
    it('never mails a bounced address again, and does not bounce one that already left', async () => {
      const { sut, subscribers } = setup();
      const confirmed = subscribers.add({ email: 'a@example.com', status: 'confirmed' });
      const left = subscribers.add({ email: 'b@example.com', status: 'unsubscribed' });
      await sut.markBounced(confirmed.id, T0);
      await sut.markBounced(left.id, T0);
      expect([confirmed.status, left.status]).toEqual(['bounced', 'unsubscribed']);
      await expect(sut.exportCsv(T0)).resolves.toMatchObject({ body: expect.not.stringContaining('a@example.com') });
    });
  });

  describe('purgeStalePending', () => {
    it('deletes never-confirmed sign-ups past the link life and returns earlier subscribers to unsubscribed', async () => {
      const { sut, subscribers } = setup();
      const old = new Date(T0.getTime() - CONFIRM_LINK_DAYS * DAY_MS);
      subscribers.add({ email: 'new@example.com', status: 'pending', pendingSince: old });
      const returning = subscribers.add({ email: 'back@example.com', status: 'pending', pendingSince: old, consentedAt: new Date(0) });
      subscribers.add({ email: 'fresh@example.com', status: 'pending', pendingSince: at(-1000) });
      await expect(sut.purgeStalePending(T0)).resolves.toBe(2);
      expect(subscribers.rows.map((r) => [r.email, r.status])).toEqual([
        ['back@example.com', 'unsubscribed'],
        ['fresh@example.com', 'pending'],
      ]);
      expect(returning.pendingSince).toBeNull();
    });
  });

  describe('exportCsv', () => {
    it('lists confirmed subscribers only, each with an unsubscribe link', async () => {
      const { sut, subscribers } = setup();
      subscribers.add({ email: 'on@example.com', status: 'confirmed', consentedAt: T0 });
      subscribers.add({ email: 'pending@example.com', status: 'pending' });
      const { body } = await sut.exportCsv(T0);
      expect(body).toContain('on@example.com');
      expect(body).toContain('https://dive.example/newsletter/unsubscribe?token=');
      expect(body).not.toContain('pending@example.com');
    });
  });
});
