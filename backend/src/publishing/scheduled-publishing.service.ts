import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ContentTopic } from '../common/content-versions/content-topics';
import { ContentVersionsService } from '../common/content-versions/content-versions.service';
import { APP_CONFIG, AppConfig } from '../config/app-config';

const SCHEDULED: readonly { table: 'articles' | 'reviews'; topic: ContentTopic }[] = [
  { table: 'articles', topic: 'articles' },
  { table: 'reviews', topic: 'reviews' },
];

export interface PublishedCounts {
  articles: number;
  reviews: number;
}

/**
 * Publishes drafts whose publish time has come, on every instance every SCHEDULED_PUBLISH_POLL_SECONDS.
 * One conditional UPDATE per table does it: whichever instance runs it first flips the rows, any
 * other instance's UPDATE then matches nothing, so nothing is published twice; a tick that fails
 * (database away) leaves the rows due, and the next tick publishes them, so nothing is missed.
 * The content versions are bumped in the same transaction: lists, pages, the sitemap and every
 * instance's cache follow, as after an admin's own Publish.
 */
@Injectable()
export class ScheduledPublishingService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ScheduledPublishingService.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<PublishedCounts> | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly versions: ContentVersionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.tick(), this.config.scheduledPublishPollMs);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async tick(): Promise<void> {
    if (!this.dataSource.isInitialized) return;
    try {
      await this.publishDue();
    } catch (error) {
      this.logger.warn(`Scheduled publishing will retry at the next tick: ${String(error)}`);
    }
  }

  /** Publishes everything due at `now`; overlapping calls on one instance share one run. */
  publishDue(now = new Date()): Promise<PublishedCounts> {
    if (!this.running) this.running = this.run(now).finally(() => (this.running = null));
    return this.running;
  }

  private async run(now: Date): Promise<PublishedCounts> {
    const counts: PublishedCounts = { articles: 0, reviews: 0 };
    for (const { table, topic } of SCHEDULED) {
      counts[table] = await this.dataSource.transaction(async (manager) => {
        // createdAt first: MySQL applies the assignments left to right. The item is dated the day it went live.
        const result = await manager.queryRunner!.query(
          `UPDATE \`${table}\` SET \`createdAt\` = \`publishAt\`, \`published\` = ?, \`publishAt\` = NULL ` +
            'WHERE `published` = ? AND `publishAt` IS NOT NULL AND `publishAt` <= ?',
          [true, false, this.dateParam(now)],
          true,
        );
        const affected = Number(result.affected ?? 0);
        if (affected > 0) await this.versions.bumpIn(manager, [topic]);
        return affected;
      });
      if (counts[table] > 0) this.logger.log(`Published ${counts[table]} scheduled ${table}.`);
    }
    if (counts.articles + counts.reviews > 0) await this.versions.poll();
    return counts;
  }

  /** mysql2 writes a Date in the connection's zone (UTC); SQLite compares TypeORM's UTC text form. */
  private dateParam(now: Date): Date | string {
    const type = this.dataSource.options.type;
    if (type === 'mysql' || type === 'mariadb') return now;
    return now.toISOString().replace('T', ' ').replace('Z', '');
  }
}
