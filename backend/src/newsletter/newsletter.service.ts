import { ConflictException, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isUniqueViolation } from '../common/database-errors.filter';
import { Newsletter } from './newsletter.entity';
import { SubscribeNewsletterResponseDto } from './newsletter.dto';

/** The frontend shows its "Already subscribed!" toast when the message contains this text. */
export const ALREADY_SUBSCRIBED_MESSAGE = 'Email already subscribed';

@Injectable()
export class NewsletterService {
  constructor(private readonly dataSource: DataSource) {}

  /** `email` arrives trimmed and lower-cased from the DTO. */
  async subscribe(email: string): Promise<SubscribeNewsletterResponseDto> {
    const repo = this.dataSource.getRepository(Newsletter);
    const existing = await repo.findOneBy({ email });
    if (existing?.subscribed) throw new ConflictException(ALREADY_SUBSCRIBED_MESSAGE);
    if (existing) {
      // Someone who left the list may come back.
      await repo.update({ id: existing.id }, { subscribed: true });
      return { message: 'Subscribed', email };
    }
    try {
      await repo.insert({ email });
    } catch (error) {
      // Two sign-ups of the same address at once: the unique key decides.
      if (isUniqueViolation(error)) throw new ConflictException(ALREADY_SUBSCRIBED_MESSAGE);
      throw error;
    }
    return { message: 'Subscribed', email };
  }
}
