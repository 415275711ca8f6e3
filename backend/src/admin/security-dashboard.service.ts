import { Injectable } from '@nestjs/common';
import { DataSource, MoreThanOrEqual } from 'typeorm';
import { AuditLog } from '../audit/audit-log.entity';
import { SecurityActivityDto, SecurityDashboardResponseDto } from './security-dashboard.dto';

const DAY_MS = 24 * 3600_000;
const RECENT_LIMIT = 50;

export function toSecurityActivity(row: AuditLog): SecurityActivityDto {
  return {
    timestamp: row.timestamp.toISOString(),
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
    const [successfulLogins, failedAttempts, blockedAttempts, recent] = await Promise.all([
      logs.countBy({ action: 'login_success', timestamp: since }),
      logs.countBy({ action: 'login_failure', timestamp: since }),
      logs.countBy({ action: 'login_blocked', timestamp: since }),
      logs.find({ order: { timestamp: 'DESC' }, take: RECENT_LIMIT }),
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
