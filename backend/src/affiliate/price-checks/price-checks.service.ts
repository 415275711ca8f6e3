import { Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { isSellerUrl } from '../affiliate-targets';
import { fetchPage } from './fetch-page';
import { hostKey, runPolitely } from './polite-pool';
import { judgeReading } from './price-flags';
import { CheckedOffer, OfferReading, PriceChecksRepository } from './price-checks.repository';
import { OfferCheckDto, PriceChecksReportDto } from './price-checks.dto';
import { readOffer } from './read-offer';

/** Readings stored per transaction during a run: few enough to lose little if the run stops. */
const STORE_EVERY = 50;

/**
 * Reads each offer's seller page for its schema.org price (part of the link-health run, and "Check
 * now" for one offer): a few pages at a time, never more than PRICE_CHECK_PER_HOST at once on one
 * seller's host, each request bounded by LINK_CHECK_TIMEOUT_MS and five redirects.
 */
@Injectable()
export class PriceChecksService {
  private readonly logger = new Logger(PriceChecksService.name);

  constructor(
    private readonly checks: PriceChecksRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Checks every offer with a seller page; resolves with how many were checked. */
  async checkAll(): Promise<number> {
    const offers = (await this.checks.offers()).filter((offer) => isSellerUrl(offer.affiliateUrl));
    let pending: OfferReading[] = [];
    const flush = async () => {
      const batch = pending;
      pending = [];
      await this.checks
        .store(batch)
        .catch((error: unknown) => this.logger.warn(`Could not store ${batch.length} price readings: ${String(error)}`));
    };
    await runPolitely(
      offers,
      (offer) => hostKey(offer.affiliateUrl),
      async (offer) => {
        // Read first, then push: `pending.push(await …)` would push into the batch a flush may have taken meanwhile.
        const reading = await this.read(offer);
        pending.push(reading);
        if (pending.length >= STORE_EVERY) await flush();
      },
      { concurrency: this.config.linkHealth.concurrency, perHost: this.config.linkHealth.perHost },
    );
    await flush();
    this.logger.log(`Read the prices of ${offers.length} offers.`);
    return offers.length;
  }

  async checkOne(offerId: number): Promise<OfferCheckDto> {
    const [offer] = await this.checks.offers({ id: offerId });
    if (!offer || !isSellerUrl(offer.affiliateUrl)) throw new NotFoundException('This offer does not exist or has no seller page.');
    const reading = await this.read(offer);
    await this.checks.store([reading]);
    return {
      offerId,
      flag: reading.flag,
      detail: reading.detail,
      price: reading.price,
      currency: reading.currency,
      availability: reading.availability,
      checkedAt: reading.checkedAt.toISOString(),
    };
  }

  async report(): Promise<PriceChecksReportDto> {
    const [all, flagged] = await Promise.all([this.checks.offers(), this.checks.offers({ flagged: true })]);
    return {
      checkable: all.filter((offer) => isSellerUrl(offer.affiliateUrl)).length,
      flagged: flagged.length,
      perHost: this.config.linkHealth.perHost,
      flags: flagged.map((offer) => ({
        offerId: offer.id,
        productId: offer.productId,
        productName: offer.productName,
        sellerName: offer.sellerName,
        url: offer.affiliateUrl,
        flag: offer.flag,
        detail: offer.flagDetail,
        flaggedAt: (offer.flaggedAt ?? new Date(0)).toISOString(),
        lastPrice: offer.price,
        lastCheckedAt: offer.checkedAt ? offer.checkedAt.toISOString() : null,
      })),
    };
  }

  private async read(offer: CheckedOffer): Promise<OfferReading> {
    const answer = await fetchPage(offer.affiliateUrl.trim(), {
      timeoutMs: this.config.linkHealth.timeoutMs,
      allowPrivateTargets: this.config.allowPrivateLinkTargets,
      maxBytes: this.config.linkHealth.maxPageBytes,
    });
    const found = answer.html ? readOffer(answer.html) : null;
    const judgement = judgeReading(answer, found, offer.price);
    return {
      offerId: offer.id,
      productId: offer.productId,
      price: found?.price ?? null,
      currency: found?.currency ?? '',
      availability: found?.availability ?? 'unknown',
      flag: judgement.flag,
      detail: judgement.detail,
      checkedAt: new Date(),
    };
  }
}
