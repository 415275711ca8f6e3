import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Transactions } from '../../database/transactions';
import { OutboxService } from '../../mail/outbox.service';
import { NewsletterRepository } from '../newsletter.repository';
import { NewsletterIssuesRepository } from './newsletter-issues.repository';

/** Recipients queued per transaction: small enough to keep each transaction short. */
const QUEUE_BATCH = 500;
/** How often each instance looks for sends whose recipients are not all queued yet (after a restart). */
const RESUME_EVERY_MS = 30_000;

/**
 * Turns a sent issue into one outbox message per confirmed subscriber, in batches by subscriber id.
 * The unique (issue, subscriber) key means two instances, or a restart half-way, never queue one
 * recipient twice; the outbox then sends each message once, throttled by NEWSLETTER_SEND_PER_MINUTE.
 */
@Injectable()
export class IssueSenderService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(IssueSenderService.name);
  private readonly queueing = new Map<number, Promise<void>>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly issues: NewsletterIssuesRepository,
    private readonly subscribers: NewsletterRepository,
    private readonly transactions: Transactions,
    private readonly outbox: OutboxService,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.resume(), RESUME_EVERY_MS);
    this.timer.unref();
    setImmediate(() => void this.resume());
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Queues the rest of every issue being sent whose recipients are not all queued. */
  async resume(): Promise<void> {
    if (!this.transactions.ready) return;
    try {
      const open = await this.issues.findUnqueuedSends();
      await Promise.all(open.map((issue) => this.queueRecipients(issue.id)));
    } catch (error) {
      this.logger.warn(`Queuing newsletter recipients will be tried again: ${String(error)}`);
    }
  }

  /** One run per issue per instance at a time; resolves when every recipient is queued. */
  queueRecipients(issueId: number): Promise<void> {
    let run = this.queueing.get(issueId);
    if (!run) {
      run = this.queueAll(issueId).finally(() => this.queueing.delete(issueId));
      this.queueing.set(issueId, run);
    }
    return run;
  }

  private async queueAll(issueId: number): Promise<void> {
    for (;;) {
      const done = await this.transactions.run(async (manager) => {
        const issue = await this.issues.findById(issueId, manager);
        if (!issue || issue.status !== 'sending' || issue.queuedAt) return true;
        const batch = await this.subscribers.findConfirmedAfter(issue.queuedUpTo, QUEUE_BATCH, { manager });
        if (batch.length === 0) {
          await this.issues.markQueued(manager, issueId, new Date());
          return true;
        }
        // Another instance (or a run before a restart) may have queued some of them already.
        await this.subscribers.queueBatch(
          manager,
          batch.map((s) => ({
            kind: 'newsletter' as const,
            recipient: s.email,
            subject: issue.subject,
            html: null,
            text: null,
            subscriberId: s.id,
            issueId,
            status: 'queued' as const,
            nextAttemptAt: new Date(),
          })),
        );
        await this.issues.advanceQueuedUpTo(manager, issueId, batch[batch.length - 1]!.id);
        return false;
      });
      this.outbox.nudge();
      if (done) return;
    }
  }
}
