import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { ContentTopic } from '../common/content-versions/content-topics';
import { ContentVersionsService } from '../common/content-versions/content-versions.service';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { Transactions } from '../database/transactions';
import { ScheduledPublishingRepository, ScheduledTable } from './scheduled-publishing.repository';

const SCHEDULED: readonly { table: ScheduledTable; topic: ContentTopic }[] = [
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
    private readonly scheduled: ScheduledPublishingRepository,
    private readonly transactions: Transactions,
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
    if (!this.transactions.ready) return;
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
      counts[table] = await this.transactions.run(async (manager) => {
        const affected = await this.scheduled.publishDue(manager, table, now);
        if (affected > 0) await this.versions.bumpIn(manager, [topic]);
        return affected;
      });
      if (counts[table] > 0) this.logger.log(`Published ${counts[table]} scheduled ${table}.`);
    }
    if (counts.articles + counts.reviews > 0) await this.versions.poll();
    return counts;
  }
}
