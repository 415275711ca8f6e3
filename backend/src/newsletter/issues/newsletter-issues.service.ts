import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { StateCode } from '@ddu/shared/dive-sites/states';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { Transactions } from '../../database/transactions';
import { OutboxService } from '../../mail/outbox.service';
import { SUBSCRIBER_STATUSES } from '../newsletter.entity';
import { NewsletterRepository } from '../newsletter.repository';
import { GuideMailService } from '../guide/guide-mail.service';
import { issuePage } from './issue-content';
import { IssueMailService } from './issue-mail.service';
import { IssueSenderService } from './issue-sender.service';
import { NewsletterIssue } from './newsletter-issue.entity';
import { NewsletterIssuesRepository } from './newsletter-issues.repository';
import {
  CreateNewsletterIssueDto,
  GuideSendResponseDto,
  NewsletterIssueDto,
  NewsletterIssueReportDto,
  NewsletterSuggestionsDto,
  NewsletterTestSendResponseDto,
  OutboxStatusDto,
  SubscriberCountsDto,
  UpdateNewsletterIssueDto,
} from './newsletter-issues.dto';

export const ISSUE_NOT_FOUND = 'No newsletter issue has this id.';
export const ISSUE_ALREADY_SENT = 'This issue has already been sent. Create a new issue to write to your subscribers again.';
export const NO_CONFIRMED_SUBSCRIBERS = 'There is no confirmed subscriber to send this issue to yet.';
const SUGGEST_DAYS_BEFORE_FIRST = 30;

@Injectable()
export class NewsletterIssuesService {
  constructor(
    private readonly issues: NewsletterIssuesRepository,
    private readonly subscribers: NewsletterRepository,
    private readonly transactions: Transactions,
    private readonly outbox: OutboxService,
    private readonly mail: IssueMailService,
    private readonly sender: IssueSenderService,
    private readonly guideMail: GuideMailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(): Promise<NewsletterIssueDto[]> {
    const issues = await this.issues.findAll();
    return Promise.all(issues.map((issue) => this.toDto(issue)));
  }

  async get(id: number): Promise<NewsletterIssueDto> {
    return this.toDto(await this.find(id));
  }

  async create(input: CreateNewsletterIssueDto): Promise<NewsletterIssueDto> {
    const id = await this.issues.create({
      subject: input.subject,
      preheader: input.preheader ?? '',
      intro: input.intro ?? '',
      articleIds: input.articleIds ?? [],
      reviewIds: input.reviewIds ?? [],
      diveSiteIds: input.diveSiteIds ?? [],
      weekendSites: input.weekendSites ?? false,
      weekendState: input.weekendState ?? null,
      status: 'draft',
    });
    return this.get(id);
  }

  async update(id: number, input: UpdateNewsletterIssueDto): Promise<NewsletterIssueDto> {
    const issue = await this.find(id);
    if (issue.status !== 'draft') throw new ConflictException(ISSUE_ALREADY_SENT);
    const fields = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<NewsletterIssue>;
    // Conditional: a Send that wins the race freezes the issue as it was sent.
    if (!(await this.issues.updateDraft(id, fields))) throw new ConflictException(ISSUE_ALREADY_SENT);
    return this.get(id);
  }

  async remove(id: number): Promise<void> {
    await this.find(id);
    if (!(await this.issues.deleteDraft(id))) throw new ConflictException('A sent issue is kept for its report and cannot be deleted.');
  }

  async previewHtml(id: number): Promise<string> {
    return (await this.mail.renderSample(await this.find(id))).html;
  }

  /** A copy to the owner's address, marked [Test]; it goes through the outbox like every e-mail. */
  async sendTest(id: number): Promise<NewsletterTestSendResponseDto> {
    const issue = await this.find(id);
    const { html, text } = await this.mail.renderSample(issue);
    const to = this.config.contactRecipient;
    const outboxId = await this.transactions.run((manager) =>
      this.outbox.enqueue(manager, { kind: 'newsletter-test', recipient: to, subject: `[Test] ${issue.subject}`, html, text }),
    );
    const sent = await this.outbox.sendNow(outboxId);
    return {
      to,
      sent,
      message: sent
        ? `A test copy was sent to ${to}.`
        : this.outbox.smtpConfigured
          ? `The mail server did not accept the test copy yet; it waits in the outbox and is tried again.`
          : `The test copy is waiting: the mail server is not set up. Ask whoever hosts the site to set it.`,
    };
  }

  /**
   * Starts sending to every confirmed subscriber and answers at once; recipients are queued in the
   * background. Only a draft can be sent, once: the conditional UPDATE lets one request win.
   */
  async send(id: number): Promise<NewsletterIssueDto> {
    const issue = await this.find(id);
    if (issue.status !== 'draft') throw new ConflictException(ISSUE_ALREADY_SENT);
    if ((await this.subscribers.countConfirmed()) === 0) throw new ConflictException(NO_CONFIRMED_SUBSCRIBERS);
    // The weekend's picks as of now, frozen into the issue: every copy says the same, whenever it goes.
    const weekend = issue.weekendSites ? JSON.stringify(await this.mail.weekendSectionNow(issue)) : null;
    if (!(await this.issues.startSending(id, new Date(), weekend))) throw new ConflictException(ISSUE_ALREADY_SENT);
    void this.sender.queueRecipients(id);
    return this.get(id);
  }

  async sendGuideToSubscribersWithoutIt(): Promise<GuideSendResponseDto> {
    return { queued: await this.guideMail.sendToSubscribersWithoutGuide() };
  }

  async subscriberCounts(): Promise<SubscriberCountsDto> {
    const byStatus = await this.subscribers.countByStatus();
    const counts = Object.fromEntries(SUBSCRIBER_STATUSES.map((s) => [s, 0])) as Record<(typeof SUBSCRIBER_STATUSES)[number], number>;
    for (const [status, count] of byStatus) if (status in counts) counts[status as keyof typeof counts] = count;
    return { ...counts, awaitingGuide: await this.guideMail.awaiting() };
  }

  /** What was published since the last issue was created: the compose form's default selection. */
  async suggestions(now = new Date()): Promise<NewsletterSuggestionsDto> {
    const since = (await this.issues.lastSentAt()) ?? new Date(now.getTime() - SUGGEST_DAYS_BEFORE_FIRST * 86_400_000);
    return { ...(await this.issues.publishedAfter(since)), since: since.toISOString() };
  }

  async outboxStatus(): Promise<OutboxStatusDto> {
    const counts = await this.outbox.counts();
    const waiting = await this.issues.findWaitingMail();
    return {
      smtpConfigured: this.outbox.smtpConfigured,
      queued: counts.queued ?? 0,
      sending: counts.sending ?? 0,
      sent: counts.sent ?? 0,
      failed: counts.failed ?? 0,
      waiting: waiting.map((m) => ({
        id: m.id,
        kind: m.kind,
        recipient: m.recipient,
        subject: m.subject,
        status: m.status,
        attempts: m.attempts,
        lastError: m.lastError,
        createdAt: m.createdAt.toISOString(),
      })),
    };
  }

  async outboxPreviewHtml(id: number): Promise<string> {
    const message = await this.issues.findOutboxMessage(id);
    if (!message) throw new NotFoundException('No e-mail in the outbox has this id.');
    if (message.html) return message.html;
    if (message.text !== null) return `<pre style="white-space:pre-wrap;font-family:sans-serif">${escapeHtml(message.text)}</pre>`;
    const issue = message.issueId ? await this.issues.findById(message.issueId) : null;
    if (!issue) throw new NotFoundException('This e-mail has no content to show.');
    return (await this.mail.renderSample(issue)).html;
  }

  private async find(id: number): Promise<NewsletterIssue> {
    const issue = await this.issues.findById(id);
    if (!issue) throw new NotFoundException(ISSUE_NOT_FOUND);
    return issue;
  }

  private async report(issue: NewsletterIssue): Promise<NewsletterIssueReportDto & { done: boolean }> {
    if (issue.status === 'draft') {
      return { recipients: 0, waiting: 0, sent: 0, failed: 0, bounced: 0, skipped: 0, unsubscribesSince: 0, sellerClicks: 0, done: false };
    }
    const rows = await this.issues.sendTally(issue.id);
    const by = (status: string) => rows.find((r) => r.status === status);
    const count = (status: string) => Number(by(status)?.count ?? 0);
    const bounced = Number(by('failed')?.bounced ?? 0);
    const recipients = rows.reduce((sum, r) => sum + Number(r.count), 0);
    const waiting = count('queued') + count('sending');
    const [unsubscribesSince, sellerClicks] = await Promise.all([
      this.subscribers.countUnsubscribedAfter(issue.sendStartedAt ?? issue.createdAt),
      this.issues.sellerClicks(issuePage(issue.id)),
    ]);
    return {
      recipients,
      waiting,
      sent: count('sent'),
      failed: count('failed') - bounced,
      bounced,
      skipped: count('cancelled'),
      unsubscribesSince,
      sellerClicks,
      done: issue.queuedAt !== null && waiting === 0,
    };
  }

  private async toDto(issue: NewsletterIssue): Promise<NewsletterIssueDto> {
    const { done, ...report } = await this.report(issue);
    return {
      id: issue.id,
      subject: issue.subject,
      preheader: issue.preheader,
      intro: issue.intro,
      articleIds: issue.articleIds,
      reviewIds: issue.reviewIds,
      diveSiteIds: issue.diveSiteIds,
      weekendSites: issue.weekendSites,
      weekendState: (issue.weekendState as StateCode | null) ?? null,
      status: issue.status === 'draft' ? 'draft' : done ? 'sent' : 'sending',
      createdAt: issue.createdAt.toISOString(),
      updatedAt: issue.updatedAt.toISOString(),
      sendStartedAt: issue.sendStartedAt?.toISOString() ?? null,
      report,
    };
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}
