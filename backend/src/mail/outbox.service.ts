import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { OutboxKind, OutboxMessage } from './outbox-message.entity';
import { OutboxRepository } from './outbox.repository';
import { classifySmtpFailure, retryDelayMs } from './smtp-failure';
import { SmtpTransportService } from './smtp-transport.service';

export interface NewMail {
  kind: OutboxKind;
  recipient: string;
  subject: string;
  html?: string | null;
  text?: string | null;
  headers?: Record<string, string>;
  subscriberId?: number | null;
  issueId?: number | null;
  windowAlertId?: number | null;
}

export interface ComposedMail {
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
}

/** Builds a message stored without a body (newsletter issues) when it is sent; null = no longer to be sent. */
export type Composer = (message: OutboxMessage) => Promise<ComposedMail | null>;
/**
 * Asked just before a message of its kind is sent: answers why it must no longer go (it is then
 * cancelled), or null to send it. What a visitor switched off between queuing and sending stays unsent.
 */
export type SendCheck = (message: OutboxMessage) => Promise<string | null>;
/** Told when the mail server refuses a message for good (5xx). */
export type PermanentFailureListener = (message: OutboxMessage, reason: string) => Promise<void>;

export type DeliveryResult = 'sent' | 'retry' | 'failed' | 'cancelled';

/** Kinds counted against NEWSLETTER_SEND_PER_MINUTE; everything else (confirmations, contact) goes first. */
const THROTTLED_KINDS: OutboxKind[] = ['newsletter'];

/**
 * The e-mail outbox. A message is a row written in the caller's transaction; an instance sends it
 * only after claiming it with a conditional UPDATE (status and lease checked again by the database),
 * so two instances never send one message, and a claim left by a crashed instance is taken over
 * once its lease has run out.
 */
@Injectable()
export class OutboxService {
  private readonly logger = new Logger(OutboxService.name);
  private readonly composers = new Map<OutboxKind, Composer>();
  private readonly sendChecks = new Map<OutboxKind, SendCheck>();
  private readonly failureListeners: PermanentFailureListener[] = [];
  private readonly nudgeListeners: (() => void)[] = [];

  constructor(
    private readonly messages: OutboxRepository,
    private readonly transport: SmtpTransportService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get smtpConfigured(): boolean {
    return this.transport.configured;
  }

  registerComposer(kind: OutboxKind, composer: Composer): void {
    this.composers.set(kind, composer);
  }

  registerSendCheck(kind: OutboxKind, check: SendCheck): void {
    this.sendChecks.set(kind, check);
  }

  onPermanentFailure(listener: PermanentFailureListener): void {
    this.failureListeners.push(listener);
  }

  onNudge(listener: () => void): void {
    this.nudgeListeners.push(listener);
  }

  /** Tells the worker that something was queued (call after the transaction committed). */
  nudge(): void {
    for (const listener of this.nudgeListeners) listener();
  }

  /** Queues a message in `manager`'s transaction: it exists exactly when the action that caused it does. */
  async enqueue(manager: EntityManager, mail: NewMail): Promise<number> {
    return this.messages.insert(manager, {
      kind: mail.kind,
      recipient: mail.recipient,
      subject: mail.subject,
      html: mail.html ?? null,
      text: mail.text ?? null,
      headers: mail.headers ? JSON.stringify(mail.headers) : null,
      subscriberId: mail.subscriberId ?? null,
      issueId: mail.issueId ?? null,
      windowAlertId: mail.windowAlertId ?? null,
      status: 'queued',
      nextAttemptAt: new Date(),
    });
  }

  /**
   * Tries one queued message now, waiting at most `waitMs` (a visitor's request): true when the mail
   * server accepted it in time. Otherwise the message stays in the outbox and the worker goes on.
   */
  async sendNow(id: number, waitMs = this.config.outbox.requestWaitMs): Promise<boolean> {
    if (!this.transport.configured) return false;
    const [message] = await this.claim({ ids: [id], limit: 1 });
    if (!message) return false;
    const delivery = this.deliver(message);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), waitMs)));
    try {
      return (await Promise.race([delivery, timeout])) === 'sent';
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Claims up to `limit` due messages for this instance: queued ones whose time has come, and
   * `sending` ones whose lease ran out (their instance died). Newsletter messages only within the
   * per-minute allowance shared by all instances.
   */
  async claim(options: { limit: number; ids?: number[]; now?: Date }): Promise<OutboxMessage[]> {
    const now = options.now ?? new Date();
    const allowance = options.ids ? options.limit : await this.newsletterAllowance(now);
    const candidates: number[] = [];
    for (const throttled of [false, true]) {
      const room = throttled ? Math.min(allowance, options.limit - candidates.length) : options.limit;
      if (room <= 0) continue;
      candidates.push(...(await this.messages.findDueIds(now, THROTTLED_KINDS, throttled, room, options.ids)));
    }
    if (candidates.length === 0) return [];
    return this.messages.claim(candidates, randomUUID(), new Date(now.getTime() + this.config.outbox.leaseMs), now);
  }

  /** Sends one claimed message and records the outcome; never throws. */
  async deliver(message: OutboxMessage): Promise<DeliveryResult> {
    try {
      const unwanted = await this.sendChecks.get(message.kind)?.(message);
      if (unwanted) return await this.finish(message, 'cancelled', { status: 'cancelled', lastError: unwanted });
      const mail = await this.compose(message);
      if (!mail)
        return await this.finish(message, 'cancelled', { status: 'failed', lastError: 'Not sent: the subscriber left the list first.' });
      await this.transport.send({ to: message.recipient, ...mail });
      return await this.finish(message, 'sent', { status: 'sent', sentAt: new Date(), lastError: null });
    } catch (error) {
      return this.recordFailure(message, error).catch((recordError) => {
        this.logger.warn(
          `Outbox message #${message.id}: the failure could not be recorded (${String(recordError)}); its lease will run out and it is retried.`,
        );
        return 'retry' as const;
      });
    }
  }

  /** Gives back claimed messages this instance will not send after all (it is shutting down). */
  async release(messages: OutboxMessage[]): Promise<void> {
    if (messages.length === 0) return;
    await this.messages.release(
      messages.map((m) => m.id),
      messages[0]!.claimToken,
    );
  }

  private async compose(message: OutboxMessage): Promise<ComposedMail | null> {
    if (message.html !== null || message.text !== null) {
      return {
        subject: message.subject,
        html: message.html ?? '',
        text: message.text ?? '',
        headers: message.headers ? (JSON.parse(message.headers) as Record<string, string>) : undefined,
      };
    }
    const composer = this.composers.get(message.kind);
    if (!composer) throw new Error(`No composer for ${message.kind} messages.`);
    return composer(message);
  }

  private async recordFailure(message: OutboxMessage, error: unknown): Promise<DeliveryResult> {
    const { kind, reason } = classifySmtpFailure(error);
    if (kind === 'permanent' || message.attempts >= this.config.outbox.maxAttempts) {
      const result = await this.finish(message, 'failed', { status: 'failed', lastError: reason });
      this.logger.warn(`Outbox message #${message.id} (${message.kind}) failed for good: ${reason}`);
      if (kind === 'permanent') for (const listener of this.failureListeners) await listener(message, reason);
      return result;
    }
    const nextAttemptAt = new Date(Date.now() + retryDelayMs(message.attempts, this.config.outbox.retryBaseMs));
    return this.finish(message, 'retry', { status: 'queued', nextAttemptAt, lastError: reason });
  }

  private async finish(message: OutboxMessage, result: DeliveryResult, fields: Partial<OutboxMessage>): Promise<DeliveryResult> {
    await this.messages.finish(message, fields);
    return result;
  }

  /** Newsletter messages this minute may still take, across every instance. */
  private async newsletterAllowance(now: Date): Promise<number> {
    const perMinute = this.config.newsletter.sendPerMinute;
    if (perMinute === 0) return Number.MAX_SAFE_INTEGER;
    const used = await this.messages.countInFlightOrSentSince(THROTTLED_KINDS, new Date(now.getTime() - 60_000));
    return Math.max(0, perMinute - used);
  }

  /** Messages by status, for the admin. */
  counts(): Promise<Record<string, number>> {
    return this.messages.countByStatus();
  }

  /** Ids only, for tests and the admin list. */
  byIds(ids: number[]): Promise<OutboxMessage[]> {
    return this.messages.findByIds(ids);
  }
}
