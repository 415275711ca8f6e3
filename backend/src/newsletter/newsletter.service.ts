import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import { createElement } from 'react';
import { EntityManager } from 'typeorm';
import { ClientInfo } from '../auth/admin-session.service';
import { SiteCapsService } from '../site-caps/site-caps.service';
import { pagePatternOf } from '@ddu/shared/pages/page-addresses';
import { EventCollectorService } from '../analytics/event-collector.service';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { Transactions } from '../database/transactions';
import { OutboxService } from '../mail/outbox.service';
import { CONFIRM_LINK_DAYS, confirmUrl, parseConfirmToken } from './confirm-token';
import { checkConfirmLink, queueConfirmation, resendAfter, signUp } from './double-opt-in';
import { CONFIRMATION_SUBJECT, ConfirmationEmail } from './emails/confirmation-email';
import { GUIDE_PDF_PATH, GuidePdfService } from './guide/guide-pdf.service';
import { NewsletterSource } from './newsletter.entity';
import { NewsletterRepository } from './newsletter.repository';
import { ConfirmNewsletterResponseDto, SubscribeNewsletterResponseDto, UnsubscribeNewsletterResponseDto } from './newsletter.dto';
import { subscribersCsvFilename, toSubscribersCsv } from './newsletter-csv';
import {
  INVALID_UNSUBSCRIBE_LINK_MESSAGE,
  signUnsubscribeToken,
  unsubscribeTokenId,
  unsubscribeUrl,
  verifyUnsubscribeToken,
} from './unsubscribe-token';

/** The frontend shows its "Already subscribed!" toast when the message contains this text. */
export const ALREADY_SUBSCRIBED_MESSAGE = 'Email already subscribed';
export { CONFIRMATION_RESEND_MS } from './double-opt-in';
const DAY_MS = 86_400_000;

export interface CsvFile {
  filename: string;
  body: string;
}

@Injectable()
export class NewsletterService {
  constructor(
    private readonly subscribers: NewsletterRepository,
    private readonly transactions: Transactions,
    private readonly outbox: OutboxService,
    private readonly guide: GuidePdfService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly caps: SiteCapsService,
    private readonly analytics: EventCollectorService,
  ) {}

  /**
   * Double opt-in. `email` arrives in the mailer's form (see subscriber-address.ts). A new address, or one that left the list
   * or bounced, becomes pending and gets one confirmation e-mail (queued in the same transaction);
   * signing up again while pending re-sends it at most every 10 minutes. Only a confirmed address
   * is "already subscribed". The answer is the same whether or not an e-mail went out, so the form
   * tells nobody whether an address is pending.
   */
  async subscribe(email: string, source: NewsletterSource, now = new Date(), page?: string): Promise<SubscribeNewsletterResponseDto> {
    const guideTitle = await this.guide.title();
    const signupPage = signupPageOf(page);
    const queued = await signUp(this.signUpMail(), async (manager) => {
      const existing = await this.subscribers.findByEmail(email, manager);
      if (existing?.status === 'confirmed') throw new ConflictException(ALREADY_SUBSCRIBED_MESSAGE);
      const pending = { status: 'pending' as const, source, signupPage, confirmationSentAt: now };
      let id: number;
      if (!existing) {
        id = await this.subscribers.insertPending(manager, email, { ...pending, pendingSince: now });
      } else {
        // Conditional, so two sign-ups at once send one e-mail: the second UPDATE matches nothing.
        const since = existing.status === 'pending' ? resendAfter(now) : null;
        const fields = existing.status === 'pending' ? pending : { ...pending, pendingSince: now, unsubscribedAt: null };
        if (!(await this.subscribers.restartPending(manager, existing.id, existing.status, fields, since))) return false;
        id = existing.id;
      }
      await this.queueConfirmation(manager, id, email, guideTitle, now);
      return true;
    });
    if (queued) this.analytics.recordSiteEvent('signup', signupPage, now);
    return { message: 'Subscribed', email };
  }

  private signUpMail() {
    return { transactions: this.transactions, outbox: this.outbox, caps: this.caps };
  }

  private async queueConfirmation(manager: EntityManager, id: number, email: string, guideTitle: string, now: Date): Promise<void> {
    const { newsletterSecret, publicUrl, newsletter } = this.config;
    await queueConfirmation(
      this.outbox,
      manager,
      { secret: newsletterSecret, id, email, purpose: 'newsletter', now },
      (token) =>
        createElement(ConfirmationEmail, {
          sender: { publicUrl, replyAddress: newsletter.replyAddress },
          confirmUrl: confirmUrl(publicUrl, token),
          guideTitle,
          linkDays: CONFIRM_LINK_DAYS,
        }),
      { kind: 'confirmation', subject: CONFIRMATION_SUBJECT, subscriberId: id },
    );
  }

  /**
   * Confirms the subscription of a confirmation link: the consent is recorded now, with the client
   * it came from. Idempotent: a second click answers `alreadyConfirmed`.
   */
  async confirm(token: string, client: ClientInfo, now = new Date()): Promise<ConfirmNewsletterResponseDto> {
    const parts = parseConfirmToken(token);
    const found = parts ? await this.subscribers.findById(parts.id) : null;
    // A link from before the address unsubscribed (or bounced) must not put it back on the list, nor may
    // a link of an earlier sign-up confirm this one: only the latest e-mail's link counts.
    const { row: subscriber, alreadyConfirmed } = checkConfirmLink(this.config.newsletterSecret, token, parts, found, now, 'newsletter');
    const done = (already: boolean): ConfirmNewsletterResponseDto => ({
      message: already ? 'Your subscription was already confirmed. Enjoy the guide!' : 'Thank you! Your subscription is confirmed.',
      alreadyConfirmed: already,
      guideUrl: GUIDE_PDF_PATH,
    });
    if (alreadyConfirmed) return done(true);
    const confirmed = await this.subscribers.confirmPending(subscriber.id, {
      status: 'confirmed',
      consentedAt: now,
      consentIp: client.ipAddress.slice(0, 45),
      consentUserAgent: client.userAgent.slice(0, 255),
      pendingSince: null,
      unsubscribedAt: null,
      bouncedAt: null,
      // The page that confirms offers the guide at once.
      guideSentAt: now,
    });
    if (confirmed) this.analytics.recordSiteEvent('confirm', subscriber.signupPage, now);
    return done(!confirmed);
  }

  /** A reused link is not an error: the visitor wanted to be off the list, and is. */
  async unsubscribe(token: string, now = new Date()): Promise<UnsubscribeNewsletterResponseDto> {
    const id = unsubscribeTokenId(token);
    const subscriber = id === null ? null : await this.subscribers.findById(id);
    if (!subscriber || !verifyUnsubscribeToken(this.config.newsletterSecret, token, subscriber.id, subscriber.email)) {
      throw new BadRequestException(INVALID_UNSUBSCRIBE_LINK_MESSAGE);
    }
    // The WHERE on the status makes two clicks at once count as one unsubscription.
    return (await this.subscribers.unsubscribe(subscriber.id, now))
      ? { message: 'You have been unsubscribed. You will not receive the Dive Down Under newsletter any more.', alreadyUnsubscribed: false }
      : { message: 'This address was already unsubscribed. You will not receive the newsletter any more.', alreadyUnsubscribed: true };
  }

  /** The mail server refused the address for good: it is never mailed again (until it signs up and confirms anew). */
  async markBounced(subscriberId: number, now = new Date()): Promise<void> {
    await this.subscribers.markBounced(subscriberId, now);
  }

  /**
   * Unconfirmed sign-ups older than the link's life: a new address is deleted (it never consented);
   * one that had been on the list before goes back to unsubscribed, keeping its history.
   */
  async purgeStalePending(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - CONFIRM_LINK_DAYS * DAY_MS);
    const stale = await this.subscribers.findPendingSince(cutoff);
    const neverConsented = stale.filter((s) => s.consentedAt === null).map((s) => s.id);
    const returning = stale.filter((s) => s.consentedAt !== null).map((s) => s.id);
    if (neverConsented.length) await this.subscribers.deletePending(neverConsented);
    if (returning.length) await this.subscribers.returnPendingToUnsubscribed(returning);
    return stale.length;
  }

  /** Confirmed subscribers only, oldest first, each with the unsubscribe link a newsletter e-mail must carry. */
  async exportCsv(now = new Date()): Promise<CsvFile> {
    const subscribers = await this.subscribers.findConfirmed();
    const { newsletterSecret, publicUrl } = this.config;
    const rows = subscribers.map((s) => ({
      email: s.email,
      consentedAt: s.consentedAt ?? s.createdAt,
      source: s.source,
      unsubscribeUrl: unsubscribeUrl(publicUrl, signUnsubscribeToken(newsletterSecret, s.id, s.email)),
    }));
    return { filename: subscribersCsvFilename(now), body: toSubscribersCsv(rows) };
  }
}

/** The sign-up form's page as the form said, when it is one of the site's pages; else '' (unknown). */
function signupPageOf(page: string | undefined): string {
  const path = page?.split(/[?#]/)[0] ?? '';
  return path.length <= 191 && /^\/[A-Za-z0-9\-._~/%]*$/.test(path) && pagePatternOf(path) !== null ? path : '';
}
