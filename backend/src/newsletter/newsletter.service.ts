import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isUniqueViolation } from '../common/database-errors';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { Newsletter, NewsletterSource } from './newsletter.entity';
import { SubscribeNewsletterResponseDto, UnsubscribeNewsletterResponseDto } from './newsletter.dto';
import { subscribersCsvFilename, toSubscribersCsv } from './newsletter-csv';
import {
  INVALID_UNSUBSCRIBE_LINK_MESSAGE,
  signUnsubscribeToken,
  unsubscribeTokenId,
  unsubscribeUrl,
  verifyUnsubscribeToken,
} from './unsubscribe-token';

/** The frontend shows its "Already subscribed!" toast when the message contains this text. */
export const ALREADY_SUBSCRIBED_MESSAGE = 'Email already subscribed';

export interface CsvFile {
  filename: string;
  body: string;
}

@Injectable()
export class NewsletterService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** `email` arrives trimmed and lower-cased from the DTO. Every sign-up records when and where consent was given. */
  async subscribe(email: string, source: NewsletterSource): Promise<SubscribeNewsletterResponseDto> {
    const repo = this.dataSource.getRepository(Newsletter);
    const existing = await repo.findOneBy({ email });
    if (existing?.subscribed) throw new ConflictException(ALREADY_SUBSCRIBED_MESSAGE);
    const consent = { consentedAt: new Date(), source };
    if (existing) {
      // Someone who left the list may come back: that is a new consent.
      await repo.update({ id: existing.id }, { ...consent, subscribed: true, unsubscribedAt: null });
      return { message: 'Subscribed', email };
    }
    try {
      await repo.insert({ email, ...consent });
    } catch (error) {
      // Two sign-ups of the same address at once: the unique key decides.
      if (isUniqueViolation(error)) throw new ConflictException(ALREADY_SUBSCRIBED_MESSAGE);
      throw error;
    }
    return { message: 'Subscribed', email };
  }

  /** A reused link is not an error: the visitor wanted to be off the list, and is. */
  async unsubscribe(token: string): Promise<UnsubscribeNewsletterResponseDto> {
    const id = unsubscribeTokenId(token);
    const repo = this.dataSource.getRepository(Newsletter);
    const subscriber = id === null ? null : await repo.findOneBy({ id });
    if (!subscriber || !verifyUnsubscribeToken(this.config.newsletterSecret, token, subscriber.id, subscriber.email)) {
      throw new BadRequestException(INVALID_UNSUBSCRIBE_LINK_MESSAGE);
    }
    // The WHERE on `subscribed` makes two clicks at once count as one unsubscription.
    const { affected } = await repo.update({ id: subscriber.id, subscribed: true }, { subscribed: false, unsubscribedAt: new Date() });
    return affected
      ? { message: 'You have been unsubscribed. You will not receive the Dive Down Under newsletter any more.', alreadyUnsubscribed: false }
      : { message: 'This address was already unsubscribed. You will not receive the newsletter any more.', alreadyUnsubscribed: true };
  }

  /** Current subscribers only, oldest first, each with the unsubscribe link a newsletter e-mail must carry. */
  async exportCsv(now = new Date()): Promise<CsvFile> {
    const subscribers = await this.dataSource.getRepository(Newsletter).find({ where: { subscribed: true }, order: { id: 'ASC' } });
    const { newsletterSecret, publicUrl } = this.config;
    const rows = subscribers.map((s) => ({
      email: s.email,
      consentedAt: s.consentedAt,
      source: s.source,
      unsubscribeUrl: unsubscribeUrl(publicUrl, signUnsubscribeToken(newsletterSecret, s.id, s.email)),
    }));
    return { filename: subscribersCsvFilename(now), body: toSubscribersCsv(rows) };
  }
}
