import { Global, Module } from '@nestjs/common';
import { OutboxWorkerService } from './outbox-worker.service';
import { OutboxService } from './outbox.service';
import { SmtpTransportService } from './smtp-transport.service';

/** The one outbox every e-mail of the site goes through (contact, sign-up confirmation, newsletter issues). */
@Global()
@Module({ providers: [SmtpTransportService, OutboxService, OutboxWorkerService], exports: [OutboxService, OutboxWorkerService] })
export class MailModule {}
