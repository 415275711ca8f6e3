import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ContactMailerService } from './contact-mailer.service';
import { Contact } from './contact.entity';
import { SendContactMessageDto, SendContactMessageResponseDto } from './contact.dto';

@Injectable()
export class ContactService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mailer: ContactMailerService,
  ) {}

  /** Saved first, so a message is never lost when the mail server is down. */
  async send(input: SendContactMessageDto): Promise<SendContactMessageResponseDto> {
    const repo = this.dataSource.getRepository(Contact);
    const contact = await repo.save(repo.create(input));
    return { emailSent: await this.mailer.forward(contact) };
  }
}
