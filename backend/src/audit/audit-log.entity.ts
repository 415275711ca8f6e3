import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

@Entity('audit_logs')
@Index(['timestamp'])
@Index(['action', 'timestamp'])
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

  @CreateDateColumn()
  timestamp: Date;
}
