import { FakeTransactions } from '../../database/transactions.fake';
import { OutboxService } from '../../mail/outbox.service';
import { FakeNewsletterRepository } from '../newsletter.repository.fake';
import { IssueSenderService } from './issue-sender.service';
import { NewsletterIssue } from './newsletter-issue.entity';
import { NewsletterIssuesRepository } from './newsletter-issues.repository';

/** The few issue queries the sender makes, over one in-memory issue list. */
class FakeIssues implements Pick<NewsletterIssuesRepository, 'findById' | 'findUnqueuedSends' | 'markQueued' | 'advanceQueuedUpTo'> {
  readonly rows: NewsletterIssue[] = [];
  async findById(id: number) {
    return this.rows.find((r) => r.id === id) ?? null;
  }
  async findUnqueuedSends() {
    return this.rows.filter((r) => r.status === 'sending' && r.queuedAt === null).map(({ id }) => ({ id }));
  }
  async markQueued(_manager: unknown, id: number, now: Date) {
    const row = this.rows.find((r) => r.id === id && r.queuedAt === null);
    if (row) row.queuedAt = now;
  }
  async advanceQueuedUpTo(_manager: unknown, id: number, last: number) {
    const row = this.rows.find((r) => r.id === id && r.queuedUpTo < last);
    if (row) row.queuedUpTo = last;
  }
}

function setup(confirmed: number) {
  const subscribers = new FakeNewsletterRepository();
  for (let i = 0; i < confirmed; i++) subscribers.add({ email: `s${i}@example.com`, status: i % 100 === 7 ? 'unsubscribed' : 'confirmed' });
  const issues = new FakeIssues();
  const outbox = { nudge: jest.fn() } as unknown as OutboxService;
  const sut = new IssueSenderService(
    issues as unknown as NewsletterIssuesRepository,
    subscribers.asRepository(),
    new FakeTransactions().asTransactions(),
    outbox,
  );
  const issue = (fields: Partial<NewsletterIssue>) => {
    const row = {
      id: issues.rows.length + 1,
      subject: 'Issue',
      status: 'sending',
      queuedUpTo: 0,
      queuedAt: null,
      ...fields,
    } as NewsletterIssue;
    issues.rows.push(row);
    return row;
  };
  return { sut, subscribers, issue };
}

describe(IssueSenderService.name, () => {
  describe('queueRecipients', () => {
    it('queues one newsletter copy per confirmed subscriber, in batches, then marks the issue queued', async () => {
      const { sut, subscribers, issue } = setup(1200);
      const sending = issue({});
      await sut.queueRecipients(sending.id);
      const confirmedIds = subscribers.rows.filter((r) => r.status === 'confirmed').map((r) => r.id);
      expect(subscribers.queued.map((m) => m.subscriberId)).toEqual(confirmedIds);
      expect(subscribers.queued.every((m) => m.kind === 'newsletter' && m.issueId === sending.id && m.subject === 'Issue')).toBe(true);
      expect(sending.queuedAt).toBeInstanceOf(Date);
      expect(sending.queuedUpTo).toBe(confirmedIds[confirmedIds.length - 1]);
    });

    it('resumes after the last queued subscriber and never queues one recipient twice', async () => {
      const { sut, subscribers, issue } = setup(30);
      const sending = issue({ queuedUpTo: 10 });
      await Promise.all([sut.queueRecipients(sending.id), sut.queueRecipients(sending.id)]);
      await sut.resume();
      const ids = subscribers.queued.map((m) => m.subscriberId);
      expect(ids).toEqual(subscribers.rows.filter((r) => r.status === 'confirmed' && r.id > 10).map((r) => r.id));
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('queues nothing for a draft or an issue already queued', async () => {
      const { sut, subscribers, issue } = setup(5);
      await sut.queueRecipients(issue({ status: 'draft' }).id);
      await sut.queueRecipients(issue({ queuedAt: new Date() }).id);
      expect(subscribers.queued).toHaveLength(0);
    });
  });
});
