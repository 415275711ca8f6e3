import { Module } from '@nestjs/common';
import { ScheduledPublishingService } from './scheduled-publishing.service';

/** Drafts with a publish time go live by themselves. */
@Module({ providers: [ScheduledPublishingService], exports: [ScheduledPublishingService] })
export class PublishingModule {}
