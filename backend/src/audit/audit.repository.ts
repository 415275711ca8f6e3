import { Injectable } from '@nestjs/common';
import { DataSource, EntityTarget, LessThan, ObjectLiteral } from 'typeorm';
import { AuditLog } from './audit-log.entity';

/** A new audit row as the service builds it (the table's defaults fill the rest). */
export type AuditRow = Pick<AuditLog, 'id' | 'action' | 'resource' | 'ipAddress' | 'userAgent' | 'details' | 'timestamp' | 'lastSeenAt'> &
  Partial<Pick<AuditLog, 'groupKey' | 'count'>>;

/** The audit trail (table `audit_logs`), and the one read an admin delete needs before the row goes. */
@Injectable()
export class AuditRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(row: AuditRow): Promise<void> {
    await this.dataSource.getRepository(AuditLog).insert(row);
  }

  /**
   * Counts one more event on the row of `row.groupKey`: insert-if-missing, then increment, so
   * parallel attempts from one client land on the same row.
   */
  async countOnGroupRow(
    row: AuditRow & { groupKey: string },
    latest: Pick<AuditLog, 'lastSeenAt' | 'details' | 'userAgent'>,
  ): Promise<void> {
    const logs = this.dataSource.getRepository(AuditLog);
    await logs.createQueryBuilder().insert().values(row).orIgnore().execute();
    const { lastSeenAt, ...rest } = latest;
    await logs
      .createQueryBuilder()
      .update()
      // Parallel attempts finish in any order: the latest time only ever moves forward (never before the row's first).
      .set({ count: () => 'count + 1', lastSeenAt: () => 'CASE WHEN lastSeenAt < :seenAt THEN :seenAt ELSE lastSeenAt END', ...rest })
      .where('groupKey = :groupKey', { groupKey: row.groupKey })
      .setParameter('seenAt', lastSeenAt)
      .execute();
  }

  /** The `column` of row `id` of `entity`, when it is text. */
  async nameOf(entity: EntityTarget<ObjectLiteral>, column: string, id: number): Promise<string | undefined> {
    const row = await this.dataSource
      .getRepository(entity)
      .createQueryBuilder('item')
      .select(`item.${column}`, 'name')
      .where('item.id = :id', { id })
      .getRawOne<{ name: unknown }>();
    return typeof row?.name === 'string' ? row.name : undefined;
  }

  /** Deletes rows whose latest event is before `cutoff`; answers how many. */
  async deleteSeenBefore(cutoff: Date): Promise<number> {
    const result = await this.dataSource.getRepository(AuditLog).delete({ lastSeenAt: LessThan(cutoff) });
    return result.affected ?? 0;
  }
}
