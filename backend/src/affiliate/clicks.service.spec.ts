import { Logger } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { AffiliateTarget } from './affiliate-targets';
import { ClickRow, ClicksRepository, ClickTotals } from './clicks.repository';
import { ClicksService } from './clicks.service';
import { PageRef, refKey } from './page-titles';
import { Placement } from './placements';

type Api = { [K in keyof ClicksRepository]: ClicksRepository[K] };

/** The click rows in memory, summed like the SQL does. */
class FakeClicks implements Api {
  readonly stored: ClickRow[] = [];
  readonly products = new Map<number, { name: string; affiliateLink: string }>();

  async findProductLink(id: number): Promise<{ id: number; affiliateLink: string } | null> {
    const product = this.products.get(id);
    return product ? { id, affiliateLink: product.affiliateLink } : null;
  }

  async findProductLinks(): Promise<{ id: number; name: string; affiliateLink: string }[]> {
    return [...this.products].sort(([a], [b]) => a - b).map(([id, product]) => ({ id, ...product }));
  }

  async findOfferLink(): Promise<null> {
    return null;
  }

  async findPublishedReviewLink(): Promise<null> {
    return null;
  }

  async increment(targetType: string, targetId: number, placement: string, referrerPath: string, day: string): Promise<void> {
    const row = this.stored.find(
      (r) =>
        r.targetType === targetType &&
        r.targetId === targetId &&
        r.placement === placement &&
        r.referrerPath === referrerPath &&
        r.day === day,
    );
    if (row) row.clicks += 1;
    else this.stored.push({ targetType, targetId, placement, referrerPath, day, clicks: 1 });
  }

  async totals(from: string, to: string): Promise<ClickTotals> {
    const rows = await this.rows(from, to);
    const sum = <K extends keyof ClickRow>(keys: K[]) => {
      const sums = new Map<string, Pick<ClickRow, K> & { clicks: number }>();
      for (const row of rows) {
        const key = keys.map((k) => row[k]).join('|');
        const entry =
          sums.get(key) ?? ({ ...Object.fromEntries(keys.map((k) => [k, row[k]])), clicks: 0 } as Pick<ClickRow, K> & { clicks: number });
        entry.clicks += row.clicks;
        sums.set(key, entry);
      }
      return [...sums.values()];
    };
    return { links: sum(['targetType', 'targetId']), placements: sum(['placement']), pages: sum(['referrerPath']), daily: sum(['day']) };
  }

  async rows(from: string, to: string): Promise<ClickRow[]> {
    return this.stored.filter((r) => r.day >= from && r.day <= to);
  }

  async productLinks() {
    return [...this.products].map(([id, p]) => ({ id, affiliateLink: p.affiliateLink }));
  }

  async names(productIds: number[]): Promise<Map<string, string>> {
    return new Map(productIds.filter((id) => this.products.has(id)).map((id) => [`product:${id}`, this.products.get(id)!.name]));
  }

  async pageNames(refs: PageRef[]): Promise<Map<string, string>> {
    return new Map(
      refs.flatMap((ref) => (ref.kind === 'product' && this.products.has(ref.id) ? [[refKey(ref), this.products.get(ref.id)!.name]] : [])),
    );
  }
}

const T0 = Date.parse('2026-11-02T01:00:00Z');
const minutes = (n: number) => T0 + n * 60_000;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0';
const PEREGRINE: AffiliateTarget = { type: 'product', id: 1, url: 'https://seller.example/peregrine' };

function setup() {
  const clicks = new FakeClicks();
  clicks.products.set(1, { name: 'Shearwater Peregrine', affiliateLink: PEREGRINE.url });
  const config = { siteTimeZone: 'Australia/Sydney' } as AppConfig;
  const sut = new ClicksService(clicks as unknown as ClicksRepository, config);
  const click = async (
    at: number,
    fields: { ip?: string; agent?: string; method?: string; placement?: Placement; target?: AffiliateTarget } = {},
  ) => {
    jest.setSystemTime(at);
    const request = { method: fields.method ?? 'GET', ip: fields.ip ?? '198.51.100.1', headers: { 'user-agent': fields.agent ?? BROWSER } };
    sut.record(request, fields.target ?? PEREGRINE, fields.placement ?? 'product-page', '/shop/1');
    await sut.settled();
  };
  const total = async () => (await sut.report(7, new Date(T0))).total;
  return { sut, clicks, click, total };
}

describe(ClicksService.name, () => {
  beforeAll(() => Logger.overrideLogger(false));
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));
  afterEach(() => jest.useRealTimers());

  describe('record', () => {
    it('counts a click once per dedupe window: a repeat within a minute is not counted, a later one is', async () => {
      const { click, total } = setup();
      await click(minutes(0));
      await click(minutes(0.5));
      expect(await total()).toBe(1);
      await click(minutes(2));
      expect(await total()).toBe(2);
    });

    it('counts at most three clicks an hour of one address on one link, whatever browser it claims', async () => {
      const { click, total } = setup();
      for (const [i, m] of [0, 2, 4, 6, 8].entries()) await click(minutes(m), { agent: `${BROWSER} v${i}` });
      expect(await total()).toBe(3);
    });

    it('counts other addresses and other links apart', async () => {
      const { click, sut } = setup();
      await click(minutes(0));
      await click(minutes(0), { ip: '198.51.100.2' });
      await click(minutes(0), { target: { ...PEREGRINE, id: 2 } });
      const report = await sut.report(7, new Date(T0));
      expect(report.byLink.map((l) => [l.targetId, l.clicks, l.name])).toEqual([
        [1, 2, 'Shearwater Peregrine'],
        [2, 1, 'Deleted product #2'],
      ]);
    });

    it('does not count bots, scripts or HEAD requests', async () => {
      const { click, total } = setup();
      await click(minutes(0), { agent: 'Googlebot/2.1' });
      await click(minutes(0), { agent: 'curl/8.0', ip: '198.51.100.3' });
      await click(minutes(0), { method: 'HEAD', ip: '198.51.100.4' });
      expect(await total()).toBe(0);
    });
  });

  describe('report', () => {
    it("files a click under the site's calendar day and sums it by placement and page", async () => {
      const { click, sut } = setup();
      await click(minutes(0), { placement: 'product-page' });
      await click(minutes(0), { placement: 'newsletter', ip: '198.51.100.9' });
      const report = await sut.report(7, new Date(T0));
      // 01:00 UTC is 12:00 in Sydney on the same day.
      expect(report.daily.find((d) => d.clicks > 0)).toEqual({ day: '2026-11-02', clicks: 2 });
      expect(report.byPlacement.map((p) => p.placement).sort()).toEqual(['newsletter', 'product-page']);
      expect(report.byPage).toEqual([{ path: '/shop/1', title: 'Shop: Shearwater Peregrine', clicks: 2 }]);
    });
  });
});
