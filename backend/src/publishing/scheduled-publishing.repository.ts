import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { sqlDate } from '../database/sql-date';

/** The tables whose drafts may carry a publish time. */
export type ScheduledTable = 'articles' | 'reviews';

/** The one statement scheduled publishing runs, per table. */
@Injectable()
export class ScheduledPublishingRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Publishes the table's drafts whose publish time is at or before `now`, dated that time; answers
   * how many. Conditional, so of two instances running it at once only one flips each row.
   */
  async publishDue(manager: EntityManager, table: ScheduledTable, now: Date): Promise<number> {
    // createdAt first: MySQL applies the assignments left to right. The item is dated the day it went live.
    const result = await manager.queryRunner!.query(
      `UPDATE \`${table}\` SET \`createdAt\` = \`publishAt\`, \`published\` = ?, \`publishAt\` = NULL ` +
        'WHERE `published` = ? AND `publishAt` IS NOT NULL AND `publishAt` <= ?',
      [true, false, sqlDate(this.dataSource, now)],
      true,
    );
    return Number(result.affected ?? 0);
  }
}
