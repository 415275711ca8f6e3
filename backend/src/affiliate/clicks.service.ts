import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { clientInfo } from '../common/client-info';
import { csvCell, csvDocument } from '../common/csv/csv';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { Product } from '../products/product.entity';
import { Review } from '../reviews/review.entity';
import { AffiliateLinkDto, ClickReportDto, LinkClicksDto } from './affiliate.dto';
import { AffiliateTarget, isSellerUrl } from './affiliate-targets';
import { ClickDedupe, MAX_CLICKS_PER_HOUR } from './click-dedupe';
import { ClickRequest, isCountableClick } from './countable-click';
import { Placement } from './placements';
import { dayRange, daysBefore, siteDay } from './site-day';

interface GoRequest extends ClickRequest {
  ip: string;
}

const TOP_PAGES = 20;

export const CLICKS_COUNTED_AS =
  `A click counts once per visitor address and link: a repeat within a minute is not counted, and at most ${MAX_CLICKS_PER_HOUR} an hour ` +
  'are, whatever browser the address claims. Search engines, link previews, scripts, prefetches and HEAD requests are not counted. ' +
  "A page that is not one of the site's own is shown as unknown.";

@Injectable()
export class ClicksService {
  private readonly logger = new Logger(ClicksService.name);
  private readonly dedupe = new ClickDedupe();
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Counts the click unless it is a bot, a prefetch, a HEAD, the same address's repeat within a
   * minute or beyond its few clicks an hour on this link (see ClickDedupe). Returns at once: the redirect never waits for the database (a failed count is logged).
   */
  record(request: GoRequest, target: AffiliateTarget, placement: Placement, referrerPath: string): void {
    if (!isCountableClick(request)) return;
    const client = clientInfo(request);
    if (!this.dedupe.counts([client.ipAddress, target.type, String(target.id)])) return;
    const write = this.increment(target, placement, referrerPath)
      .catch((error: unknown) => this.logger.warn(`Could not count a click on ${target.type} ${target.id}: ${String(error)}`))
      .finally(() => this.pending.delete(write));
    this.pending.add(write);
  }

  /** Resolves when every click counted so far is written (tests and shutdown). */
  async settled(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  /** One statement per click: the row of this link, placement, page and day is created or counted up. */
  async increment(target: AffiliateTarget, placement: Placement, referrerPath: string, at = new Date()): Promise<void> {
    const upsert = this.isMysql()
      ? 'ON DUPLICATE KEY UPDATE `clicks` = `clicks` + 1'
      : 'ON CONFLICT (`targetType`, `targetId`, `placement`, `referrerPath`, `day`) DO UPDATE SET `clicks` = `clicks` + 1';
    await this.dataSource.query(
      'INSERT INTO `affiliate_clicks` (`targetType`, `targetId`, `placement`, `referrerPath`, `day`, `clicks`) ' +
        `VALUES (?, ?, ?, ?, ?, 1) ${upsert}`,
      [target.type, target.id, placement, referrerPath, siteDay(at, this.config.siteTimeZone)],
    );
  }

  async report(days: number, now = new Date()): Promise<ClickReportDto> {
    const to = siteDay(now, this.config.siteTimeZone);
    const from = daysBefore(to, days - 1);
    const where = 'WHERE `day` >= ? AND `day` <= ?';
    const params = [from, to];
    const [links, placements, pages, daily] = await Promise.all([
      this.dataSource.query(
        `SELECT \`targetType\`, \`targetId\`, SUM(\`clicks\`) AS clicks FROM \`affiliate_clicks\` ${where} GROUP BY \`targetType\`, \`targetId\``,
        params,
      ),
      this.dataSource.query(
        `SELECT \`placement\`, SUM(\`clicks\`) AS clicks FROM \`affiliate_clicks\` ${where} GROUP BY \`placement\``,
        params,
      ),
      this.dataSource.query(
        `SELECT \`referrerPath\`, SUM(\`clicks\`) AS clicks FROM \`affiliate_clicks\` ${where} GROUP BY \`referrerPath\``,
        params,
      ),
      this.dataSource.query(`SELECT \`day\`, SUM(\`clicks\`) AS clicks FROM \`affiliate_clicks\` ${where} GROUP BY \`day\``, params),
    ]);
    const byDay = new Map<string, number>(daily.map((row: { day: string; clicks: unknown }) => [row.day, Number(row.clicks)]));
    const byClicks = <T extends { clicks: number }>(a: T, b: T) => b.clicks - a.clicks;
    const byLink = await this.named(
      links.map((row: { targetType: string; targetId: number; clicks: unknown }) => ({
        targetType: row.targetType,
        targetId: Number(row.targetId),
        clicks: Number(row.clicks),
      })),
    );
    return {
      days,
      from,
      to,
      timeZone: this.config.siteTimeZone,
      total: [...byDay.values()].reduce((sum, n) => sum + n, 0),
      countedAs: CLICKS_COUNTED_AS,
      byLink: byLink.sort((a, b) => byClicks(a, b) || a.name.localeCompare(b.name)),
      byPlacement: placements
        .map((row: { placement: string; clicks: unknown }) => ({ placement: row.placement, clicks: Number(row.clicks) }))
        .sort(byClicks),
      byPage: pages
        .map((row: { referrerPath: string; clicks: unknown }) => ({ path: row.referrerPath, clicks: Number(row.clicks) }))
        .sort(byClicks)
        .slice(0, TOP_PAGES),
      daily: dayRange(from, to).map((day) => ({ day, clicks: byDay.get(day) ?? 0 })),
    };
  }

  /** Every row of the period, one line per link, placement, page and day. */
  async csv(days: number, now = new Date()): Promise<{ filename: string; body: string }> {
    const to = siteDay(now, this.config.siteTimeZone);
    const from = daysBefore(to, days - 1);
    const rows: { targetType: string; targetId: number; placement: string; referrerPath: string; day: string; clicks: number }[] =
      await this.dataSource.query(
        'SELECT `day`, `targetType`, `targetId`, `placement`, `referrerPath`, `clicks` FROM `affiliate_clicks` ' +
          'WHERE `day` >= ? AND `day` <= ? ORDER BY `day`, `targetType`, `targetId`, `placement`, `referrerPath`',
        [from, to],
      );
    const named = await this.named(rows.map((row) => ({ targetType: row.targetType, targetId: Number(row.targetId), clicks: 0 })));
    const names = new Map(named.map((link) => [`${link.targetType}:${link.targetId}`, link.name]));
    const lines = rows.map((row) =>
      [
        row.day,
        row.targetType,
        Number(row.targetId),
        names.get(`${row.targetType}:${row.targetId}`) ?? '',
        row.placement,
        row.referrerPath,
        Number(row.clicks),
      ].map((cell) => csvCell(cell)),
    );
    return {
      filename: `affiliate-clicks-${from}-to-${to}.csv`,
      body: csvDocument(['Day', 'Type', 'Id', 'Name', 'Placement', 'Page', 'Clicks'], lines),
    };
  }

  /** Seller address → /go/ path of every product: the pages turn body links to a seller into counted links. */
  async productLinks(): Promise<AffiliateLinkDto[]> {
    const products = await this.dataSource.getRepository(Product).find({ select: { id: true, affiliateLink: true }, order: { id: 'ASC' } });
    const seen = new Set<string>();
    const links: AffiliateLinkDto[] = [];
    for (const product of products) {
      const url = product.affiliateLink?.trim();
      // Two products with one seller address: the older one gets the clicks.
      if (!isSellerUrl(url) || seen.has(url)) continue;
      seen.add(url);
      links.push({ url, goPath: `/go/${product.id}` });
    }
    return links;
  }

  private async named(links: Omit<LinkClicksDto, 'name'>[]): Promise<LinkClicksDto[]> {
    const ids = (type: string) => [...new Set(links.filter((l) => l.targetType === type).map((l) => l.targetId))];
    const productIds = ids('product');
    const reviewIds = ids('review');
    const [products, reviews] = await Promise.all([
      productIds.length
        ? this.dataSource.getRepository(Product).find({ where: { id: In(productIds) }, select: { id: true, name: true } })
        : [],
      reviewIds.length
        ? this.dataSource.getRepository(Review).find({ where: { id: In(reviewIds) }, select: { id: true, title: true } })
        : [],
    ]);
    const names = new Map<string, string>([
      ...products.map((p) => [`product:${p.id}`, p.name] as [string, string]),
      ...reviews.map((r) => [`review:${r.id}`, r.title] as [string, string]),
    ]);
    return links.map((link) => ({
      ...link,
      name: names.get(`${link.targetType}:${link.targetId}`) ?? `Deleted ${link.targetType} #${link.targetId}`,
    }));
  }

  private isMysql(): boolean {
    const type = this.dataSource.options.type;
    return type === 'mysql' || type === 'mariadb';
  }
}
