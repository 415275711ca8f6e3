import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { EntityTarget, ObjectLiteral } from 'typeorm';
import { ClientInfo } from '../auth/admin-session.service';
import { clientKey } from '../auth/client-key';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { AuditRepository } from './audit.repository';

/** Actions the security dashboard counts or lists; admin writes add `create`/`update`/`delete` (+ `_failed`). */
export type AuditAction =
  | 'login_success'
  | 'login_failure'
  | 'login_blocked'
  | 'signup_blocked'
  | 'admin_logout'
  | 'password_changed'
  | 'sitemap_update'
  | 'data_export'
  | 'newsletter_test'
  | 'newsletter_send'
  | 'create'
  | 'update'
  | 'delete';

export type AuditedAction = AuditAction | `${AuditAction}_failed`;

export interface AuditEntry {
  action: AuditedAction;
  client: ClientInfo;
  resource?: string;
  details: string;
  /** Repeated events with this key share one row whatever the client (a site-wide limit); else one row per client. */
  groupAs?: string;
}

/** How often rows older than the retention period are deleted (also once at every start). */
const RETENTION_SWEEP_MS = 6 * 3600_000;
const DAY_MS = 24 * 3600_000;

/**
 * Appends rows to `audit_logs`. An audit failure is logged, never turned into a failed admin request.
 * Repeated refused attempts share one row per client and window, and old rows are deleted after
 * AUDIT_RETENTION_DAYS, so a flood of guesses cannot bury the owner's real events or grow the table
 * without bound.
 */
@Injectable()
export class AuditService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(AuditService.name);
  private sweep?: NodeJS.Timeout;

  constructor(
    private readonly logs: AuditRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async record(entry: AuditEntry): Promise<void> {
    try {
      const now = new Date();
      await this.logs.insert({ ...this.row(entry), timestamp: now, lastSeenAt: now });
    } catch (error) {
      this.logger.error(`Could not write the audit row for ${entry.action}: ${(error as Error).message}`);
    }
  }

  /**
   * Counts a repeated event (a refused login) on one row per action, client and fixed window of
   * `windowMs`: the row keeps the first time, and gets the latest time, details and a count.
   */
  async recordRepeated(entry: AuditEntry, windowMs: number): Promise<void> {
    const now = new Date();
    const groupKey = `${entry.action}|${entry.groupAs ?? clientKey(entry.client.ipAddress)}|${Math.floor(now.getTime() / windowMs)}`.slice(
      0,
      191,
    );
    try {
      await this.logs.countOnGroupRow(
        { ...this.row(entry), groupKey, count: 0, timestamp: now, lastSeenAt: now },
        { lastSeenAt: now, details: entry.details.slice(0, 1000), userAgent: entry.client.userAgent.slice(0, 512) },
      );
    } catch (error) {
      this.logger.error(`Could not write the audit row for ${entry.action}: ${(error as Error).message}`);
    }
  }

  /**
   * The `column` of row `id` of `entity`: what an admin delete names, read before the row goes.
   * Undefined when there is no such row or it cannot be read (the delete then reports why).
   */
  async nameOf(entity: EntityTarget<ObjectLiteral>, column: string, id: number): Promise<string | undefined> {
    try {
      return await this.logs.nameOf(entity, column, id);
    } catch (error) {
      this.logger.error(`Could not read the name of the item being deleted: ${(error as Error).message}`);
      return undefined;
    }
  }

  /** Deletes rows whose latest event is older than AUDIT_RETENTION_DAYS; returns how many. */
  async purgeExpired(): Promise<number> {
    const cutoff = new Date(Date.now() - this.config.auditRetentionDays * DAY_MS);
    return this.logs.deleteSeenBefore(cutoff);
  }

  onApplicationBootstrap(): void {
    this.sweep = setInterval(() => {
      this.purgeExpired().catch((error: Error) => this.logger.error(`Audit retention sweep failed: ${error.message}`));
    }, RETENTION_SWEEP_MS);
    // The sweep alone must never keep the process alive.
    this.sweep.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.sweep);
  }

  private row(entry: AuditEntry) {
    return {
      id: randomUUID(),
      action: entry.action,
      resource: entry.resource ?? null,
      ipAddress: entry.client.ipAddress.slice(0, 64),
      userAgent: entry.client.userAgent.slice(0, 512),
      details: entry.details.slice(0, 1000),
    };
  }
}
