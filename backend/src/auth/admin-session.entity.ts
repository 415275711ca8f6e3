import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Server-side admin sessions. The primary key is the SHA-256 of the cookie's token, so a copy of
 * this table cannot be replayed as cookies.
 */
@Entity('admin_sessions')
@Index(['expiresAt'])
export class AdminSession {
  @PrimaryColumn({ length: 64 })
  id: string;

  @Column('int')
  userId: number;

  @CreateDateColumn()
  createdAt: Date;

  @Column('datetime')
  lastActivityAt: Date;

  /** Absolute end of the session, whatever the activity. */
  @Column('datetime')
  expiresAt: Date;

  @Column({ length: 64 })
  ipAddress: string;

  @Column({ length: 512 })
  userAgent: string;
}
