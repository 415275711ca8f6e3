import { Inject, Injectable, Logger } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { Contact } from './contact.entity';

/** A slow or dead mail server must not keep the visitor waiting for long. */
const SMTP_TIMEOUT_MS = 10_000;

/** Forwards saved contact messages to the owner's inbox through the configured SMTP server. */
@Injectable()
export class ContactMailerService {
  private readonly logger = new Logger(ContactMailerService.name);
  private readonly transporter: Transporter | null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    const smtp = config.smtp;
    this.transporter = smtp
      ? createTransport({
          host: smtp.host,
          port: smtp.port,
          secure: smtp.secure,
          auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
          connectionTimeout: SMTP_TIMEOUT_MS,
          greetingTimeout: SMTP_TIMEOUT_MS,
          socketTimeout: SMTP_TIMEOUT_MS,
        })
      : null;
  }

  /** True when the mail server accepted the message; never throws. */
  async forward(contact: Contact): Promise<boolean> {
    if (!this.transporter || !this.config.smtp) return false;
    try {
      await this.transporter.sendMail({
        from: this.config.smtp.from,
        to: this.config.contactRecipient,
        replyTo: { name: contact.name, address: contact.email },
        subject: `[Dive Down Under] ${contact.subject}`,
        text: [
          `New message from the contact form (#${contact.id}).`,
          '',
          `Name: ${contact.name}`,
          `Email: ${contact.email}`,
          `Subject: ${contact.subject}`,
          `Received: ${contact.createdAt.toISOString()}`,
          '',
          contact.message,
        ].join('\n'),
      });
      return true;
    } catch (error) {
      this.logger.warn(`Contact message #${contact.id} was saved but not e-mailed: ${(error as Error).message}`);
      return false;
    }
  }
}
