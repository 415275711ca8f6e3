import { AnalyticsModule } from '../analytics/analytics.module';
import { Module } from '@nestjs/common';
import { ConditionsModule } from '../conditions/conditions.module';
import { JobLeases } from '../database/job-leases';
import { WindowAlertCheckService } from './alerts/window-alert-check.service';
import { WindowAlertsController } from './alerts/window-alerts.controller';
import { WindowAlertsAdminController } from './alerts/window-alerts-admin.controller';
import { WindowAlertsService } from './alerts/window-alerts.service';
import { Transactions } from '../database/transactions';
import { GuideMailService } from './guide/guide-mail.service';
import { GuidePdfService } from './guide/guide-pdf.service';
import { IssueMailService } from './issues/issue-mail.service';
import { IssueSenderService } from './issues/issue-sender.service';
import { NewsletterIssuesController } from './issues/newsletter-issues.controller';
import { NewsletterIssuesRepository } from './issues/newsletter-issues.repository';
import { NewsletterIssuesService } from './issues/newsletter-issues.service';
import { NewsletterMaintenanceService } from './newsletter-maintenance.service';
import { NewsletterController } from './newsletter.controller';
import { NewsletterLinksController } from './newsletter-links.controller';
import { OneClickPageController } from './one-click-page.controller';
import { NewsletterRepository } from './newsletter.repository';
import { NewsletterService } from './newsletter.service';

@Module({
  imports: [AnalyticsModule, ConditionsModule],
  controllers: [
    NewsletterController,
    NewsletterLinksController,
    OneClickPageController,
    NewsletterIssuesController,
    WindowAlertsController,
    WindowAlertsAdminController,
  ],
  providers: [
    NewsletterRepository,
    NewsletterIssuesRepository,
    Transactions,
    NewsletterService,
    GuidePdfService,
    GuideMailService,
    NewsletterMaintenanceService,
    IssueMailService,
    IssueSenderService,
    NewsletterIssuesService,
    JobLeases,
    WindowAlertsService,
    WindowAlertCheckService,
  ],
  exports: [NewsletterService, GuidePdfService],
})
export class NewsletterModule {}
