import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** Shared throttling counters: kept in the database so restarts and other instances see them. */
@Entity('rate_limits')
export class RateLimit {
  @PrimaryColumn({ length: 191 })
  key: string;

  /** The spec stores the count as text. */
  @Column({ length: 20, default: '0' })
  count: string;

  @Column('datetime')
  resetTime: Date;

  @CreateDateColumn()
  createdAt: Date;
}
