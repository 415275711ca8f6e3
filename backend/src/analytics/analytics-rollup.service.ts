import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { calendarDay } from '../common/csv/csv';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { JobLeases } from '../database/job-leases';
import { AnalyticsRepository } from './analytics.repository';
import { daysBefore } from '../common/calendar-days';
import { WeeklySummaryService } from './weekly-summary.service';

const JOB = 'analytics-rollup';
/** Long enough for a roll-up of a busy month; a crashed holder's lease runs out after it. */
const LEASE_MS = 10 * 60_000;

/**
 * Rolls each finished day's raw events up into `analytics_daily`, blanks that day's visitor hashes,
 * deletes yesterday's salt, and deletes raw events older than ANALYTICS_RAW_RETENTION_DAYS. Every
 * instance wakes every ANALYTICS_ROLLUP_POLL_MINUTES; only the one holding the `job_leases` row runs,
 * and a day's marker row (its primary key) keeps a day from being rolled up twice even if two ran.
 * The same wake queues Monday's weekly summary e-mail (WeeklySummaryService, once across instances).
 */
@Injectable()
export class AnalyticsRollupService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(AnalyticsRollupService.name);
  private readonly holder = randomUUID();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly analytics: AnalyticsRepository,
    private readonly leases: JobLeases,
    private readonly summary: WeeklySummaryService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.analytics.rollupPollMs === 0) return;
    const wake = () =>
      void this.runIfDue()
        // Monday's summary reads the roll-up of the week just ended.
        .then(() => this.summary.sendIfDue())
        .catch((error: unknown) => this.logger.warn(`Analytics roll-up or weekly summary skipped: ${String(error)}`));
    this.timer = setInterval(wake, this.config.analytics.rollupPollMs);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Rolls up every finished day not rolled up yet, when this instance wins the lease; resolves with the days it rolled up. */
  async runIfDue(now = new Date()): Promise<string[]> {
    if (!(await this.leases.take(JOB, this.holder, new Date(now.getTime() + LEASE_MS), now))) return [];
    try {
      const today = calendarDay(now, this.config.siteTimeZone);
      const rolled: string[] = [];
      for (const day of await this.analytics.daysToRollUp(today)) {
        if (await this.analytics.rollUp(day, await this.analytics.summarise(day), now)) rolled.push(day);
      }
      await this.analytics.deleteSaltsBefore(today);
      await this.analytics.deleteEventsBefore(daysBefore(today, this.config.analytics.rawRetentionDays));
      return rolled;
    } finally {
      await this.leases.release(JOB, this.holder);
    }
  }
}
