import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In, IsNull, LessThanOrEqual, MoreThan, Repository } from 'typeorm';
import { Article } from '../articles/article.entity';
import { sqlDate } from '../database/sql-date';
import { GUIDE_ARTICLE_SLUG } from '../seed/content/first-dive-trip-guide';
import { OutboxMessage } from '../mail/outbox-message.entity';
import { Newsletter, NewsletterSource, SubscriberStatus } from './newsletter.entity';

/** The fields a sign-up (re)sets on an address that becomes pending. */
export interface PendingFields {
  status: 'pending';
  source: NewsletterSource;
  signupPage: string;
  confirmationSentAt: Date;
  pendingSince?: Date;
  unsubscribedAt?: null;
}

/** The fields a confirmation records. */
export interface ConfirmedFields {
  status: 'confirmed';
  consentedAt: Date;
  consentIp: string;
  consentUserAgent: string;
  pendingSince: null;
  unsubscribedAt: null;
  bouncedAt: null;
  guideSentAt: Date;
}

/** A subscriber as a queued e-mail needs it. */
export type Recipient = Pick<Newsletter, 'id' | 'email'>;

/** One outbox row per recipient of a batch mailing (the guide e-mail, an issue). */
export type BatchMail = Pick<
  OutboxMessage,
  'kind' | 'recipient' | 'subject' | 'html' | 'text' | 'subscriberId' | 'issueId' | 'status' | 'nextAttemptAt'
> &
  Partial<Pick<OutboxMessage, 'headers'>>;

/** The newsletter's subscribers (table `newsletters`): every query the list's rules need. */
@Injectable()
export class NewsletterRepository {
  constructor(private readonly dataSource: DataSource) {}

  private repo(manager?: EntityManager): Repository<Newsletter> {
    return (manager ?? this.dataSource.manager).getRepository(Newsletter);
  }

  findByEmail(email: string, manager?: EntityManager): Promise<Newsletter | null> {
    return this.repo(manager).findOneBy({ email });
  }

  findById(id: number): Promise<Newsletter | null> {
    return this.repo().findOneBy({ id });
  }

  /** A new address, pending; answers its id (a unique-key violation when another sign-up inserted it first). */
  async insertPending(manager: EntityManager, email: string, fields: PendingFields): Promise<number> {
    return Number((await this.repo(manager).insert({ email, ...fields })).identifiers[0]!.id);
  }

  /**
   * Makes a known address pending again, only while it still has `status` (and, with `resendAfter`,
   * only when its last confirmation e-mail is at least that old): two sign-ups at once update it once.
   */
  async restartPending(
    manager: EntityManager,
    id: number,
    status: SubscriberStatus,
    fields: PendingFields,
    resendAfter: Date | null,
  ): Promise<boolean> {
    const { affected } = await this.repo(manager)
      .createQueryBuilder()
      .update(Newsletter)
      .where('id = :id', { id })
      .andWhere(resendAfter ? 'status = :status AND confirmationSentAt <= :resendAfter' : 'status = :status', {
        status,
        resendAfter: sqlDate(this.dataSource, resendAfter ?? new Date(0)),
      })
      .set(fields)
      .execute();
    return Boolean(affected);
  }

  /** True when this call confirmed the pending address (false: it was confirmed or left meanwhile). */
  async confirmPending(id: number, fields: ConfirmedFields): Promise<boolean> {
    const { affected } = await this.repo().update({ id, status: 'pending' }, fields);
    return Boolean(affected);
  }

  /** True when this call took a confirmed or pending address off the list. */
  async unsubscribe(id: number, now: Date): Promise<boolean> {
    const { affected } = await this.repo().update(
      { id, status: In(['confirmed', 'pending']) },
      { status: 'unsubscribed', unsubscribedAt: now, pendingSince: null },
    );
    return Boolean(affected);
  }

  async markBounced(id: number, now: Date): Promise<void> {
    await this.repo().update({ id, status: In(['confirmed', 'pending']) }, { status: 'bounced', bouncedAt: now });
  }

  findPendingSince(cutoff: Date): Promise<Pick<Newsletter, 'id' | 'consentedAt'>[]> {
    return this.repo().find({
      where: { status: 'pending', pendingSince: LessThanOrEqual(sqlDate(this.dataSource, cutoff) as Date) },
      select: { id: true, consentedAt: true },
    });
  }

  /** Deletes those of `ids` still pending. */
  async deletePending(ids: number[]): Promise<void> {
    await this.repo().delete({ id: In(ids), status: 'pending' });
  }

  /** Those of `ids` still pending go back to unsubscribed. */
  async returnPendingToUnsubscribed(ids: number[]): Promise<void> {
    await this.repo().update({ id: In(ids), status: 'pending' }, { status: 'unsubscribed', pendingSince: null });
  }

  /** Confirmed subscribers, oldest first. */
  findConfirmed(): Promise<Newsletter[]> {
    return this.repo().find({ where: { status: 'confirmed' }, order: { id: 'ASC' } });
  }

  /** The next `take` confirmed subscribers after id `after` (in id order); with `withoutGuide`, only those never sent the guide. */
  findConfirmedAfter(after: number, take: number, options: { withoutGuide?: boolean; manager?: EntityManager } = {}): Promise<Recipient[]> {
    return this.repo(options.manager).find({
      where: options.withoutGuide
        ? { status: 'confirmed', guideSentAt: IsNull(), id: MoreThan(after) }
        : { status: 'confirmed', id: MoreThan(after) },
      select: { id: true, email: true },
      order: { id: 'ASC' },
      take,
    });
  }

  countConfirmed(): Promise<number> {
    return this.repo().countBy({ status: 'confirmed' });
  }

  countAwaitingGuide(): Promise<number> {
    return this.repo().countBy({ status: 'confirmed', guideSentAt: IsNull() });
  }

  countUnsubscribedAfter(since: Date): Promise<number> {
    return this.repo().countBy({ unsubscribedAt: MoreThan(since) });
  }

  /** Subscribers per status (statuses nobody has are left out). */
  async countByStatus(): Promise<Map<string, number>> {
    const rows = await this.repo()
      .createQueryBuilder('n')
      .select('n.status', 'status')
      .addSelect('COUNT(*)', 'count')
      .groupBy('n.status')
      .getRawMany<{ status: string; count: string }>();
    return new Map(rows.map((row) => [row.status, Number(row.count)]));
  }

  /**
   * Queues one e-mail per recipient; a recipient who already has this mailing (the unique issue and
   * subscriber key) is skipped, so a retry or a second instance never sends twice.
   */
  async queueBatch(manager: EntityManager, mails: BatchMail[]): Promise<void> {
    await manager.createQueryBuilder().insert().into(OutboxMessage).values(mails).orIgnore().execute();
  }

  /** Records the guide as sent to those of `ids` who had not had it. */
  async markGuideSent(manager: EntityManager, ids: number[], now: Date): Promise<void> {
    await this.repo(manager).update({ id: In(ids), guideSentAt: IsNull() }, { guideSentAt: now });
  }

  /** The free guide's article (its PDF, and the title the confirmation e-mail names); `published` only the live one. */
  findGuideArticle(published: boolean): Promise<Article | null> {
    return this.dataSource
      .getRepository(Article)
      .findOneBy(published ? { slug: GUIDE_ARTICLE_SLUG, published: true } : { slug: GUIDE_ARTICLE_SLUG });
  }
}
