import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In, IsNull, MoreThan, Not, Repository } from 'typeorm';
import { AffiliateClick } from '../../affiliate/affiliate-click.entity';
import { Article } from '../../articles/article.entity';
import { DiveSite } from '../../dive-sites/dive-site.entity';
import { OutboxMessage } from '../../mail/outbox-message.entity';
import { Review } from '../../reviews/review.entity';
import { Newsletter } from '../newsletter.entity';
import { NewsletterIssue } from './newsletter-issue.entity';

/** What the compose form fills in; the rest of a new issue comes from the table's defaults. */
export type NewIssue = Pick<
  NewsletterIssue,
  'subject' | 'preheader' | 'intro' | 'articleIds' | 'reviewIds' | 'diveSiteIds' | 'weekendSites' | 'weekendState' | 'status'
>;

/** The items an issue may feature, by id. */
export interface FeaturedIds {
  articleIds: number[];
  reviewIds: number[];
  diveSiteIds: number[];
}

/** The rows an issue's featured items are built from (published ones only, in no particular order). */
export interface FeaturedRows {
  articles: Article[];
  reviews: Review[];
  sites: DiveSite[];
}

/** One line of a send's outbox tally: its messages of one status, and how many of them went to bounced addresses. */
export interface SendTally {
  status: string;
  bounced: string | null;
  count: string;
}

/** Newsletter issues (table `newsletter_issues`) and what their sends and reports read. */
@Injectable()
export class NewsletterIssuesRepository {
  constructor(private readonly dataSource: DataSource) {}

  private issues(manager?: EntityManager): Repository<NewsletterIssue> {
    return (manager ?? this.dataSource.manager).getRepository(NewsletterIssue);
  }

  findById(id: number, manager?: EntityManager): Promise<NewsletterIssue | null> {
    return this.issues(manager).findOneBy({ id });
  }

  /** Newest first. */
  findAll(): Promise<NewsletterIssue[]> {
    return this.issues().find({ order: { id: 'DESC' } });
  }

  async create(fields: NewIssue): Promise<number> {
    const saved = await this.issues().save(this.issues().create(fields));
    return saved.id;
  }

  /** True when the issue was still a draft and took the fields (a Send that wins the race freezes it). */
  async updateDraft(id: number, fields: Partial<NewsletterIssue>): Promise<boolean> {
    const { affected } = await this.issues().update({ id, status: 'draft' }, fields);
    return Boolean(affected);
  }

  async deleteDraft(id: number): Promise<boolean> {
    const { affected } = await this.issues().delete({ id, status: 'draft' });
    return Boolean(affected);
  }

  /** True for the one request that turned the draft into a send; `weekendSection` is the section as sent (JSON). */
  async startSending(id: number, now: Date, weekendSection: string | null = null): Promise<boolean> {
    const { affected } = await this.issues().update({ id, status: 'draft' }, { status: 'sending', sendStartedAt: now, weekendSection });
    return Boolean(affected);
  }

  /** When the newest issue was created; null before the first. */
  /** When the latest issue went out (drafts do not count: nobody has read them). */
  async lastSentAt(): Promise<Date | null> {
    const [last] = await this.issues().find({
      where: { sendStartedAt: Not(IsNull()) },
      order: { sendStartedAt: 'DESC' },
      take: 1,
      select: { id: true, sendStartedAt: true },
    });
    return last?.sendStartedAt ?? null;
  }

  /** Issues being sent whose recipients are not all queued yet. */
  findUnqueuedSends(): Promise<Pick<NewsletterIssue, 'id'>[]> {
    return this.issues().find({ where: { status: 'sending', queuedAt: IsNull() }, select: { id: true } });
  }

  async markQueued(manager: EntityManager, id: number, now: Date): Promise<void> {
    await this.issues(manager).update({ id, queuedAt: IsNull() }, { queuedAt: now });
  }

  /** Moves the issue's queued-up-to mark forward (never back: another instance may be ahead). */
  async advanceQueuedUpTo(manager: EntityManager, id: number, last: number): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(NewsletterIssue)
      .set({ queuedUpTo: last })
      .where('id = :id AND queuedUpTo < :last', { id, last })
      .execute();
  }

  /** The newest (at most 20 of each) published articles and reviews created after `since`. */
  async publishedAfter(since: Date): Promise<Pick<FeaturedIds, 'articleIds' | 'reviewIds'>> {
    const ids = async <T extends { id: number }>(rows: Promise<T[]>) => (await rows).map((r) => r.id);
    const newest = { order: { createdAt: 'DESC' as const }, take: 20, select: { id: true } };
    const [articleIds, reviewIds] = await Promise.all([
      ids(this.dataSource.getRepository(Article).find({ where: { published: true, createdAt: MoreThan(since) }, ...newest })),
      ids(this.dataSource.getRepository(Review).find({ where: { published: true, createdAt: MoreThan(since) }, ...newest })),
    ]);
    return { articleIds, reviewIds };
  }

  /** The featured items that still exist and are published. */
  async featured(ids: FeaturedIds): Promise<FeaturedRows> {
    const [articles, reviews, sites] = await Promise.all([
      ids.articleIds.length ? this.dataSource.getRepository(Article).findBy({ id: In(ids.articleIds), published: true }) : [],
      ids.reviewIds.length ? this.dataSource.getRepository(Review).findBy({ id: In(ids.reviewIds), published: true }) : [],
      ids.diveSiteIds.length ? this.dataSource.getRepository(DiveSite).findBy({ id: In(ids.diveSiteIds) }) : [],
    ]);
    return { articles, reviews, sites };
  }

  /** The 50 newest e-mails still waiting in the outbox, newsletter copies left out. */
  findWaitingMail(): Promise<OutboxMessage[]> {
    return this.dataSource.getRepository(OutboxMessage).find({
      where: { status: In(['queued', 'sending']), kind: Not('newsletter') },
      order: { id: 'DESC' },
      take: 50,
    });
  }

  findOutboxMessage(id: number): Promise<OutboxMessage | null> {
    return this.dataSource.getRepository(OutboxMessage).findOneBy({ id });
  }

  /** The issue's outbox messages per status. */
  sendTally(issueId: number): Promise<SendTally[]> {
    return this.dataSource
      .getRepository(OutboxMessage)
      .createQueryBuilder('m')
      .leftJoin(Newsletter, 'n', 'n.id = m.subscriberId')
      .select('m.status', 'status')
      .addSelect("SUM(CASE WHEN n.status = 'bounced' THEN 1 ELSE 0 END)", 'bounced')
      .addSelect('COUNT(*)', 'count')
      .where('m.issueId = :id', { id: issueId })
      .groupBy('m.status')
      .getRawMany<SendTally>();
  }

  /** Seller clicks counted under the newsletter placement from `page`. */
  async sellerClicks(page: string): Promise<number> {
    const clicks = await this.dataSource
      .getRepository(AffiliateClick)
      .createQueryBuilder('c')
      .select('COALESCE(SUM(c.clicks), 0)', 'clicks')
      .where('c.placement = :placement AND c.referrerPath = :page', { placement: 'newsletter', page })
      .getRawOne<{ clicks: string }>();
    return Number(clicks?.clicks ?? 0);
  }
}
