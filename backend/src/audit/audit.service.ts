import { Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ClientInfo } from '../admin/admin-session.service';
import { AuditLog } from './audit-log.entity';

/** Actions the security dashboard counts or lists; admin writes add `create`/`update`/`delete` (+ `_failed`). */
export type AuditAction =
  | 'login_success'
  | 'login_failure'
  | 'login_blocked'
  | 'admin_logout'
  | 'sitemap_update'
  | 'create'
  | 'update'
  | 'delete';

export type AuditedAction = AuditAction | `${AuditAction}_failed`;

export interface AuditEntry {
  action: AuditedAction;
  client: ClientInfo;
  resource?: string;
  details: string;
}

/** Appends rows to `audit_logs`. An audit failure is logged, never turned into a failed admin request. */
@Injectable()
export class AuditService {
  private readonly logger = new Logger(AuditService.name);

  constructor(private readonly dataSource: DataSource) {}

  async record(entry: AuditEntry): Promise<void> {
    try {
      await this.dataSource.getRepository(AuditLog).insert({
        id: randomUUID(),
        action: entry.action,
        resource: entry.resource ?? null,
        ipAddress: entry.client.ipAddress.slice(0, 64),
        userAgent: entry.client.userAgent.slice(0, 512),
        details: entry.details.slice(0, 1000),
      });
    } catch (error) {
      this.logger.error(`Could not write the audit row for ${entry.action}: ${(error as Error).message}`);
    }
  }
}
