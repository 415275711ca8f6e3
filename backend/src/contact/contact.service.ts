import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { OutboxService } from '../mail/outbox.service';
import { contactMail } from './contact-mail';
import { Contact } from './contact.entity';
import { SendContactMessageDto, SendContactMessageResponseDto } from './contact.dto';

@Injectable()
export class ContactService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The message and its e-mail to the owner are saved in one transaction, so neither is lost when
   * the mail server is down. One attempt is made while the visitor waits (a few seconds at most);
   * whatever does not go then is retried by the outbox.
   */
  async send(input: SendContactMessageDto): Promise<SendContactMessageResponseDto> {
    const outboxId = await this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(Contact);
      const contact = await repo.save(repo.create(input));
      return this.outbox.enqueue(manager, contactMail(contact, this.config.contactRecipient));
    });
    return { emailSent: await this.outbox.sendNow(outboxId) };
  }
}
