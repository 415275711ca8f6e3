import { Module } from '@nestjs/common';
import { Transactions } from '../database/transactions';
import { ScheduledPublishingRepository } from './scheduled-publishing.repository';
import { ScheduledPublishingService } from './scheduled-publishing.service';

/** Drafts with a publish time go live by themselves. */
@Module({ providers: [ScheduledPublishingRepository, Transactions, ScheduledPublishingService], exports: [ScheduledPublishingService] })
export class PublishingModule {}
