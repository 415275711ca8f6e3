import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { calendarDay } from '../common/csv/csv';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { Transactions } from '../database/transactions';
import { OutboxService } from '../mail/outbox.service';
import { AnalyticsReportDto } from './analytics-report.dto';
import { AnalyticsReportService } from './analytics-report.service';
import { AnalyticsSettings } from './analytics-settings.entity';
import { daysBefore } from '../common/calendar-days';

const TOP = 5;
const money = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

function escape(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

/** The summary's sections as lines: the same words in the text and the HTML part. */
function sections(report: AnalyticsReportDto): { title: string; lines: string[] }[] {
  const t = report.totals;
  return [
    {
      title: 'The week',
      lines: [
        `${t.visitors} visitors, ${t.views} page views`,
        `${t.clicks} clicks on seller links`,
        `${money.format(t.earnings)} earned (from the reports you uploaded)`,
        `${t.signups} newsletter sign-ups`,
      ],
    },
    { title: 'Top pages', lines: report.pages.slice(0, TOP).map((p) => `${p.title}: ${p.views} views, ${p.clicks} clicks`) },
    { title: 'Where readers came from', lines: report.sources.slice(0, TOP).map((s) => `${s.source}: ${s.views} views`) },
    { title: 'Searches that found nothing', lines: report.zeroResultSearches.slice(0, TOP).map((s) => `"${s.term}": ${s.searches}`) },
  ];
}

/**
 * The owner's weekly summary (top pages, sources, clicks, earnings, searches that found nothing) for
 * the last seven days, queued through the outbox on Monday mornings (site time). A conditional UPDATE of
 * the settings row claims the week, in the same transaction as the message: two instances queue it once.
 */
@Injectable()
export class WeeklySummaryService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    private readonly outbox: OutboxService,
    private readonly reports: AnalyticsReportService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async settings(): Promise<{ weeklySummary: boolean }> {
    const row = await this.row();
    return { weeklySummary: row.weeklySummary };
  }

  async setWeeklySummary(on: boolean): Promise<{ weeklySummary: boolean }> {
    await this.row();
    await this.dataSource.getRepository(AnalyticsSettings).update({ id: 1 }, { weeklySummary: on });
    return { weeklySummary: on };
  }

  /** Queues this week's summary when it is Monday (site time) and not yet queued; true when this call queued it. */
  async sendIfDue(now = new Date()): Promise<boolean> {
    const today = calendarDay(now, this.config.siteTimeZone);
    const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
    if (weekday !== 1) return false;
    const settings = await this.row();
    if (!settings.weeklySummary || settings.lastSummaryWeek === today) return false;
    const report = await this.reports.report({ from: daysBefore(today, 7), to: daysBefore(today, 1) }, now);
    const mail = this.compose(report);
    const queued = await this.transactions.run(async (manager) => {
      const claimed = await manager
        .createQueryBuilder()
        .update(AnalyticsSettings)
        .set({ lastSummaryWeek: today })
        .where('id = 1 AND weeklySummary = :on AND lastSummaryWeek <> :week', { on: true, week: today })
        .execute();
      if ((claimed.affected ?? 0) !== 1) return false;
      await this.outbox.enqueue(manager, { kind: 'weekly-summary', recipient: this.config.contactRecipient, ...mail });
      return true;
    });
    if (queued) this.outbox.nudge();
    return queued;
  }

  compose(report: AnalyticsReportDto): { subject: string; text: string; html: string } {
    const parts = sections(report);
    const visitors = `${report.totals.visitors} ${report.totals.visitors === 1 ? 'visitor' : 'visitors'}`;
    const subject = `Your week on Dive Down Under: ${visitors}, ${money.format(report.totals.earnings)} earned`;
    const intro = `From ${report.from} to ${report.to}.`;
    const footer = 'You can switch this e-mail off in the admin: Analytics tab, "Weekly summary e-mail".';
    const text = [
      intro,
      ...parts.flatMap((part) => ['', part.title, ...(part.lines.length ? part.lines.map((line) => `- ${line}`) : ['- none'])]),
      '',
      footer,
    ].join('\n');
    const html =
      `<p>${escape(intro)}</p>` +
      parts
        .map(
          (part) =>
            `<h2 style="font-size:16px">${escape(part.title)}</h2><ul>${(part.lines.length ? part.lines : ['none'])
              .map((line) => `<li>${escape(line)}</li>`)
              .join('')}</ul>`,
        )
        .join('') +
      `<p style="color:#555">${escape(footer)}</p>`;
    return { subject, text, html };
  }

  private async row(): Promise<AnalyticsSettings> {
    const repo = this.dataSource.getRepository(AnalyticsSettings);
    await repo
      .createQueryBuilder()
      .insert()
      .into(AnalyticsSettings)
      .values({ id: 1, weeklySummary: true, lastSummaryWeek: '' })
      .orIgnore()
      .execute();
    return repo.findOneByOrFail({ id: 1 });
  }
}
