import { Module } from '@nestjs/common';
import { AffiliateModule } from '../affiliate/affiliate.module';
import { JobLeases } from '../database/job-leases';
import { Transactions } from '../database/transactions';
import { AnalyticsAdminController } from './analytics-admin.controller';
import { AnalyticsCollectController } from './analytics-collect.controller';
import { AnalyticsReportService } from './analytics-report.service';
import { AnalyticsRollupService } from './analytics-rollup.service';
import { AnalyticsRepository } from './analytics.repository';
import { CommissionsService } from './commissions.service';
import { EventCollectorService } from './event-collector.service';
import { WeeklySummaryService } from './weekly-summary.service';

/** The site's own cookie-free analytics: the beacon's events, their daily roll-up and the admin's Analytics tab. */
@Module({
  imports: [AffiliateModule],
  controllers: [AnalyticsCollectController, AnalyticsAdminController],
  providers: [
    AnalyticsRepository,
    EventCollectorService,
    AnalyticsRollupService,
    AnalyticsReportService,
    CommissionsService,
    WeeklySummaryService,
    JobLeases,
    Transactions,
  ],
  exports: [EventCollectorService, AnalyticsRollupService, WeeklySummaryService],
})
export class AnalyticsModule {}
