import { Module } from '@nestjs/common';
import { AffiliateLinksController } from './affiliate-links.controller';
import { ClicksAdminController } from './clicks-admin.controller';
import { ClicksService } from './clicks.service';
import { GoController } from './go.controller';
import { LinkHealthController } from './link-health/link-health.controller';
import { LinkHealthService } from './link-health/link-health.service';

/** Counted seller links (/go/…), the click report, seller-link health. */
@Module({
  controllers: [GoController, ClicksAdminController, AffiliateLinksController, LinkHealthController],
  providers: [ClicksService, LinkHealthService],
})
export class AffiliateModule {}
