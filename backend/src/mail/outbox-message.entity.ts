import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { LongTextColumn } from '../database/column-types';
import { LEN } from '../database/entity-columns';

/** What caused a message; newsletter issues are composed when sent, everything else when queued. */
export const OUTBOX_KINDS = [
  'contact',
  'confirmation',
  'newsletter',
  'newsletter-test',
  'guide',
  'weekly-summary',
  'alert-confirmation',
  'window-alert',
] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/**
 * queued: waiting for its turn (or for a mail server); sending: claimed by one instance until
 * `lockedUntil`; sent: accepted by the mail server; failed: refused for good (5xx) or out of attempts;
 * cancelled: no longer to be sent (its subscriber left the list before its turn).
 */
export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * One e-mail the site sends, written in the same transaction as the action that causes it and sent
 * by the outbox worker (see outbox.service.ts), so nothing is lost when the mail server or the site
 * fails, and nothing is sent twice when several instances run.
 */
@Entity('outbox_messages')
@Index(['status', 'nextAttemptAt'])
@Index(['issueId', 'subscriberId'], { unique: true })
export class OutboxMessage {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 20 })
  kind: OutboxKind;

  @Column({ length: LEN.email })
  recipient: string;

  @Column({ length: LEN.name })
  subject: string;

  /** Null for newsletter issues: composed from the issue when sent, so 10,000 rows do not hold 10,000 copies. */
  @LongTextColumn({ nullable: true })
  html: string | null;

  @LongTextColumn({ nullable: true })
  text: string | null;

  /** Extra headers as JSON (List-Unsubscribe, Reply-To). */
  @Column({ type: 'text', nullable: true })
  headers: string | null;

  @Column({ type: 'varchar', length: 12, default: 'queued' })
  status: OutboxStatus;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ type: 'datetime', precision: 6 })
  nextAttemptAt: Date;

  /** Which claim (one instance, one batch) holds the message while it is `sending`. */
  @Index()
  @Column({ type: 'varchar', length: 36, nullable: true })
  claimToken: string | null;

  @Column({ type: 'datetime', precision: 6, nullable: true })
  lockedUntil: Date | null;

  /** The mail server's last answer when it refused, or the connection error. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  lastError: string | null;

  @Column({ type: 'datetime', precision: 6, nullable: true })
  sentAt: Date | null;

  @CreateDateColumn({ precision: 6 })
  createdAt: Date;

  /** The newsletter subscriber it goes to, when it goes to one (a 5xx then marks the address bounced). */
  @Column({ type: 'int', nullable: true })
  subscriberId: number | null;

  /** The newsletter issue it carries; unique with the subscriber, so an issue reaches an address once. */
  @Column({ type: 'int', nullable: true })
  issueId: number | null;

  /** The dive-window alert it was queued for: checked again just before sending (see OutboxService.registerSendCheck). */
  @Column({ type: 'int', nullable: true })
  windowAlertId: number | null;
}
