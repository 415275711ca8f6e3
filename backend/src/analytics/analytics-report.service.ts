import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { parseSubId, pathHash } from '@ddu/shared/affiliate/sub-id';
import { ClicksService } from '../affiliate/clicks.service';
import { calendarDay } from '../common/csv/csv';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { METRICS } from './analytics-kinds';
import { AnalyticsReportDto, AnalyticsReportQueryDto } from './analytics-report.dto';
import { AnalyticsRepository, DailyRow } from './analytics.repository';
import { CommissionsService } from './commissions.service';
import { dayRange, daysBefore } from '../common/calendar-days';

const MAX_RANGE_DAYS = 366;
const TOP = 100;
const DIRECT = 'Direct';

export const ANALYTICS_COUNTED_AS =
  "Counted without cookies: a visitor is recognised within one day only (by a hash of their address and browser that is forgotten the next day), so a period's visitors are the sum of its days'. " +
  'Search engines and other bots, browsers that ask not to be tracked (Do Not Track, Global Privacy Control) and your own visits while signed in are not counted.';

interface ClickRow {
  day: string;
  targetType: string;
  targetId: number;
  referrerPath: string;
  clicks: number;
}

const rate = (clicks: number, views: number) => (views > 0 ? Math.round((clicks / views) * 10_000) / 10_000 : 0);

/** The Analytics tab: the rolled-up days of a range, plus the days not rolled up yet (today) computed from the raw events. */
@Injectable()
export class AnalyticsReportService {
  constructor(
    private readonly analytics: AnalyticsRepository,
    private readonly clicks: ClicksService,
    private readonly commissions: CommissionsService,
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The range a query names, in the site's calendar. */
  range(query: AnalyticsReportQueryDto, now = new Date()): { from: string; to: string } {
    if (query.from !== undefined || query.to !== undefined) {
      const { from, to } = query;
      if (!from || !to) throw new BadRequestException('A custom range needs both from and to.');
      if (Number.isNaN(Date.parse(`${from}T00:00:00Z`)) || Number.isNaN(Date.parse(`${to}T00:00:00Z`)))
        throw new BadRequestException('from and to must be real dates.');
      if (from > to) throw new BadRequestException('from must not be after to.');
      if (daysBefore(to, MAX_RANGE_DAYS - 1) > from) throw new BadRequestException(`A range can be at most ${MAX_RANGE_DAYS} days.`);
      return { from, to };
    }
    const to = calendarDay(now, this.config.siteTimeZone);
    return { from: daysBefore(to, (query.days ?? 7) - 1), to };
  }

  /** Every roll-up row of `from`..`to`: stored ones, and computed ones for days not rolled up yet. */
  async rows(from: string, to: string, now = new Date()): Promise<DailyRow[]> {
    const today = calendarDay(now, this.config.siteTimeZone);
    const [stored, rolled] = await Promise.all([this.analytics.dailyRows(from, to), this.analytics.rolledDays(from, to)]);
    const oldestRaw = daysBefore(today, this.config.analytics.rawRetentionDays);
    const live = dayRange(from, to < today ? to : today).filter((day) => !rolled.has(day) && day >= oldestRaw);
    const computed = await Promise.all(live.map((day) => this.analytics.summarise(day)));
    return [...stored, ...computed.flat()];
  }

  async report(query: AnalyticsReportQueryDto, now = new Date()): Promise<AnalyticsReportDto> {
    const { from, to } = this.range(query, now);
    const [rows, clickRows, commissionRows, clickedPages] = await Promise.all([
      this.rows(from, to, now),
      this.clickRows(from, to),
      this.commissions.rows(from, to),
      this.clickedPages(),
    ]);
    const sum = (metric: string) => {
      const totals = new Map<string, { key: string; detail: string; count: number; visitors: number }>();
      for (const row of rows) {
        if (row.metric !== metric) continue;
        const id = `${row.key}\n${row.detail}`;
        const entry = totals.get(id) ?? { key: row.key, detail: row.detail, count: 0, visitors: 0 };
        entry.count += row.count;
        entry.visitors += row.visitors;
        totals.set(id, entry);
      }
      return [...totals.values()].sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
    };
    const byDay = new Map(dayRange(from, to).map((day) => [day, { day, views: 0, visitors: 0, clicks: 0 }]));
    for (const row of rows) {
      if (row.metric !== METRICS.total) continue;
      const entry = byDay.get(row.day);
      if (entry) {
        entry.views += row.count;
        entry.visitors += row.visitors;
      }
    }
    const clicksByPage = new Map<string, number>();
    const clicksByLink = new Map<string, { targetType: string; targetId: number; clicks: number }>();
    for (const click of clickRows) {
      byDay.get(click.day)!.clicks += click.clicks;
      clicksByPage.set(click.referrerPath, (clicksByPage.get(click.referrerPath) ?? 0) + click.clicks);
      const key = `${click.targetType}:${click.targetId}`;
      const link = clicksByLink.get(key) ?? { targetType: click.targetType, targetId: click.targetId, clicks: 0 };
      link.clicks += click.clicks;
      clicksByLink.set(key, link);
    }

    // Earnings by product and by page, through the sub-id the /go/ link handed the network.
    const earnedByLink = new Map<string, number>();
    const earnedByPageHash = new Map<string, number>();
    let earnedCents = 0;
    let unmatchedCents = 0;
    for (const row of commissionRows) {
      earnedCents += row.amountCents;
      const parts = parseSubId(row.subId);
      if (!parts) {
        unmatchedCents += row.amountCents;
        continue;
      }
      const key = `${parts.targetType}:${parts.targetId}`;
      earnedByLink.set(key, (earnedByLink.get(key) ?? 0) + row.amountCents);
      earnedByPageHash.set(parts.pageHash, (earnedByPageHash.get(parts.pageHash) ?? 0) + row.amountCents);
      if (!clicksByLink.has(key)) clicksByLink.set(key, { targetType: parts.targetType, targetId: parts.targetId, clicks: 0 });
    }

    const pageViews = sum(METRICS.page);
    const viewsOf = new Map(pageViews.map((page) => [page.key, page]));
    const pageOfHash = new Map([...clickedPages, ...pageViews.map((p) => p.key)].map((path) => [pathHash(path), path]));
    const earnedPages = [...earnedByPageHash.keys()].flatMap((hash) => pageOfHash.get(hash) ?? []);
    const pagePaths = [...new Set([...pageViews.slice(0, TOP).map((p) => p.key), ...clicksByPage.keys(), ...earnedPages])];
    const links = [...clicksByLink.values()];
    const [titles, linkNames, reviewSlugs] = await Promise.all([
      this.clicks.pageTitles(pagePaths),
      this.clicks.linkNames(
        links.filter((l) => l.targetType === 'product').map((l) => l.targetId),
        links.filter((l) => l.targetType === 'review').map((l) => l.targetId),
      ),
      this.reviewSlugs(links.filter((l) => l.targetType === 'review').map((l) => l.targetId)),
    ]);
    const pages = pagePaths
      .map((path) => {
        const views = viewsOf.get(path)?.count ?? 0;
        const clicks = clicksByPage.get(path) ?? 0;
        return {
          path,
          title: titles.get(path) ?? path,
          views,
          visitors: viewsOf.get(path)?.visitors ?? 0,
          clicks,
          clickThroughRate: rate(clicks, views),
          earnings: (earnedByPageHash.get(pathHash(path)) ?? 0) / 100,
        };
      })
      .sort((a, b) => b.views - a.views || b.clicks - a.clicks || a.path.localeCompare(b.path));
    const products = links
      .map((link) => {
        const own = link.targetType === 'product' ? `/shop/${link.targetId}` : `/gear-reviews/${reviewSlugs.get(link.targetId) ?? ''}`;
        const views = viewsOf.get(own)?.count ?? 0;
        return {
          ...link,
          name: linkNames.get(`${link.targetType}:${link.targetId}`) ?? `Deleted ${link.targetType} #${link.targetId}`,
          views,
          clickThroughRate: rate(link.clicks, views),
          earnings: (earnedByLink.get(`${link.targetType}:${link.targetId}`) ?? 0) / 100,
        };
      })
      .sort((a, b) => b.clicks - a.clicks || a.name.localeCompare(b.name));
    const zero = new Map(sum(METRICS.zeroSearch).map((row) => [row.key, row.count]));
    const confirmedOn = new Map(sum(METRICS.confirm).map((row) => [row.key, row.count]));
    const signupRows = sum(METRICS.signup);
    const signupPaths = [...new Set([...signupRows.map((row) => row.key), ...confirmedOn.keys()])];
    const signupTitles = await this.clicks.pageTitles(signupPaths);
    const signups = signupPaths
      .map((path) => ({
        path,
        title: signupTitles.get(path) ?? path,
        signups: signupRows.find((row) => row.key === path)?.count ?? 0,
        confirmed: confirmedOn.get(path) ?? 0,
      }))
      .sort((a, b) => b.signups - a.signups || b.confirmed - a.confirmed);
    const daily = [...byDay.values()];
    return {
      from,
      to,
      timeZone: this.config.siteTimeZone,
      countedAs: ANALYTICS_COUNTED_AS,
      totals: {
        views: daily.reduce((n, d) => n + d.views, 0),
        visitors: daily.reduce((n, d) => n + d.visitors, 0),
        clicks: daily.reduce((n, d) => n + d.clicks, 0),
        signups: signups.reduce((n, s) => n + s.signups, 0),
        earnings: earnedCents / 100,
        earningsUnmatched: unmatchedCents / 100,
      },
      daily,
      pages: pages.slice(0, TOP),
      sources: sum(METRICS.source)
        .slice(0, TOP)
        .map((row) => ({ source: row.key || DIRECT, views: row.count, visitors: row.visitors })),
      campaigns: sum(METRICS.campaign)
        .slice(0, TOP)
        .map((row) => {
          const [utmSource = '', utmMedium = ''] = row.detail.split(' / ');
          return { campaign: row.key || '(none)', utmSource, utmMedium, views: row.count, visitors: row.visitors };
        }),
      devices: sum(METRICS.device).map((row) => ({ device: row.key || 'desktop', views: row.count })),
      products: products.slice(0, TOP),
      searches: sum(METRICS.search)
        .slice(0, TOP)
        .map((row) => ({ term: row.key, searches: row.count, zeroResults: zero.get(row.key) ?? 0 })),
      zeroResultSearches: sum(METRICS.zeroSearch)
        .slice(0, TOP)
        .map((row) => ({ term: row.key, searches: row.count, zeroResults: row.count })),
      notFound: sum(METRICS.notFound)
        .slice(0, TOP)
        .map((row) => ({ path: row.key, referrer: row.detail, count: row.count })),
      signups,
    };
  }

  /** The seller-link clicks of `from`..`to` (table `affiliate_clicks`, kept by the affiliate module). */
  private async clickRows(from: string, to: string): Promise<ClickRow[]> {
    const rows: ClickRow[] = await this.dataSource.query(
      'SELECT `day`, `targetType`, `targetId`, `referrerPath`, SUM(`clicks`) AS clicks FROM `affiliate_clicks` ' +
        'WHERE `day` >= ? AND `day` <= ? GROUP BY `day`, `targetType`, `targetId`, `referrerPath`',
      [from, to],
    );
    return rows.map((row) => ({ ...row, targetId: Number(row.targetId), clicks: Number(row.clicks) }));
  }

  /** Every page a seller link was ever clicked on: where a sub-id's page hash is looked up. */
  private async clickedPages(): Promise<string[]> {
    const rows: { referrerPath: string }[] = await this.dataSource.query('SELECT DISTINCT `referrerPath` FROM `affiliate_clicks`');
    return rows.map((row) => row.referrerPath);
  }

  private async reviewSlugs(ids: number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const rows = await this.dataSource
      .createQueryBuilder()
      .select(['r.id AS id', 'r.slug AS slug'])
      .from('reviews', 'r')
      .where('r.id IN (:...ids)', { ids })
      .getRawMany<{ id: number; slug: string }>();
    return new Map(rows.map((row) => [Number(row.id), row.slug]));
  }
}
