import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { LEN } from '../database/entity-columns';

/** Where a sign-up form sits on the site; recorded with the consent (Spam Act: consent must be shown). */
export const NEWSLETTER_SOURCES = ['home', 'footer', 'blog', 'api'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

/**
 * pending: signed up, confirmation e-mail sent, not confirmed (gets nothing else); confirmed: on the
 * list; unsubscribed: left through a link; bounced: the mail server refused the address for good.
 */
export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed', 'bounced'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

@Entity('newsletters')
@Index(['status', 'pendingSince'])
export class Newsletter {
  @PrimaryGeneratedColumn()
  id: number;

  /** The address in the form the mailer uses (see subscriber-address.ts), so the unique key catches look-alikes. */
  @Column({ length: LEN.email, unique: true })
  email: string;

  @Column({ type: 'varchar', length: 12, default: 'confirmed' })
  status: SubscriberStatus;

  @CreateDateColumn()
  createdAt: Date;

  /** When the address last confirmed its subscription (its consent); null until it first does. */
  @Column({ type: 'datetime', precision: 6, nullable: true })
  consentedAt: Date | null;

  /** Which form the latest sign-up came from (one of NEWSLETTER_SOURCES). */
  @Column({ type: 'varchar', length: 20 })
  source: NewsletterSource;

  /** The site page the latest sign-up was made on ('' when unknown): the owner's sign-ups per page. */
  @Column({ type: 'varchar', length: 191, default: '' })
  signupPage: string;

  /** Where the confirmation came from (the client address the server trusts; see auth/client-info). */
  @Column({ type: 'varchar', length: 45, nullable: true })
  consentIp: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  consentUserAgent: string | null;

  /** Since when the address waits for its confirmation; unconfirmed sign-ups are dropped after 14 days. */
  @Column({ type: 'datetime', precision: 6, nullable: true })
  pendingSince: Date | null;

  /** When the latest confirmation e-mail was queued (at most one every 10 minutes). */
  @Column({ type: 'datetime', precision: 6, nullable: true })
  confirmationSentAt: Date | null;

  /** When the address left the list through its unsubscribe link; null while subscribed. */
  @Column({ type: 'datetime', precision: 6, nullable: true })
  unsubscribedAt: Date | null;

  /** When the address got the free guide (at confirmation, or the owner's one-off e-mail to earlier subscribers). */
  @Column({ type: 'datetime', precision: 6, nullable: true })
  guideSentAt: Date | null;

  /** When the mail server refused the address for good; it is never mailed again. */
  @Column({ type: 'datetime', precision: 6, nullable: true })
  bouncedAt: Date | null;
}
