import { Module } from '@nestjs/common';
import { AffiliateLinksController } from './affiliate-links.controller';
import { ClicksAdminController } from './clicks-admin.controller';
import { ClicksService } from './clicks.service';
import { GoController } from './go.controller';

/** Counted seller links (/go/…), the click report, seller-link health. */
@Module({
  controllers: [GoController, ClicksAdminController, AffiliateLinksController],
  providers: [ClicksService],
})
export class AffiliateModule {}
