import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { Transactions } from '../database/transactions';
import { OutboxService } from '../mail/outbox.service';
import { contactMail } from './contact-mail';
import { SendContactMessageDto, SendContactMessageResponseDto } from './contact.dto';
import { ContactRepository } from './contact.repository';

@Injectable()
export class ContactService {
  constructor(
    private readonly contacts: ContactRepository,
    private readonly transactions: Transactions,
    private readonly outbox: OutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The message and its e-mail to the owner are saved in one transaction, so neither is lost when
   * the mail server is down. One attempt is made while the visitor waits (a few seconds at most);
   * whatever does not go then is retried by the outbox.
   */
  async send(input: SendContactMessageDto): Promise<SendContactMessageResponseDto> {
    const outboxId = await this.transactions.run(async (manager) => {
      const contact = await this.contacts.save(manager, input);
      return this.outbox.enqueue(manager, contactMail(contact, this.config.contactRecipient));
    });
    return { emailSent: await this.outbox.sendNow(outboxId) };
  }
}
