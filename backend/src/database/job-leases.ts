import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/**
 * Which instance may run a scheduled job until when (table `job_leases`): a lease is taken with one
 * conditional UPDATE that only matches once the last one has run out, so instances never run a job
 * together. Read by table name, so any domain's job can use it without importing another's entity.
 */
@Injectable()
export class JobLeases {
  constructor(private readonly dataSource: DataSource) {}

  /** True when `holder` now holds `job` until `until`; false while another holds it. */
  async take(job: string, holder: string, until: Date, now: Date): Promise<boolean> {
    // Created already expired; two instances creating it at once is harmless (one insert is ignored).
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into('job_leases', ['name', 'holder', 'until'])
      .values({ name: job, holder: '', until: new Date(0) })
      .orIgnore()
      .execute();
    const result = await this.dataSource
      .createQueryBuilder()
      .update('job_leases')
      .set({ holder, until })
      .where('name = :job AND until <= :now', { job, now })
      .execute();
    return (result.affected ?? 0) === 1;
  }

  /** Hands the lease back early (the job is done), if `holder` still holds it. */
  async release(job: string, holder: string): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .update('job_leases')
      .set({ until: new Date(0) })
      .where('name = :job AND holder = :holder', { job, holder })
      .execute();
  }
}
