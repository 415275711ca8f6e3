import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** queued: waiting (or retrying); sending: claimed by one instance until `lockedUntil`; sent; failed: out of attempts. */
export const EDGE_PURGE_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type EdgePurgeStatus = (typeof EDGE_PURGE_STATUSES)[number];

/**
 * One purge of a shared cache's answers by tag, written in the transaction of the content write that
 * makes them outdated (see ContentVersionsService.bumpIn) and sent by EdgePurgeWorkerService on
 * whichever instance claims it first, like the e-mail outbox.
 */
@Entity('edge_purges')
@Index('IDX_edge_purges_due', ['status', 'nextAttemptAt'])
export class EdgePurge {
  @PrimaryGeneratedColumn()
  id: number;

  /** Space-separated tags (content topics): what the purge drops. */
  @Column({ length: 255 })
  tags: string;

  @Column({ type: 'varchar', length: 12, default: 'queued' })
  status: EdgePurgeStatus;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ type: 'datetime', precision: 6 })
  nextAttemptAt: Date;

  @Index('IDX_edge_purges_claim')
  @Column({ type: 'varchar', length: 36, nullable: true })
  claimToken: string | null;

  @Column({ type: 'datetime', precision: 6, nullable: true })
  lockedUntil: Date | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  lastError: string | null;

  @Column({ type: 'datetime', precision: 6, nullable: true })
  sentAt: Date | null;

  @CreateDateColumn({ type: 'datetime', precision: 6 })
  createdAt: Date;
}
