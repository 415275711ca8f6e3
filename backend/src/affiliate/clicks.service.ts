import { Inject, Injectable, Logger } from '@nestjs/common';
import { subIdOf } from '@ddu/shared/affiliate/sub-id';
import { clientLimitKey } from '../auth/client-info';
import { csvCell, csvDocument } from '../common/csv/csv';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { AffiliateLinkDto, ClickReportDto, LinkClicksDto } from './affiliate.dto';
import { AffiliateTarget, isSellerUrl } from './affiliate-targets';
import { ClickDedupe, MAX_CLICKS_PER_HOUR } from './click-dedupe';
import { ClicksRepository } from './clicks.repository';
import { ClickRequest, isCountableClick } from './countable-click';
import { pageRef, pageTitle } from './page-titles';
import { Placement } from './placements';
import { dayRange, daysBefore, siteDay } from '../common/calendar-days';

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
    private readonly clicks: ClicksRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Counts the click unless it is a bot, a prefetch, a HEAD, the same address's repeat within a
   * minute or beyond its few clicks an hour on this link (see ClickDedupe). Returns at once: the redirect never waits for the database (a failed count is logged).
   */
  record(request: GoRequest, target: AffiliateTarget, placement: Placement, referrerPath: string): void {
    if (!isCountableClick(request)) return;
    if (!this.dedupe.counts([clientLimitKey(request), target.type, String(target.id)])) return;
    const write = this.increment(target, placement, referrerPath)
      .catch((error: unknown) => this.logger.warn(`Could not count a click on ${target.type} ${target.id}: ${String(error)}`))
      .finally(() => this.pending.delete(write));
    this.pending.add(write);
  }

  /** Resolves when every click counted so far is written (tests and shutdown). */
  async settled(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  /** Counts one click, on the site's calendar day of `at`. */
  async increment(target: AffiliateTarget, placement: Placement, referrerPath: string, at = new Date()): Promise<void> {
    await this.clicks.increment(target.type, target.id, placement, referrerPath, siteDay(at, this.config.siteTimeZone));
  }

  async report(days: number, now = new Date()): Promise<ClickReportDto> {
    const to = siteDay(now, this.config.siteTimeZone);
    const from = daysBefore(to, days - 1);
    const { links, placements, pages, daily } = await this.clicks.totals(from, to);
    const byDay = new Map<string, number>(daily.map((row) => [row.day, row.clicks]));
    const byClicks = <T extends { clicks: number }>(a: T, b: T) => b.clicks - a.clicks;
    const byLink = await this.named(links);
    const topPages = pages
      .map((row) => ({ path: row.referrerPath, clicks: row.clicks }))
      .sort(byClicks)
      .slice(0, TOP_PAGES);
    const refs = topPages.flatMap((page) => pageRef(page.path) ?? []);
    const pageNames = refs.length ? await this.clicks.pageNames(refs) : new Map<string, string>();
    return {
      days,
      from,
      to,
      timeZone: this.config.siteTimeZone,
      total: [...byDay.values()].reduce((sum, n) => sum + n, 0),
      countedAs: CLICKS_COUNTED_AS,
      byLink: byLink.sort((a, b) => byClicks(a, b) || a.name.localeCompare(b.name)),
      byPlacement: placements.sort(byClicks),
      byPage: topPages.map((page) => ({ ...page, title: pageTitle(page.path, pageNames) })),
      daily: dayRange(from, to).map((day) => ({ day, clicks: byDay.get(day) ?? 0 })),
    };
  }

  /** Every row of the period, one line per link, placement, page and day. */
  async csv(days: number, now = new Date()): Promise<{ filename: string; body: string }> {
    const to = siteDay(now, this.config.siteTimeZone);
    const from = daysBefore(to, days - 1);
    const rows = await this.clicks.rows(from, to);
    const named = await this.named(rows.map((row) => ({ targetType: row.targetType, targetId: row.targetId, clicks: 0 })));
    const names = new Map(named.map((link) => [`${link.targetType}:${link.targetId}`, link.name]));
    const lines = rows.map((row) =>
      [
        row.day,
        row.targetType,
        row.targetId,
        names.get(`${row.targetType}:${row.targetId}`) ?? '',
        row.placement,
        row.referrerPath,
        row.clicks,
      ].map((cell) => csvCell(cell)),
    );
    return {
      filename: `affiliate-clicks-${from}-to-${to}.csv`,
      body: csvDocument(['Day', 'Type', 'Id', 'Name', 'Placement', 'Page', 'Clicks'], lines),
    };
  }

  /**
   * The seller address with the click's sub-id (product or review, placement, page) in the
   * AFFILIATE_SUBID_PARAM parameter, which the network's commission report gives back: how earnings
   * are joined to pages. The address as stored when no parameter is configured or it cannot be parsed.
   */
  withSubId(target: AffiliateTarget, placement: Placement, page: string): string {
    const param = this.config.affiliateSubIdParam;
    if (!param) return target.url;
    try {
      const url = new URL(target.url);
      url.searchParams.set(param, subIdOf(target.type, target.id, placement, page));
      return url.toString();
    } catch {
      return target.url;
    }
  }

  /** Each path's title as the owner knows it ("Blog: Diving Julian Rocks"; the path itself when its item is gone). */
  async pageTitles(paths: string[]): Promise<Map<string, string>> {
    const refs = paths.flatMap((path) => pageRef(path) ?? []);
    const names = refs.length ? await this.clicks.pageNames(refs) : new Map<string, string>();
    return new Map(paths.map((path) => [path, pageTitle(path, names)]));
  }

  /** The names of the products and reviews that still exist, keyed `product:12` / `review:3`. */
  linkNames(productIds: number[], reviewIds: number[]): Promise<Map<string, string>> {
    return this.clicks.names(productIds, reviewIds);
  }

  /** Seller address → /go/ path of every product: the pages turn body links to a seller into counted links. */
  async productLinks(): Promise<AffiliateLinkDto[]> {
    const products = await this.clicks.productLinks();
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
    const names = await this.clicks.names(productIds, reviewIds);
    return links.map((link) => ({
      ...link,
      name: names.get(`${link.targetType}:${link.targetId}`) ?? `Deleted ${link.targetType} #${link.targetId}`,
    }));
  }
}
