import { Injectable } from '@nestjs/common';
import { DataSource, MoreThanOrEqual } from 'typeorm';
import { AuditLog } from '../audit/audit-log.entity';

/** What the security dashboard reads from the audit trail (table `audit_logs`). */
@Injectable()
export class SecurityDashboardRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Attempts, not rows: a row of repeated refused logins counts for each attempt it stands for. */
  async countAttempts(action: string, since: Date): Promise<number> {
    return Number((await this.dataSource.getRepository(AuditLog).sum('count', { action, lastSeenAt: MoreThanOrEqual(since) })) ?? 0);
  }

  /** The latest rows, by their latest event. */
  findRecent(take: number): Promise<AuditLog[]> {
    return this.dataSource.getRepository(AuditLog).find({ order: { lastSeenAt: 'DESC' }, take });
  }
}
