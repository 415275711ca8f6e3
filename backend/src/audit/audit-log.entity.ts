import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

@Entity('audit_logs')
@Index(['timestamp'])
@Index(['action', 'timestamp'])
@Index(['action', 'lastSeenAt'])
@Index(['lastSeenAt'])
export class AuditLog {
  /** A random UUID: the spec keys audit rows by text, not by a guessable counter. */
  @PrimaryColumn({ length: 36 })
  id: string;

  @Column({ length: 64 })
  action: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  resource: string | null;

  @Column({ length: 64 })
  ipAddress: string;

  @Column({ length: 512 })
  userAgent: string;

  @Column('text')
  details: string;

  /** When it happened; for a row that stands for repeated attempts, when the first one came. */
  @CreateDateColumn()
  timestamp: Date;

  /** The latest attempt this row stands for (the same as `timestamp` for a single event). */
  @Column({ type: 'datetime', precision: 6, nullable: true })
  lastSeenAt: Date | null;

  /** How many attempts this row stands for: refused logins from one client in one window share a row. */
  @Column({ type: 'int', default: 1 })
  count: number;

  /** action|client|window of a row that groups repeated attempts; null for every other row. */
  @Column({ type: 'varchar', length: 191, nullable: true, unique: true })
  groupKey: string | null;
}
