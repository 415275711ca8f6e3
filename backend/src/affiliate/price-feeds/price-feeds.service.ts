import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { fetchPage } from '../price-checks/fetch-page';
import { judgeReading } from '../price-checks/price-flags';
import { CheckedOffer, OfferReading, PriceChecksRepository } from '../price-checks/price-checks.repository';
import { FeedError, FeedRow, parseFeed } from './feed-csv';
import { FeedImportResultDto, FeedRowNoteDto } from './price-feeds.dto';

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

  /** The feeds named in PRICE_FEEDS, fetched and applied (part of the daily link-health run). */
  async runScheduled(): Promise<void> {
    for (const feed of this.config.priceFeeds) {
      const page = await fetchPage(feed.url, {
        timeoutMs: this.config.linkHealth.timeoutMs * 3,
        allowPrivateTargets: this.config.allowPrivateLinkTargets,
        maxBytes: MAX_FETCHED_FEED_BYTES,
      });
      if (!page.html) {
        this.logger.warn(`The price feed of ${feed.sellerName} could not be fetched: ${page.error || `status ${page.status}`}`);
        continue;
      }
      const result = await this.importText(feed.sellerName, page.html).catch((error: unknown) => {
        this.logger.warn(`The price feed of ${feed.sellerName} was not used: ${String((error as Error).message ?? error)}`);
        return null;
      });
      if (result) {
        this.logger.log(
          `Price feed of ${feed.sellerName}: ${result.updated} offers updated, ${result.flagged.length} flagged, ${result.unknown.length} unknown rows.`,
        );
      }
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
