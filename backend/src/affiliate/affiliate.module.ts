import { Module } from '@nestjs/common';
import { Transactions } from '../database/transactions';
import { AffiliateLinksController } from './affiliate-links.controller';
import { ClicksAdminController } from './clicks-admin.controller';
import { ClicksRepository } from './clicks.repository';
import { ClicksService } from './clicks.service';
import { GoController } from './go.controller';
import { LinkHealthController } from './link-health/link-health.controller';
import { LinkHealthRepository } from './link-health/link-health.repository';
import { LinkHealthService } from './link-health/link-health.service';
import { PriceChecksController } from './price-checks/price-checks.controller';
import { PriceChecksRepository } from './price-checks/price-checks.repository';
import { PriceChecksService } from './price-checks/price-checks.service';
import { PriceFeedSourcesRepository } from './price-feeds/price-feed-sources.repository';
import { PriceFeedsController } from './price-feeds/price-feeds.controller';
import { PriceFeedsService } from './price-feeds/price-feeds.service';

/** Counted seller links (/go/…), the click report, seller-link health and the sellers' prices. */
@Module({
  controllers: [
    GoController,
    ClicksAdminController,
    AffiliateLinksController,
    LinkHealthController,
    PriceChecksController,
    PriceFeedsController,
  ],
  providers: [
    ClicksRepository,
    ClicksService,
    LinkHealthRepository,
    LinkHealthService,
    PriceChecksRepository,
    PriceChecksService,
    PriceFeedsService,
    PriceFeedSourcesRepository,
    Transactions,
  ],
  exports: [ClicksService],
})
export class AffiliateModule {}
