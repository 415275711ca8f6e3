import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In, LessThan } from 'typeorm';
import { isUniqueViolation } from '../common/database-errors';
import { RateLimit } from '../common/rate-limit/rate-limit.entity';
import { AnalyticsDaily } from './analytics-daily.entity';
import { AnalyticsEvent } from './analytics-event.entity';
import { METRICS } from './analytics-kinds';
import { AnalyticsRollup } from './analytics-rollup.entity';
import { AnalyticsSalt } from './analytics-salt.entity';

export type NewEvent = Omit<AnalyticsEvent, 'id'>;

/** One roll-up row before it is stored. */
export interface DailyRow {
  day: string;
  metric: string;
  key: string;
  detail: string;
  count: number;
  visitors: number;
}

/** The columns an event is written with (all but the generated id; a new column fails to compile until listed). */
const EVENT_COLUMN_SET: Record<keyof NewEvent, true> = {
  day: true,
  kind: true,
  path: true,
  referrer: true,
  utmSource: true,
  utmMedium: true,
  utmCampaign: true,
  device: true,
  term: true,
  results: true,
  visitor: true,
};
const EVENT_COLUMNS = Object.keys(EVENT_COLUMN_SET) as (keyof NewEvent)[];

/** Rows per INSERT statement: well inside MySQL's packet and SQLite's variable limits. */
const INSERT_CHUNK = 500;
const LIMIT_KEY_PREFIX = 'analytics:';

/** The raw events, their daily roll-ups, the day's salt and the beacon's per-client counters. */
@Injectable()
export class AnalyticsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insertEvents(rows: NewEvent[]): Promise<void> {
    // Plain SQL: TypeORM's insert builder spent more on its parameter bookkeeping than the database on the rows.
    const columns = EVENT_COLUMNS.map((column) => `\`${column}\``).join(', ');
    const placeholders = `(${EVENT_COLUMNS.map(() => '?').join(', ')})`;
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      const chunk = rows.slice(i, i + INSERT_CHUNK);
      const params = chunk.flatMap((row) => EVENT_COLUMNS.map((column) => row[column]));
      await this.dataSource.query(
        `INSERT INTO \`analytics_events\` (${columns}) VALUES ${chunk.map(() => placeholders).join(', ')}`,
        params,
      );
    }
  }

  /**
   * Adds each client's new beacon posts to its counter in `rate_limits` (a counter of an earlier
   * window starts again) and returns every instance's count of the window, in two statements.
   */
  async addBeaconHits(hits: Map<string, number>, windowEndsAt: Date): Promise<Map<string, number>> {
    const entries = [...hits];
    const counts = new Map<string, number>();
    for (let i = 0; i < entries.length; i += INSERT_CHUNK) {
      const chunk = entries.slice(i, i + INSERT_CHUNK);
      const values = chunk.map(() => '(?, ?, ?, ?)').join(', ');
      const params = chunk.flatMap(([key, n]) => [LIMIT_KEY_PREFIX + key, String(n), windowEndsAt, new Date()]);
      // The count is assigned first, while `resetTime` still holds the stored window (MySQL assigns left to right).
      const upsert = this.isMysql()
        ? 'ON DUPLICATE KEY UPDATE `count` = IF(`resetTime` = VALUES(`resetTime`), CAST(`count` AS UNSIGNED) + CAST(VALUES(`count`) AS UNSIGNED), VALUES(`count`)), `resetTime` = VALUES(`resetTime`)'
        : 'ON CONFLICT (`key`) DO UPDATE SET `count` = CASE WHEN `resetTime` = excluded.`resetTime` THEN CAST(`count` AS INTEGER) + CAST(excluded.`count` AS INTEGER) ELSE excluded.`count` END, `resetTime` = excluded.`resetTime`';
      await this.dataSource.query(
        `INSERT INTO \`rate_limits\` (\`key\`, \`count\`, \`resetTime\`, \`createdAt\`) VALUES ${values} ${upsert}`,
        params,
      );
      const stored = await this.dataSource.getRepository(RateLimit).find({
        where: { key: In(chunk.map(([key]) => LIMIT_KEY_PREFIX + key)), resetTime: windowEndsAt },
        select: { key: true, count: true },
      });
      for (const row of stored) counts.set(row.key.slice(LIMIT_KEY_PREFIX.length), Number(row.count) || 0);
    }
    return counts;
  }

  /** The salt of `day`, created by whichever instance asks first (a second insert is ignored). */
  async saltOf(day: string, fresh: string): Promise<string> {
    const repo = this.dataSource.getRepository(AnalyticsSalt);
    await repo.createQueryBuilder().insert().into(AnalyticsSalt).values({ day, salt: fresh }).orIgnore().execute();
    const row = await repo.findOneByOrFail({ day });
    return row.salt;
  }

  /** Forgets the salts of the days before `day`: their hashes can no longer be matched to anyone. */
  async deleteSaltsBefore(day: string): Promise<void> {
    await this.dataSource.getRepository(AnalyticsSalt).delete({ day: LessThan(day) });
  }

  /** Days before `day` that have raw events but no roll-up yet, oldest first. */
  async daysToRollUp(day: string): Promise<string[]> {
    const rows: { day: string }[] = await this.dataSource.query(
      'SELECT DISTINCT e.`day` AS day FROM `analytics_events` e LEFT JOIN `analytics_rollups` r ON r.`day` = e.`day` ' +
        'WHERE e.`day` < ? AND r.`day` IS NULL ORDER BY e.`day`',
      [day],
    );
    return rows.map((row) => row.day);
  }

  /** The days of `from`..`to` already rolled up. */
  async rolledDays(from: string, to: string): Promise<Set<string>> {
    const rows = await this.dataSource
      .getRepository(AnalyticsRollup)
      .createQueryBuilder('r')
      .select('r.day', 'day')
      .where('r.day >= :from AND r.day <= :to', { from, to })
      .getRawMany<{ day: string }>();
    return new Set(rows.map((row) => row.day));
  }

  /**
   * Rolls `day` up in one transaction: the marker row first (its primary key makes a second roll-up
   * of the day fail, whichever instance tries), the day's rows, then the day's visitor hashes blanked.
   * False when the day was rolled up already.
   */
  async rollUp(day: string, rows: DailyRow[], now: Date): Promise<boolean> {
    return this.dataSource
      .transaction(async (manager: EntityManager) => {
        await manager.insert(AnalyticsRollup, { day, rolledAt: now });
        for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
          await manager
            .createQueryBuilder()
            .insert()
            .into(AnalyticsDaily)
            .values(rows.slice(i, i + INSERT_CHUNK))
            .updateEntity(false)
            .execute();
        }
        await manager.getRepository(AnalyticsEvent).update({ day }, { visitor: '' });
        return true;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) return false;
        throw error;
      });
  }

  /** Deletes the raw events of the days before `day` (their roll-ups stay). */
  async deleteEventsBefore(day: string): Promise<void> {
    await this.dataSource.getRepository(AnalyticsEvent).delete({ day: LessThan(day) });
  }

  /** Rolled-up rows of `from`..`to`. */
  async dailyRows(from: string, to: string): Promise<DailyRow[]> {
    const rows = await this.dataSource
      .getRepository(AnalyticsDaily)
      .createQueryBuilder('d')
      .where('d.day >= :from AND d.day <= :to', { from, to })
      .getMany();
    return rows.map(({ day, metric, key, detail, count, visitors }) => ({ day, metric, key, detail, count, visitors }));
  }

  /** The day's roll-up, computed from its raw events (for the roll-up, and live for days not rolled up yet). */
  async summarise(day: string): Promise<DailyRow[]> {
    const q = (sql: string) => this.dataSource.query(sql, [day]) as Promise<Record<string, unknown>[]>;
    const views = "FROM `analytics_events` WHERE `day` = ? AND `kind` = 'view'";
    const searches = "FROM `analytics_events` WHERE `day` = ? AND `kind` = 'search'";
    const byPath = (kind: string) =>
      q(
        `SELECT \`path\` AS k, '' AS d, COUNT(*) AS n, 0 AS v FROM \`analytics_events\` WHERE \`day\` = ? AND \`kind\` = '${kind}' GROUP BY \`path\``,
      );
    const [total, pages, sources, campaigns, devices, terms, zero, missing, signups, confirms] = await Promise.all([
      q(`SELECT '' AS k, '' AS d, COUNT(*) AS n, COUNT(DISTINCT \`visitor\`) AS v ${views}`),
      q(`SELECT \`path\` AS k, '' AS d, COUNT(*) AS n, COUNT(DISTINCT \`visitor\`) AS v ${views} GROUP BY \`path\``),
      q(`SELECT \`referrer\` AS k, '' AS d, COUNT(*) AS n, COUNT(DISTINCT \`visitor\`) AS v ${views} GROUP BY \`referrer\``),
      q(
        `SELECT \`utmCampaign\` AS k, \`utmSource\` AS s, \`utmMedium\` AS m, COUNT(*) AS n, COUNT(DISTINCT \`visitor\`) AS v ${views} ` +
          "AND (`utmSource` <> '' OR `utmMedium` <> '' OR `utmCampaign` <> '') GROUP BY `utmCampaign`, `utmSource`, `utmMedium`",
      ),
      q(`SELECT \`device\` AS k, '' AS d, COUNT(*) AS n, COUNT(DISTINCT \`visitor\`) AS v ${views} GROUP BY \`device\``),
      q(`SELECT \`term\` AS k, '' AS d, COUNT(*) AS n, COUNT(DISTINCT \`visitor\`) AS v ${searches} GROUP BY \`term\``),
      q(`SELECT \`term\` AS k, '' AS d, COUNT(*) AS n, COUNT(DISTINCT \`visitor\`) AS v ${searches} AND \`results\` = 0 GROUP BY \`term\``),
      q(
        'SELECT `path` AS k, `referrer` AS d, COUNT(*) AS n, COUNT(DISTINCT `visitor`) AS v FROM `analytics_events` ' +
          "WHERE `day` = ? AND `kind` = 'not_found' GROUP BY `path`, `referrer`",
      ),
      byPath('signup'),
      byPath('confirm'),
    ]);
    const rows = (metric: string, found: Record<string, unknown>[]): DailyRow[] =>
      found.map((row) => ({
        day,
        metric,
        key: String(row.k ?? ''),
        detail: row.s !== undefined ? `${String(row.s)} / ${String(row.m)}` : String(row.d ?? ''),
        count: Number(row.n),
        visitors: Number(row.v),
      }));
    return [
      ...rows(METRICS.total, total).filter((row) => row.count > 0),
      ...rows(METRICS.page, pages),
      ...rows(METRICS.source, sources),
      ...rows(METRICS.campaign, campaigns),
      ...rows(METRICS.device, devices),
      ...rows(METRICS.search, terms),
      ...rows(METRICS.zeroSearch, zero),
      ...rows(METRICS.notFound, missing),
      ...rows(METRICS.signup, signups),
      ...rows(METRICS.confirm, confirms),
    ];
  }

  private isMysql(): boolean {
    const type = this.dataSource.options.type;
    return type === 'mysql' || type === 'mariadb';
  }
}
