import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { LEN } from '../../database/entity-columns';

/** What an alert watches: one dive site (its id), or every site of a region or a state (their slugs). */
export const ALERT_SCOPES = ['site', 'region', 'state'] as const;
export type AlertScope = (typeof ALERT_SCOPES)[number];

/**
 * pending: asked for, confirmation e-mail sent, not confirmed (gets nothing else); confirmed: alerts
 * go out; unsubscribed: left through a link.
 */
export const ALERT_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

/**
 * One address's wish to hear when a site (or any site of a region or state) rates good in the dive
 * window on the coming weekend. Confirmed by double opt-in, like the newsletter, but a list of its own:
 * an alert is not a newsletter subscription, and leaving one leaves the other alone.
 */
@Entity('dive_window_alerts')
@Index(['email', 'scope', 'target'], { unique: true })
@Index(['status'])
export class WindowAlert {
  @PrimaryGeneratedColumn()
  id: number;

  /** In the mailer's form (newsletter/subscriber-address.ts), as the newsletter stores it. */
  @Column({ length: LEN.email })
  email: string;

  @Column({ type: 'varchar', length: 10 })
  scope: AlertScope;

  /** The site's id (as text), or the region's or state's slug. */
  @Column({ type: 'varchar', length: 100 })
  target: string;

  @Column({ type: 'varchar', length: 12, default: 'pending' })
  status: AlertStatus;

  @CreateDateColumn({ precision: 6 })
  createdAt: Date;

  /** When the latest confirmation e-mail was queued: only its link confirms (at most one every 10 minutes). */
  @Column({ type: 'datetime', precision: 6, nullable: true })
  confirmationSentAt: Date | null;

  /** When the address confirmed (its consent), and the client it came from. */
  @Column({ type: 'datetime', precision: 6, nullable: true })
  consentedAt: Date | null;

  @Column({ type: 'varchar', length: 45, nullable: true })
  consentIp: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  consentUserAgent: string | null;

  @Column({ type: 'datetime', precision: 6, nullable: true })
  unsubscribedAt: Date | null;

  /**
   * The Saturday (YYYY-MM-DD, site time) of the last weekend an alert e-mail was queued for. One
   * conditional UPDATE on it, in the transaction that queues the e-mail, sends at most one a week,
   * however many instances run the check.
   */
  @Column({ type: 'varchar', length: 10, nullable: true })
  lastAlertWeek: string | null;
}
