import { Inject, Injectable, Logger, NotFoundException, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { Transactions } from '../../database/transactions';
import { isSellerUrl, TargetType } from '../affiliate-targets';
import { checkUrl } from './check-url';
import { LinkCheck } from './link-check.entity';
import { LinkHealthDto, LinkHealthReportDto } from './link-health.dto';
import { LinkHealthRepository } from './link-health.repository';
import { PriceChecksService } from '../price-checks/price-checks.service';
import { PriceFeedsService } from '../price-feeds/price-feeds.service';
import { hostKey, runPolitely } from '../price-checks/polite-pool';

const JOB = 'link-health';
/** How often an instance asks whether the full check is due (the lease decides whether it runs). */
const WAKE_MS = 15 * 60_000;
const PROBLEM_ORDER: Record<string, number> = { broken: 0, redirected: 1, could_not_check: 2, unchecked: 3, ok: 4 };

interface Link {
  targetType: TargetType;
  targetId: number;
  name: string;
  url: string;
}

/**
 * Checks every seller link (products' affiliate links, reviews' purchase links) every
 * LINK_CHECK_INTERVAL_HOURS, a few at a time; "Check now" checks one. One instance runs the full
 * check per interval: it must first take the lease row, which only one conditional UPDATE can win.
 */
@Injectable()
export class LinkHealthService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(LinkHealthService.name);
  private readonly holder = randomUUID();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly checks: LinkHealthRepository,
    private readonly transactions: Transactions,
    private readonly prices: PriceChecksService,
    private readonly feeds: PriceFeedsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.linkHealth.intervalHours === 0) return;
    const wake = () => void this.runIfDue().catch((error: unknown) => this.logger.warn(`Link check skipped: ${String(error)}`));
    this.timer = setInterval(wake, Math.min(WAKE_MS, this.config.linkHealth.intervalHours * 3600_000));
    this.timer.unref();
    setTimeout(wake, 30_000).unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Runs the full check when this instance wins the lease; resolves with the number of links checked (0 when not its turn). */
  async runIfDue(now = new Date()): Promise<number> {
    if (!this.transactions.ready || this.running) return 0;
    const hours = this.config.linkHealth.intervalHours || 24;
    if (!(await this.takeLease(new Date(now.getTime() + hours * 3600_000), now))) return 0;
    return this.checkAll();
  }

  /** Checks every link now (a few at a time); one run per instance at once. */
  checkAll(): Promise<number> {
    if (!this.running) this.running = this.runAll().finally(() => (this.running = null));
    return this.running;
  }

  async checkOne(targetType: TargetType, targetId: number): Promise<LinkHealthDto> {
    const link = (await this.links()).find((l) => l.targetType === targetType && l.targetId === targetId);
    if (!link) throw new NotFoundException(`This ${targetType} does not exist or has no seller link.`);
    const check = await this.check(link);
    return toDto(link, check);
  }

  async report(): Promise<LinkHealthReportDto> {
    const [links, checks] = await Promise.all([this.links(), this.checks.findChecks()]);
    const byTarget = new Map(checks.map((c) => [`${c.targetType}:${c.targetId}`, c]));
    const rows = links.map((link) => {
      const check = byTarget.get(`${link.targetType}:${link.targetId}`);
      // A check of an address the link no longer has says nothing about the new one.
      return toDto(link, check && check.url === link.url ? check : undefined);
    });
    rows.sort((a, b) => PROBLEM_ORDER[a.outcome]! - PROBLEM_ORDER[b.outcome]! || a.name.localeCompare(b.name));
    const summary = { ok: 0, redirected: 0, broken: 0, couldNotCheck: 0, unchecked: 0 };
    for (const row of rows) {
      if (row.outcome === 'could_not_check') summary.couldNotCheck += 1;
      else summary[row.outcome as Exclude<keyof typeof summary, 'couldNotCheck'>] += 1;
    }
    return { summary, links: rows };
  }

  private async runAll(): Promise<number> {
    const links = await this.links();
    // Never more than PRICE_CHECK_PER_HOST requests at once to one seller, however many links it has.
    await runPolitely(
      links,
      (link) => hostKey(link.url),
      (link) =>
        this.check(link).then(
          () => undefined,
          (error: unknown) => this.logger.warn(`Could not store the check of ${link.url}: ${String(error)}`),
        ),
      { concurrency: this.config.linkHealth.concurrency, perHost: this.config.linkHealth.perHost },
    );
    this.logger.log(`Checked ${links.length} seller links.`);
    // The same run reads every offer's seller page for its price (politely: see PriceChecksService).
    await this.prices.checkAll().catch((error: unknown) => this.logger.warn(`Price check stopped: ${String(error)}`));
    await this.feeds.runScheduled().catch((error: unknown) => this.logger.warn(`Price feeds stopped: ${String(error)}`));
    return links.length;
  }

  private async check(link: Link): Promise<LinkCheck> {
    const result = await checkUrl(link.url, {
      timeoutMs: this.config.linkHealth.timeoutMs,
      allowPrivateTargets: this.config.allowPrivateLinkTargets,
    });
    return this.checks.saveCheck(link.targetType, link.targetId, link.url, result, () => new Date());
  }

  private async links(): Promise<Link[]> {
    const { products, reviews } = await this.checks.linkFields();
    return [
      ...products
        .filter((p) => isSellerUrl(p.affiliateLink))
        .map((p): Link => ({ targetType: 'product', targetId: p.id, name: p.name, url: p.affiliateLink.trim() })),
      ...reviews
        .filter((r) => isSellerUrl(r.purchaseLink))
        .map((r): Link => ({ targetType: 'review', targetId: r.id, name: r.title, url: r.purchaseLink.trim() })),
    ];
  }

  /** True when this instance now holds the lease until `until`; false while another holds it. */
  private takeLease(until: Date, now: Date): Promise<boolean> {
    return this.checks.takeLease(JOB, this.holder, until, now);
  }
}

function toDto(link: Link, check: LinkCheck | undefined): LinkHealthDto {
  return {
    targetType: link.targetType,
    targetId: link.targetId,
    name: link.name,
    url: link.url,
    outcome: check?.outcome ?? 'unchecked',
    status: check?.status ?? null,
    finalUrl: check?.finalUrl ?? '',
    error: check?.error ?? '',
    checkedAt: check ? check.checkedAt.toISOString() : null,
  };
}
