import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException, OnModuleInit } from '@nestjs/common';
import { createElement } from 'react';
import { DataSource, EntityManager, In, LessThan } from 'typeorm';
import { ClientInfo } from '../../auth/admin-session.service';
import { WeekendWindowService } from '../../conditions/weekend-window.service';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { Transactions } from '../../database/transactions';
import { OutboxMessage } from '../../mail/outbox-message.entity';
import { OutboxService } from '../../mail/outbox.service';
import { SiteCapsService } from '../../site-caps/site-caps.service';
import { CONFIRM_LINK_DAYS, parseConfirmToken } from '../confirm-token';
import { checkConfirmLink, queueConfirmation, resendAfter, signUp } from '../double-opt-in';
import { signUnsubscribeToken, unsubscribeTokenId, verifyUnsubscribeToken } from '../unsubscribe-token';
import { AlertConfirmationEmail, alertConfirmationSubject } from './emails/alert-confirmation-email';
import { alertArea, unknownAreaMessage } from './window-alert-areas';
import { AdminWindowAlertsDto, DEFAULT_ALERTS_PAGE_SIZE } from './window-alerts-admin.dto';
import { AlertScope, AlertStatus, WindowAlert } from './window-alert.entity';
import {
  ConfirmWindowAlertResponseDto,
  CreateWindowAlertResponseDto,
  INVALID_ALERT_UNSUBSCRIBE_MESSAGE,
  UnsubscribeWindowAlertResponseDto,
} from './window-alerts.dto';

const DAY_MS = 86_400_000;
export const ALERT_EXISTS_MESSAGE = 'This address already gets this alert. We will write when the weekend looks good.';
/** Alerts one address may hold at once, pending or confirmed: enough for a diver's spots, too few to flood a stranger's inbox. */
export const MAX_ALERTS_PER_ADDRESS = 10;
export const TOO_MANY_ALERTS_MESSAGE = `This address already has ${MAX_ALERTS_PER_ADDRESS} alerts, the most one address can have. Switch one off with the link at the foot of its e-mails, then ask again.`;
export const ALERT_NOT_FOUND = 'No dive-window alert has this id.';
export const CHECK_YOUR_EMAIL_MESSAGE = 'Almost there: open the e-mail we just sent to confirm your alert (check your spam folder).';

/**
 * An alert's links lead to the newsletter's confirm and unsubscribe pages with the token behind this
 * prefix, which tells the pages to speak of the alert and ask this API (frontend: features/newsletter/alert-token.ts).
 */
export const ALERT_TOKEN_PREFIX = 'alert.';
const withoutPrefix = (token: string) => (token.startsWith(ALERT_TOKEN_PREFIX) ? token.slice(ALERT_TOKEN_PREFIX.length) : token);

/** The pages an alert's e-mails link to, under PUBLIC_URL. */
export const alertConfirmUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/newsletter/confirm?token=${encodeURIComponent(ALERT_TOKEN_PREFIX + token)}`;
export const alertUnsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/newsletter/unsubscribe?token=${encodeURIComponent(ALERT_TOKEN_PREFIX + token)}`;
export const alertOneClickUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/newsletter/alerts/unsubscribe/one-click?token=${encodeURIComponent(token)}`;

/**
 * Dive-window alerts: sign-up, confirmation and unsubscribe, with the newsletter's rules and its
 * double opt-in steps (double-opt-in.ts: the same address form, signed expiring links of which only
 * the latest confirms, at most one confirmation e-mail per 10 minutes while pending, the site-wide
 * hourly cap on confirmation e-mails). Nothing but the confirmation is sent before the address confirms.
 */
@Injectable()
export class WindowAlertsService implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    private readonly outbox: OutboxService,
    private readonly weekends: WeekendWindowService,
    private readonly caps: SiteCapsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    // Checked again when the worker sends, not only when queuing: a visitor who switches an alert off (or
    // the owner who removes it) seconds after its e-mail was queued gets nothing.
    this.outbox.registerSendCheck('window-alert', (message) => this.unlessStill(message, 'confirmed'));
    this.outbox.registerSendCheck('alert-confirmation', (message) => this.unlessStill(message, 'pending'));
  }

  /** Why an alert's queued e-mail must not go: its alert is gone, or no longer `status`; null to send it. */
  private async unlessStill(message: OutboxMessage, status: AlertStatus): Promise<string | null> {
    if (message.windowAlertId === null) return null;
    const alert = await this.repo().findOne({ select: { id: true, status: true }, where: { id: message.windowAlertId } });
    if (!alert) return 'Not sent: the alert was removed first.';
    return alert.status === status ? null : 'Not sent: the alert was switched off first.';
  }

  async subscribe(email: string, scope: AlertScope, target: string, now = new Date()): Promise<CreateWindowAlertResponseDto> {
    const area = alertArea(scope, target, await this.weekends.places());
    if (!area) throw new NotFoundException(unknownAreaMessage(scope, target));
    await signUp({ transactions: this.transactions, outbox: this.outbox, caps: this.caps }, async (manager) => {
      const repo = manager.getRepository(WindowAlert);
      const existing = await repo.findOneBy({ email, scope, target });
      if (existing?.status === 'confirmed') throw new ConflictException(ALERT_EXISTS_MESSAGE);
      // Only a new (or switched-off) alert counts against the cap: asking again for one held stays as it was.
      // Two sign-ups of one address at the same instant may both pass the count; one alert over is harmless.
      if (existing?.status !== 'pending' && (await this.heldBy(manager, email)) >= MAX_ALERTS_PER_ADDRESS) {
        throw new ConflictException(TOO_MANY_ALERTS_MESSAGE);
      }
      let id: number;
      if (!existing) {
        const inserted = await repo.insert({ email, scope, target, status: 'pending', confirmationSentAt: now });
        id = Number(inserted.identifiers[0]!.id);
      } else {
        // Conditional, so two sign-ups at once send one e-mail: the second UPDATE matches nothing.
        const update = manager
          .createQueryBuilder()
          .update(WindowAlert)
          .set({ status: 'pending', confirmationSentAt: now, unsubscribedAt: null })
          .where('id = :id AND status = :status', { id: existing.id, status: existing.status });
        if (existing.status === 'pending') {
          update.andWhere('(confirmationSentAt IS NULL OR confirmationSentAt < :resendAfter)', { resendAfter: resendAfter(now) });
        }
        if (((await update.execute()).affected ?? 0) !== 1) return false;
        id = existing.id;
      }
      await this.queueConfirmation(manager, id, email, area.watching, now);
      return true;
    });
    return { message: CHECK_YOUR_EMAIL_MESSAGE, email, watching: area.watching };
  }

  /** The alerts `email` holds: pending or confirmed. */
  private heldBy(manager: EntityManager, email: string): Promise<number> {
    return manager.getRepository(WindowAlert).countBy({ email, status: In(['pending', 'confirmed']) });
  }

  private async queueConfirmation(manager: EntityManager, id: number, email: string, watching: string, now: Date): Promise<void> {
    const { newsletterSecret, publicUrl, newsletter } = this.config;
    await queueConfirmation(
      this.outbox,
      manager,
      { secret: newsletterSecret, id, email, purpose: 'window-alert', now },
      (token) =>
        createElement(AlertConfirmationEmail, {
          sender: { publicUrl, replyAddress: newsletter.replyAddress },
          confirmUrl: alertConfirmUrl(publicUrl, token),
          watching,
          linkDays: CONFIRM_LINK_DAYS,
        }),
      { kind: 'alert-confirmation', subject: alertConfirmationSubject(watching), windowAlertId: id },
    );
  }

  /** Confirms the alert of a confirmation link, recording the consent; a second click answers `alreadyConfirmed`. */
  async confirm(link: string, client: ClientInfo, now = new Date()): Promise<ConfirmWindowAlertResponseDto> {
    const token = withoutPrefix(link);
    const parts = parseConfirmToken(token);
    const found = parts ? await this.repo().findOneBy({ id: parts.id }) : null;
    // A link from before the alert was switched off must not switch it back on.
    const { row: alert, alreadyConfirmed } = checkConfirmLink(this.config.newsletterSecret, token, parts, found, now, 'window-alert');
    const watching = await this.watching(alert);
    const done = (already: boolean): ConfirmWindowAlertResponseDto => ({
      message: already
        ? `Your alert for ${watching} was already confirmed.`
        : `Thank you! Your alert for ${watching} is on. We will write when the weekend looks good, at most once a week.`,
      alreadyConfirmed: already,
    });
    if (alreadyConfirmed) return done(true);
    const result = await this.repo().update(
      { id: alert.id, status: 'pending' },
      {
        status: 'confirmed',
        consentedAt: now,
        consentIp: client.ipAddress.slice(0, 45),
        consentUserAgent: client.userAgent.slice(0, 255),
        unsubscribedAt: null,
      },
    );
    return done((result.affected ?? 0) !== 1);
  }

  /** Switches the alert off; a reused link is not an error. */
  async unsubscribe(link: string, now = new Date()): Promise<UnsubscribeWindowAlertResponseDto> {
    const token = withoutPrefix(link);
    const id = unsubscribeTokenId(token);
    const alert = id === null ? null : await this.repo().findOneBy({ id });
    if (!alert || !verifyUnsubscribeToken(this.config.newsletterSecret, token, alert.id, alert.email, 'window-alert')) {
      throw new BadRequestException(INVALID_ALERT_UNSUBSCRIBE_MESSAGE);
    }
    const watching = await this.watching(alert);
    const result = await this.dataSource
      .createQueryBuilder()
      .update(WindowAlert)
      .set({ status: 'unsubscribed', unsubscribedAt: now })
      .where("id = :id AND status <> 'unsubscribed'", { id: alert.id })
      .execute();
    return (result.affected ?? 0) === 1
      ? { message: `Your alert for ${watching} is off. You will not get these e-mails any more.`, alreadyUnsubscribed: false }
      : { message: `Your alert for ${watching} was already off.`, alreadyUnsubscribed: true };
  }

  /** The unsubscribe link of an alert's e-mails. */
  unsubscribeToken(alert: Pick<WindowAlert, 'id' | 'email'>): string {
    return signUnsubscribeToken(this.config.newsletterSecret, alert.id, alert.email, 'window-alert');
  }

  /** The owner's list: alerts pending or confirmed, newest first, with what each watches by name. */
  async listForAdmin(page = 1, limit = DEFAULT_ALERTS_PAGE_SIZE): Promise<AdminWindowAlertsDto> {
    const held = { status: In(['pending', 'confirmed']) };
    const [rows, confirmed, pending] = await Promise.all([
      this.repo().find({ where: held, order: { createdAt: 'DESC', id: 'DESC' }, skip: (page - 1) * limit, take: limit }),
      this.repo().countBy({ status: 'confirmed' }),
      this.repo().countBy({ status: 'pending' }),
    ]);
    const places = await this.weekends.places();
    const alerts = rows.map((alert) => ({
      id: alert.id,
      email: alert.email,
      scope: alert.scope,
      target: alert.target,
      watching: alertArea(alert.scope, alert.target, places)?.watching ?? `${alert.scope} ${alert.target} (no longer on the site)`,
      status: alert.status as 'pending' | 'confirmed',
      createdAt: alert.createdAt,
      lastAlertWeek: alert.lastAlertWeek,
    }));
    return { total: confirmed + pending, confirmed, pending, page, limit, alerts };
  }

  /** The owner removes an alert; an e-mail of it still in the outbox is then not sent (see onModuleInit). */
  async remove(id: number): Promise<void> {
    const result = await this.repo().delete({ id });
    if ((result.affected ?? 0) === 0) throw new NotFoundException(ALERT_NOT_FOUND);
  }

  /** Unconfirmed alerts past their link's life are deleted (they never consented). */
  async purgeStalePending(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - CONFIRM_LINK_DAYS * DAY_MS);
    const result = await this.repo().delete({ status: 'pending', confirmationSentAt: LessThan(cutoff) });
    return result.affected ?? 0;
  }

  private async watching(alert: WindowAlert): Promise<string> {
    return alertArea(alert.scope, alert.target, await this.weekends.places())?.watching ?? 'this dive site';
  }

  private repo() {
    return this.dataSource.getRepository(WindowAlert);
  }
}
