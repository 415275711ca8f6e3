import { Module } from '@nestjs/common';
import { GuidePdfService } from './guide/guide-pdf.service';
import { NewsletterMaintenanceService } from './newsletter-maintenance.service';
import { NewsletterController } from './newsletter.controller';
import { NewsletterService } from './newsletter.service';

@Module({
  controllers: [NewsletterController],
  providers: [NewsletterService, GuidePdfService, NewsletterMaintenanceService],
  exports: [NewsletterService, GuidePdfService],
})
export class NewsletterModule {}
