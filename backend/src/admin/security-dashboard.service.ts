import { Injectable } from '@nestjs/common';
import { DataSource, MoreThanOrEqual } from 'typeorm';
import { AuditLog } from '../audit/audit-log.entity';
import { SecurityActivityDto, SecurityDashboardResponseDto } from './security-dashboard.dto';

const DAY_MS = 24 * 3600_000;
const RECENT_LIMIT = 50;

export function toSecurityActivity(row: AuditLog): SecurityActivityDto {
  return {
    timestamp: (row.lastSeenAt ?? row.timestamp).toISOString(),
    count: row.count,
    action: row.action,
    resource: row.resource,
    ipAddress: row.ipAddress,
    details: row.details,
  };
}

@Injectable()
export class SecurityDashboardService {
  constructor(private readonly dataSource: DataSource) {}

  async getDashboard(): Promise<SecurityDashboardResponseDto> {
    const logs = this.dataSource.getRepository(AuditLog);
    const since = MoreThanOrEqual(new Date(Date.now() - DAY_MS));
    // Attempts, not rows: a row of repeated refused logins counts for each attempt it stands for.
    const attempts = async (action: string) => Number((await logs.sum('count', { action, lastSeenAt: since })) ?? 0);
    const [successfulLogins, failedAttempts, blockedAttempts, recent] = await Promise.all([
      attempts('login_success'),
      attempts('login_failure'),
      attempts('login_blocked'),
      logs.find({ order: { lastSeenAt: 'DESC' }, take: RECENT_LIMIT }),
    ]);
    return {
      totalLoginAttempts: successfulLogins + failedAttempts + blockedAttempts,
      successfulLogins,
      failedAttempts,
      blockedAttempts,
      recentActivity: recent.map(toSecurityActivity),
    };
  }
}
