import { EntityManager } from 'typeorm';
import { Article } from '../articles/article.entity';
import { Newsletter } from './newsletter.entity';
import { BatchMail, ConfirmedFields, NewsletterRepository, PendingFields, Recipient } from './newsletter.repository';

type Api = { [K in keyof NewsletterRepository]: NewsletterRepository[K] };

/** The subscribers in memory, for the newsletter's unit tests; `queued` holds what queueBatch wrote. */
export class FakeNewsletterRepository implements Api {
  readonly rows: Newsletter[] = [];
  readonly queued: BatchMail[] = [];
  /** The free guide's article, when a test puts one here. */
  guide: Article | null = null;
  private nextId = 1;

  add(fields: Partial<Newsletter> & Pick<Newsletter, 'email' | 'status'>): Newsletter {
    const row: Newsletter = {
      id: this.nextId++,
      createdAt: new Date(0),
      consentedAt: null,
      source: 'home',
      signupPage: '',
      consentIp: null,
      consentUserAgent: null,
      pendingSince: null,
      confirmationSentAt: null,
      unsubscribedAt: null,
      guideSentAt: null,
      bouncedAt: null,
      ...fields,
    };
    this.rows.push(row);
    return row;
  }

  byEmail(email: string): Newsletter | undefined {
    return this.rows.find((r) => r.email === email);
  }

  async findByEmail(email: string): Promise<Newsletter | null> {
    return this.byEmail(email) ?? null;
  }

  async findById(id: number): Promise<Newsletter | null> {
    return this.rows.find((r) => r.id === id) ?? null;
  }

  async insertPending(_manager: EntityManager, email: string, fields: PendingFields): Promise<number> {
    return this.add({ email, ...fields }).id;
  }

  async restartPending(
    _manager: EntityManager,
    id: number,
    status: Newsletter['status'],
    fields: PendingFields,
    resendAfter: Date | null,
  ): Promise<boolean> {
    const row = this.rows.find((r) => r.id === id && r.status === status);
    if (!row) return false;
    if (resendAfter && !(row.confirmationSentAt && row.confirmationSentAt <= resendAfter)) return false;
    Object.assign(row, fields);
    return true;
  }

  private updateWhere(id: number, statuses: Newsletter['status'][], fields: Partial<Newsletter>): boolean {
    const row = this.rows.find((r) => r.id === id && statuses.includes(r.status));
    if (row) Object.assign(row, fields);
    return Boolean(row);
  }

  async confirmPending(id: number, fields: ConfirmedFields): Promise<boolean> {
    return this.updateWhere(id, ['pending'], fields);
  }

  async unsubscribe(id: number, now: Date): Promise<boolean> {
    return this.updateWhere(id, ['confirmed', 'pending'], { status: 'unsubscribed', unsubscribedAt: now, pendingSince: null });
  }

  async markBounced(id: number, now: Date): Promise<void> {
    this.updateWhere(id, ['confirmed', 'pending'], { status: 'bounced', bouncedAt: now });
  }

  async findPendingSince(cutoff: Date): Promise<Pick<Newsletter, 'id' | 'consentedAt'>[]> {
    return this.rows.filter((r) => r.status === 'pending' && r.pendingSince && r.pendingSince <= cutoff);
  }

  async deletePending(ids: number[]): Promise<void> {
    for (const id of ids) {
      const at = this.rows.findIndex((r) => r.id === id && r.status === 'pending');
      if (at >= 0) this.rows.splice(at, 1);
    }
  }

  async returnPendingToUnsubscribed(ids: number[]): Promise<void> {
    for (const id of ids) this.updateWhere(id, ['pending'], { status: 'unsubscribed', pendingSince: null });
  }

  async findConfirmed(): Promise<Newsletter[]> {
    return this.rows.filter((r) => r.status === 'confirmed').sort((a, b) => a.id - b.id);
  }

  async findConfirmedAfter(after: number, take: number, options: { withoutGuide?: boolean } = {}): Promise<Recipient[]> {
    return (await this.findConfirmed())
      .filter((r) => r.id > after && (!options.withoutGuide || r.guideSentAt === null))
      .slice(0, take)
      .map(({ id, email }) => ({ id, email }));
  }

  async countConfirmed(): Promise<number> {
    return (await this.findConfirmed()).length;
  }

  async countAwaitingGuide(): Promise<number> {
    return this.rows.filter((r) => r.status === 'confirmed' && r.guideSentAt === null).length;
  }

  async countUnsubscribedAfter(since: Date): Promise<number> {
    return this.rows.filter((r) => r.unsubscribedAt && r.unsubscribedAt > since).length;
  }

  async countByStatus(): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    for (const row of this.rows) counts.set(row.status, (counts.get(row.status) ?? 0) + 1);
    return counts;
  }

  async queueBatch(_manager: EntityManager, mails: BatchMail[]): Promise<void> {
    for (const mail of mails) {
      if (!this.queued.some((q) => q.issueId === mail.issueId && q.subscriberId === mail.subscriberId)) this.queued.push(mail);
    }
  }

  async markGuideSent(_manager: EntityManager, ids: number[], now: Date): Promise<void> {
    for (const row of this.rows) if (ids.includes(row.id) && row.guideSentAt === null) row.guideSentAt = now;
  }

  asRepository(): NewsletterRepository {
    return this as unknown as NewsletterRepository;
  }

  async findGuideArticle(published: boolean): Promise<Article | null> {
    return this.guide && (!published || this.guide.published) ? this.guide : null;
  }
}
