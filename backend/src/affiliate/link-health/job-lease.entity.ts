import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Which instance may run a scheduled job until when. An instance takes the lease with one
 * conditional UPDATE (only when it has run out), so several instances never run a job together.
 */
@Entity('job_leases')
export class JobLease {
  @PrimaryColumn({ length: 64 })
  name: string;

  @Column({ length: 64, default: '' })
  holder: string;

  @Column('datetime')
  until: Date;
}
