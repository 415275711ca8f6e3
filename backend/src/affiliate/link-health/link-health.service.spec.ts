import { Logger } from '@nestjs/common';
import * as http from 'node:http';
import { AddressInfo } from 'node:net';
import { allowPrivateLinkTargets } from '../../common/validation/url-rules';
import { AppConfig } from '../../config/app-config';
import { FakeTransactions } from '../../database/transactions.fake';
import { TargetType } from '../affiliate-targets';
import { UrlCheck } from './check-url';
import { LinkCheck } from './link-check.entity';
import { LinkFields, LinkHealthRepository } from './link-health.repository';
import { LinkHealthService } from './link-health.service';
import { PriceChecksService } from '../price-checks/price-checks.service';
import { PriceFeedsService } from '../price-feeds/price-feeds.service';

type Api = { [K in keyof LinkHealthRepository]: LinkHealthRepository[K] };

/** Products, reviews, checks and the lease in memory. */
class FakeLinkHealth implements Api {
  readonly fields: LinkFields = { products: [], reviews: [] };
  readonly checks: LinkCheck[] = [];
  lease = { holder: '', until: new Date(0) };

  async linkFields(): Promise<LinkFields> {
    return this.fields;
  }

  async findChecks(): Promise<LinkCheck[]> {
    return this.checks;
  }

  async saveCheck(targetType: TargetType, targetId: number, url: string, result: UrlCheck, checkedAt: () => Date): Promise<LinkCheck> {
    let row = this.checks.find((c) => c.targetType === targetType && c.targetId === targetId);
    if (!row) this.checks.push((row = { id: this.checks.length + 1, targetType, targetId } as LinkCheck));
    return Object.assign(row, { url, ...result, checkedAt: checkedAt() });
  }

  async takeLease(_job: string, holder: string, until: Date, now: Date): Promise<boolean> {
    if (this.lease.until > now) return false;
    this.lease = { holder, until };
    return true;
  }
}

/** A seller on this machine whose answer per path the test sets (200 unless told); localhost and 127.0.0.1 are two sites. */
async function startSeller() {
  const answers = new Map<string, { status: number; location?: string }>();
  const server = http.createServer((req, res) => {
    const answer = answers.get(req.url ?? '') ?? { status: 200 };
    res.writeHead(answer.status, answer.location ? { location: answer.location } : {}).end();
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    answers,
    base: `http://127.0.0.1:${port}`,
    otherSite: `http://localhost:${port}`,
    close: () => new Promise((r) => server.close(r)),
  };
}

function setup() {
  const repo = new FakeLinkHealth();
  const config = {
    linkHealth: { intervalHours: 24, timeoutMs: 5000, concurrency: 2, perHost: 2 },
    allowPrivateLinkTargets: true,
  } as AppConfig;
  // Prices are read in the same run; their own tests are price-checks.api-spec.ts.
  const prices = { checkAll: async () => 0 } as unknown as PriceChecksService;
  const feeds = { runScheduled: async () => undefined } as unknown as PriceFeedsService;
  const sut = new LinkHealthService(
    repo as unknown as LinkHealthRepository,
    new FakeTransactions().asTransactions(),
    prices,
    feeds,
    config,
  );
  return { sut, repo };
}

describe(LinkHealthService.name, () => {
  let seller: Awaited<ReturnType<typeof startSeller>>;
  beforeAll(async () => {
    Logger.overrideLogger(false);
    // As in the API tests (ALLOW_PRIVATE_LINK_TARGETS): the stub seller is on the loopback address.
    allowPrivateLinkTargets(true);
    seller = await startSeller();
  });
  afterAll(async () => {
    allowPrivateLinkTargets(false);
    await seller.close();
  });
  beforeEach(() => seller.answers.clear());

  describe('checkOne and report', () => {
    it('moves a link from unchecked to ok, then broken when the seller answers 404, then redirected when it sends visitors to another site', async () => {
      const { sut, repo } = setup();
      repo.fields.products.push({ id: 1, name: 'Peregrine', affiliateLink: `${seller.base}/peregrine` });
      const outcome = async () => (await sut.report()).links[0]!.outcome;
      expect(await outcome()).toBe('unchecked');
      await expect(sut.checkOne('product', 1)).resolves.toMatchObject({ outcome: 'ok', status: 200 });
      seller.answers.set('/peregrine', { status: 404 });
      await expect(sut.checkOne('product', 1)).resolves.toMatchObject({ outcome: 'broken', status: 404 });
      expect(await outcome()).toBe('broken');
      seller.answers.set('/peregrine', { status: 301, location: `${seller.otherSite}/` });
      await expect(sut.checkOne('product', 1)).resolves.toMatchObject({ outcome: 'redirected', finalUrl: `${seller.otherSite}/` });
      expect(repo.checks).toHaveLength(1);
    });

    it('shows a link as unchecked again once its address changes, and sorts problems first', async () => {
      const { sut, repo } = setup();
      repo.fields.products.push({ id: 1, name: 'A fine one', affiliateLink: `${seller.base}/fine` });
      repo.fields.reviews.push({ id: 7, title: 'Z broken one', purchaseLink: `${seller.base}/gone` });
      seller.answers.set('/gone', { status: 410 });
      await expect(sut.checkAll()).resolves.toBe(2);
      const report = await sut.report();
      expect(report.links.map((l) => [l.name, l.outcome])).toEqual([
        ['Z broken one', 'broken'],
        ['A fine one', 'ok'],
      ]);
      expect(report.summary).toMatchObject({ ok: 1, broken: 1, unchecked: 0 });
      repo.fields.products[0]!.affiliateLink = `${seller.base}/moved`;
      expect((await sut.report()).summary).toMatchObject({ ok: 0, broken: 1, unchecked: 1 });
    });

    it('leaves out fields that are not seller addresses, and answers 404 for them', async () => {
      const { sut, repo } = setup();
      repo.fields.products.push({ id: 2, name: 'No shop', affiliateLink: '' });
      expect((await sut.report()).links).toEqual([]);
      await expect(sut.checkOne('product', 2)).rejects.toThrow('This product does not exist or has no seller link.');
    });
  });

  describe('runIfDue', () => {
    it('runs the full check once per interval: while the lease is held, another run checks nothing', async () => {
      const { sut, repo } = setup();
      repo.fields.products.push({ id: 1, name: 'Peregrine', affiliateLink: `${seller.base}/p` });
      const now = new Date('2026-11-01T00:00:00Z');
      await expect(sut.runIfDue(now)).resolves.toBe(1);
      await expect(sut.runIfDue(new Date(now.getTime() + 3_600_000))).resolves.toBe(0);
      await expect(sut.runIfDue(new Date(now.getTime() + 24 * 3_600_000))).resolves.toBe(1);
    });
  });
});
