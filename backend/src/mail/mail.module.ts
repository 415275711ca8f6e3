import { Global, Module } from '@nestjs/common';
import { Transactions } from '../database/transactions';
import { OutboxWorkerService } from './outbox-worker.service';
import { OutboxRepository } from './outbox.repository';
import { OutboxService } from './outbox.service';
import { SmtpTransportService } from './smtp-transport.service';

/** The one outbox every e-mail of the site goes through (contact, sign-up confirmation, newsletter issues). */
@Global()
@Module({
  providers: [SmtpTransportService, OutboxRepository, OutboxService, OutboxWorkerService, Transactions],
  exports: [OutboxService, OutboxWorkerService],
})
export class MailModule {}
