import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { fetchPage } from '../price-checks/fetch-page';
import { judgeReading } from '../price-checks/price-flags';
import { CheckedOffer, OfferReading, PriceChecksRepository } from '../price-checks/price-checks.repository';
import { FeedError, FeedRow, parseFeed } from './feed-csv';
import { feedFetchFailure } from './feed-fetch-failure';
import { PriceFeedSource } from './price-feed-source.entity';
import { PriceFeedSourcesRepository } from './price-feed-sources.repository';
import { FeedImportResultDto, FeedRowNoteDto, PriceFeedFetchDto, PriceFeedSourceDto } from './price-feeds.dto';

/** A feed fetched by address may be larger than one typed into a request. */
const MAX_FETCHED_FEED_BYTES = 20 * 1024 * 1024;

const note = (row: FeedRow, detail = ''): FeedRowNoteDto => ({
  row: row.row,
  id: row.id,
  gtin: row.gtin,
  mpn: row.mpn,
  title: row.title,
  detail,
});

/** What a fetched feed did, in one sentence for the owner's list of feeds. */
function resultSentence(result: FeedImportResultDto): string {
  const parts = [`${result.updated} of ${result.rows} rows updated prices`];
  if (result.flagged.length) parts.push(`${result.flagged.length} not used (see Prices to check)`);
  if (result.unknown.length) parts.push(`${result.unknown.length} match no offer of ${result.sellerName}`);
  return `${parts.join('; ')}.`;
}

export function toSourceDto(source: PriceFeedSource): PriceFeedSourceDto {
  return {
    id: source.id,
    sellerName: source.sellerName,
    url: source.url,
    lastFetchedAt: source.lastFetchedAt ? source.lastFetchedAt.toISOString() : null,
    lastResult: source.lastResult,
    lastOk: source.lastOk,
  };
}

/**
 * Updates a seller's offers from its affiliate network's product feed: each row's price, currency and
 * stock go to the seller's offer with the same GTIN (else the same SKU: the feed's id or mpn). Rows
 * no offer matches are reported, never created; a price that breaks a rule is flagged as from a page.
 */
@Injectable()
export class PriceFeedsService {
  private readonly logger = new Logger(PriceFeedsService.name);

  constructor(
    private readonly checks: PriceChecksRepository,
    private readonly sources: PriceFeedSourcesRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async importText(sellerName: string, text: string): Promise<FeedImportResultDto> {
    let rows: FeedRow[];
    try {
      rows = parseFeed(text);
    } catch (error) {
      if (error instanceof FeedError) throw new BadRequestException(`The feed was not used: ${error.message}`);
      throw error;
    }
    const offers = (await this.checks.offers()).filter((o) => o.sellerName.trim().toLowerCase() === sellerName.trim().toLowerCase());
    if (offers.length === 0)
      throw new BadRequestException(`No offer is from "${sellerName}": add the seller to a product first (Products tab).`);
    return this.apply(sellerName, rows, offers);
  }

  /**
   * The feeds the owner listed in the Products tab and those named in PRICE_FEEDS, fetched and applied
   * (part of the daily link-health run). One feed that fails never stops the others.
   */
  async runScheduled(): Promise<void> {
    for (const feed of this.config.priceFeeds) {
      const { sentence } = await this.fetchAndImport(feed.sellerName, feed.url);
      this.logger.log(`Price feed of ${feed.sellerName}: ${sentence}`);
    }
    for (const source of await this.sources.list()) await this.fetchSource(source.id);
  }

  /** "Fetch now" for a listed feed, and the daily run's step for it: applies it and records what it did. */
  async fetchSource(id: number): Promise<PriceFeedFetchDto> {
    const source = await this.sources.get(id);
    const { result, sentence } = await this.fetchAndImport(source.sellerName, source.url);
    await this.sources.recordFetch(id, result !== null, sentence, new Date());
    return { source: toSourceDto(await this.sources.get(id)), result };
  }

  private async fetchAndImport(sellerName: string, url: string): Promise<{ result: FeedImportResultDto | null; sentence: string }> {
    const page = await fetchPage(url, {
      timeoutMs: this.config.linkHealth.timeoutMs * 3,
      allowPrivateTargets: this.config.allowPrivateLinkTargets,
      maxBytes: MAX_FETCHED_FEED_BYTES,
    });
    const failure = feedFetchFailure(page);
    if (failure) return { result: null, sentence: failure };
    try {
      const result = await this.importText(sellerName, page.html);
      return { result, sentence: resultSentence(result) };
    } catch (error) {
      if (error instanceof BadRequestException) return { result: null, sentence: error.message };
      throw error;
    }
  }

  private async apply(sellerName: string, rows: FeedRow[], offers: CheckedOffer[]): Promise<FeedImportResultDto> {
    const byGtin = new Map(offers.filter((o) => o.gtin).map((o) => [o.gtin, o]));
    const bySku = new Map(offers.filter((o) => o.sku).map((o) => [o.sku.toLowerCase(), o]));
    const readings: OfferReading[] = [];
    const flagged: FeedRowNoteDto[] = [];
    const unknown: FeedRowNoteDto[] = [];
    const now = new Date();
    for (const row of rows) {
      const offer =
        (row.gtin ? byGtin.get(row.gtin) : undefined) ??
        bySku.get(row.id.toLowerCase()) ??
        (row.mpn ? bySku.get(row.mpn.toLowerCase()) : undefined);
      if (!offer) {
        unknown.push(note(row));
        continue;
      }
      const judgement = judgeReading(
        { status: 200, finalUrl: '', html: '', error: '' },
        { price: row.price, currency: row.currency, availability: row.availability, source: 'json-ld' },
        offer.price,
      );
      if (judgement.flag) flagged.push(note(row, judgement.detail));
      readings.push({
        offerId: offer.id,
        productId: offer.productId,
        price: row.price,
        currency: row.currency,
        availability: row.availability,
        flag: judgement.flag,
        detail: judgement.detail.replace('the page gives', 'the feed gives').replace('The page gives', 'The feed gives'),
        checkedAt: now,
        source: 'feed',
      });
    }
    await this.checks.store(readings);
    return { sellerName, rows: rows.length, updated: readings.length - flagged.length, flagged, unknown };
  }
}
