import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import { APP_CONFIG, AppConfig } from '../config/app-config';

export interface OutgoingMail {
  to: string;
  subject: string;
  html?: string | null;
  text?: string | null;
  replyTo?: string;
  headers?: Record<string, string>;
}

/** `"Name" <address>` as nodemailer's address object, so it encodes the name as the name needs. */
function toAddress(value: string): { name: string; address: string } | string {
  const match = /^"(.*)" <([^<>\s]+)>$/.exec(value);
  return match ? { name: match[1]!, address: match[2]! } : value;
}

/**
 * The one SMTP client of an instance: pooled connections (a newsletter reuses a few connections
 * instead of opening one per message), bounded timeouts. Null without SMTP settings.
 */
@Injectable()
export class SmtpTransportService implements OnApplicationShutdown {
  private readonly transporter: Transporter | null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    const smtp = config.smtp;
    const timeout = config.outbox.smtpTimeoutMs;
    this.transporter = smtp
      ? createTransport({
          pool: true,
          maxConnections: config.outbox.maxConnections,
          host: smtp.host,
          port: smtp.port,
          secure: smtp.secure,
          auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
          connectionTimeout: timeout,
          greetingTimeout: timeout,
          socketTimeout: timeout,
        })
      : null;
  }

  get configured(): boolean {
    return this.transporter !== null;
  }

  /** Resolves when the server accepted the message; rejects with nodemailer's error (responseCode, response). */
  async send(mail: OutgoingMail): Promise<void> {
    if (!this.transporter || !this.config.smtp) throw new Error('No mail server is configured (SMTP_HOST).');
    // Reply-To travels as an address so nodemailer encodes a visitor's name properly.
    const { 'Reply-To': replyTo, ...headers } = mail.headers ?? {};
    await this.transporter.sendMail({
      from: this.config.smtp.from,
      to: mail.to,
      subject: mail.subject,
      html: mail.html ?? undefined,
      text: mail.text ?? undefined,
      replyTo: replyTo ? toAddress(replyTo) : mail.replyTo,
      headers,
    });
  }

  onApplicationShutdown(): void {
    this.transporter?.close();
  }
}
