import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { createElement } from 'react';
import { DataSource } from 'typeorm';
import { calendarDay } from '../../common/csv/csv';
import { GoodWeekend, WeekendWindowService, WindowPlace } from '../../conditions/weekend-window.service';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { JobLeases } from '../../database/job-leases';
import { Transactions } from '../../database/transactions';
import { OutboxService } from '../../mail/outbox.service';
import { renderEmail } from '../emails/render-email';
import { GoodSite, WindowAlertEmail, windowAlertSubject } from './emails/window-alert-email';
import { alertArea, alertWeek } from './window-alert-areas';
import { WindowAlert } from './window-alert.entity';
import { alertOneClickUrl, alertUnsubscribeUrl, WindowAlertsService } from './window-alerts.service';

const JOB = 'window-alerts';
/** Long enough to fetch every site's forecast and queue the e-mails; a crashed holder's lease runs out after it. */
const LEASE_MS = 10 * 60_000;
/** The days (site time) the check runs: Thursday and Friday, once the morning's forecasts are in. */
const CHECK_WEEKDAYS = new Set([4, 5]);
const CHECK_FROM_HOUR = 7;
/** A region's or state's e-mail names at most this many sites. */
const SITES_PER_EMAIL = 5;

export interface CheckResult {
  /** False when another instance held the check. */
  ran: boolean;
  /** Alert e-mails this run queued. */
  queued: number;
  week: string;
}

/**
 * The weekly look at the confirmed alerts: on Thursday and Friday (site time, from 7 am; every
 * WINDOW_ALERT_POLL_MINUTES) each instance wakes, and the one holding the `job_leases` row checks
 * every alert not yet sent this week. An alert whose site (or one of whose area's sites) has a good slot
 * on the coming Saturday or Sunday gets one e-mail through the outbox; a conditional UPDATE of its
 * `lastAlertWeek`, in the transaction that queues the e-mail, keeps it to one a week even if two ran.
 * Friday's run catches a weekend that turned good after Thursday's.
 */
@Injectable()
export class WindowAlertCheckService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(WindowAlertCheckService.name);
  private readonly holder = randomUUID();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    private readonly leases: JobLeases,
    private readonly outbox: OutboxService,
    private readonly weekends: WeekendWindowService,
    private readonly alerts: WindowAlertsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.windowAlertPollMs === 0) return;
    this.timer = setInterval(
      () => void this.runIfDue().catch((error: unknown) => this.logger.warn(`Alert check skipped: ${String(error)}`)),
      this.config.windowAlertPollMs,
    );
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Runs the check when it is Thursday or Friday from 7 am, site time. */
  async runIfDue(now = new Date()): Promise<CheckResult | null> {
    if (!this.transactions.ready) return null;
    const today = calendarDay(now, this.config.siteTimeZone);
    const hour = Number(
      new Intl.DateTimeFormat('en-AU', { timeZone: this.config.siteTimeZone, hour: 'numeric', hourCycle: 'h23' }).format(now),
    );
    if (!CHECK_WEEKDAYS.has(new Date(`${today}T00:00:00Z`).getUTCDay()) || hour < CHECK_FROM_HOUR) return null;
    return this.check(now);
  }

  /** Checks every confirmed alert not yet sent this week, when this instance wins the lease. */
  async check(now = new Date()): Promise<CheckResult> {
    const week = alertWeek(calendarDay(now, this.config.siteTimeZone));
    if (!(await this.leases.take(JOB, this.holder, new Date(now.getTime() + LEASE_MS), now))) return { ran: false, queued: 0, week };
    try {
      await this.alerts.purgeStalePending(now);
      const due = await this.dataSource
        .getRepository(WindowAlert)
        .createQueryBuilder('a')
        .where("a.status = 'confirmed'")
        .andWhere('(a.lastAlertWeek IS NULL OR a.lastAlertWeek <> :week)', { week })
        .orderBy('a.id', 'ASC')
        .getMany();
      if (due.length === 0) return { ran: true, queued: 0, week };
      const places = await this.weekends.places();
      const areas = new Map(due.map((alert) => [alert.id, alertArea(alert.scope, alert.target, places)]));
      const siteIds = new Set([...areas.values()].flatMap((area) => area?.sites.map((s) => s.id) ?? []));
      const good = await this.weekends.goodWeekends(siteIds, now);
      let queued = 0;
      for (const alert of due) {
        const area = areas.get(alert.id);
        if (!area) continue;
        const sites = area.sites.filter((site) => good.has(site.id)).sort(byBest(good));
        if (sites.length === 0) continue;
        if (await this.queue(alert, area.watching, sites, good, week)) queued += 1;
      }
      if (queued) {
        this.outbox.nudge();
        this.logger.log(`Queued ${queued} dive-window alert e-mails for the weekend of ${week}.`);
      }
      return { ran: true, queued, week };
    } finally {
      await this.leases.release(JOB, this.holder);
    }
  }

  /** Queues one alert's e-mail, unless this week's went out already (then false). */
  private async queue(alert: WindowAlert, watching: string, sites: WindowPlace[], good: Map<number, GoodWeekend>, week: string) {
    const { publicUrl } = this.config;
    const named: GoodSite[] = sites.slice(0, SITES_PER_EMAIL).map((site) => ({
      name: site.name,
      url: `${publicUrl}/dive-sites/${site.id}`,
      slot: good.get(site.id)!.slot,
      why: good.get(site.id)!.phrases.join(', '),
    }));
    const token = this.alerts.unsubscribeToken(alert);
    const unsubscribe = alertUnsubscribeUrl(publicUrl, token);
    const { html, text } = await renderEmail(
      createElement(WindowAlertEmail, {
        sender: { publicUrl, replyAddress: this.config.newsletter.replyAddress },
        watching,
        sites: named,
        total: sites.length,
        unsubscribeUrl: unsubscribe,
      }),
    );
    const mailto = `mailto:${this.config.newsletter.replyAddress}?subject=${encodeURIComponent(`unsubscribe alert ${token}`)}`;
    return this.transactions.run(async (manager) => {
      const claimed = await manager
        .createQueryBuilder()
        .update(WindowAlert)
        .set({ lastAlertWeek: week })
        .where("id = :id AND status = 'confirmed' AND (lastAlertWeek IS NULL OR lastAlertWeek <> :week)", { id: alert.id, week })
        .execute();
      if ((claimed.affected ?? 0) !== 1) return false;
      await this.outbox.enqueue(manager, {
        kind: 'window-alert',
        recipient: alert.email,
        subject: windowAlertSubject(watching, named, sites.length, alert.scope),
        html,
        text,
        windowAlertId: alert.id,
        headers: {
          'List-Unsubscribe': `<${alertOneClickUrl(publicUrl, token)}>, <${mailto}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          'List-Id': `Dive Down Under dive-window alerts <alerts.${new URL(publicUrl).hostname}>`,
        },
      });
      return true;
    });
  }
}

/** Good on both days first, then our guides, then by name (the weekend best bets' order). */
function byBest(good: Map<number, GoodWeekend>) {
  const both = (site: WindowPlace) => (good.get(site.id)!.saturday && good.get(site.id)!.sunday ? 0 : 1);
  return (a: WindowPlace, b: WindowPlace) =>
    both(a) - both(b) || Number(b.featured) - Number(a.featured) || a.name.localeCompare(b.name, 'en-AU');
}
