import { Injectable } from '@nestjs/common';
import { AuditLog } from '../audit/audit-log.entity';
import { SecurityActivityDto, SecurityDashboardResponseDto } from './security-dashboard.dto';
import { SecurityDashboardRepository } from './security-dashboard.repository';

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
  constructor(private readonly logs: SecurityDashboardRepository) {}

  async getDashboard(): Promise<SecurityDashboardResponseDto> {
    const since = new Date(Date.now() - DAY_MS);
    const attempts = (action: string) => this.logs.countAttempts(action, since);
    const [successfulLogins, failedAttempts, blockedAttempts, recent] = await Promise.all([
      attempts('login_success'),
      attempts('login_failure'),
      attempts('login_blocked'),
      this.logs.findRecent(RECENT_LIMIT),
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
