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

/** Counted seller links (/go/…), the click report, seller-link health. */
@Module({
  controllers: [GoController, ClicksAdminController, AffiliateLinksController, LinkHealthController],
  providers: [ClicksRepository, ClicksService, LinkHealthRepository, LinkHealthService, Transactions],
})
export class AffiliateModule {}
