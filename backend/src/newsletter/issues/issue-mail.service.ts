import { createHash } from 'node:crypto';
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { createElement } from 'react';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { ConditionsService } from '../../conditions/conditions.service';
import { OutboxMessage } from '../../mail/outbox-message.entity';
import { ComposedMail, OutboxService } from '../../mail/outbox.service';
import { IssueEmail } from '../emails/issue-email';
import { RenderedEmail, renderEmail } from '../emails/render-email';
import { parseMarkup } from '../markup-blocks';
import { NewsletterRepository } from '../newsletter.repository';
import { signUnsubscribeToken, unsubscribeUrl } from '../unsubscribe-token';
import { issueContent } from './issue-content';
import { NewsletterIssue } from './newsletter-issue.entity';
import { NewsletterIssuesRepository } from './newsletter-issues.repository';
import { WEEKEND_SECTION_SITES, WeekendSection, weekendSection } from './weekend-section';

/** Stands in for each recipient's own unsubscribe address in the issue rendered once. */
const UNSUBSCRIBE_PLACEHOLDER = 'https://unsubscribe.invalid/ddu-recipient-link';
/** Rendered issues kept per instance (an issue is rendered once, not once per recipient). */
const KEEP_RENDERED = 4;
/** An issue being sent is read once per this long, not once per copy (a sent issue no longer changes). */
const ISSUE_ROW_TTL_MS = 10_000;

/**
 * Newsletter issues as e-mails: rendered once per issue version, then personalised per recipient
 * (their unsubscribe link and RFC 8058 headers) when the outbox sends each copy.
 */
@Injectable()
export class IssueMailService implements OnModuleInit {
  private readonly rendered = new Map<string, Promise<RenderedEmail>>();
  private readonly issueRows = new Map<number, { at: number; issue: Promise<NewsletterIssue | null> }>();

  constructor(
    private readonly issues: NewsletterIssuesRepository,
    private readonly subscribers: NewsletterRepository,
    private readonly outbox: OutboxService,
    private readonly conditions: ConditionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.outbox.registerComposer('newsletter', (message) => this.composeForSubscriber(message));
  }

  /** The issue as every recipient gets it, with a stand-in unsubscribe link. */
  async render(issue: NewsletterIssue): Promise<RenderedEmail> {
    const weekend = await this.weekendSectionOf(issue);
    // Keyed on what the e-mail shows, not updatedAt: queuing recipients touches the row too.
    const key = createHash('sha1')
      .update(
        JSON.stringify([
          issue.id,
          issue.subject,
          issue.preheader,
          issue.intro,
          issue.articleIds,
          issue.reviewIds,
          issue.diveSiteIds,
          weekend,
        ]),
      )
      .digest('base64url');
    let found = this.rendered.get(key);
    if (!found) {
      found = this.build(issue, weekend);
      found.catch(() => this.rendered.delete(key));
      this.rendered.set(key, found);
      while (this.rendered.size > KEEP_RENDERED) this.rendered.delete(this.rendered.keys().next().value!);
    }
    return found;
  }

  /** For the admin's preview and test: the links point at a harmless sample address. */
  async renderSample(issue: NewsletterIssue): Promise<RenderedEmail> {
    return personalise(await this.render(issue), `${this.config.publicUrl}/newsletter/unsubscribe?token=preview`);
  }

  /** "Best sites this weekend" from the forecast as it is now (what Send freezes into the issue). */
  async weekendSectionNow(issue: Pick<NewsletterIssue, 'weekendState'>): Promise<WeekendSection> {
    const picks = await this.conditions.weekendPicks(issue.weekendState, WEEKEND_SECTION_SITES);
    return weekendSection(picks, issue.weekendState, this.config.publicUrl);
  }

  /** The section as sent for an issue that went out; from today's forecast for a draft; null without one. */
  private async weekendSectionOf(issue: NewsletterIssue): Promise<WeekendSection | null> {
    if (issue.weekendSection) return JSON.parse(issue.weekendSection) as WeekendSection;
    if (!issue.weekendSites || issue.status !== 'draft') return null;
    return this.weekendSectionNow(issue);
  }

  private async build(issue: NewsletterIssue, weekend: WeekendSection | null): Promise<RenderedEmail> {
    const { publicUrl } = this.config;
    const content = issueContent(await this.issues.featured(issue), issue, publicUrl, issue.id);
    return renderEmail(
      createElement(IssueEmail, {
        sender: { publicUrl, replyAddress: this.config.newsletter.replyAddress },
        subject: issue.subject,
        preheader: issue.preheader,
        intro: parseMarkup(issue.intro, publicUrl),
        weekend,
        content,
        unsubscribeUrl: UNSUBSCRIBE_PLACEHOLDER,
      }),
    );
  }

  /** Null when the subscriber is no longer confirmed (unsubscribed or bounced since it was queued). */
  private async composeForSubscriber(message: OutboxMessage): Promise<ComposedMail | null> {
    const [issue, subscriber] = await Promise.all([
      this.sendingIssue(message.issueId ?? 0),
      this.subscribers.findById(message.subscriberId ?? 0),
    ]);
    if (!issue || !subscriber || subscriber.status !== 'confirmed') return null;
    const token = signUnsubscribeToken(this.config.newsletterSecret, subscriber.id, subscriber.email);
    const mail = personalise(await this.render(issue), unsubscribeUrl(this.config.publicUrl, token));
    const oneClick = `${this.config.publicUrl}/api/newsletter/unsubscribe/one-click?token=${encodeURIComponent(token)}`;
    const mailto = `mailto:${this.config.newsletter.replyAddress}?subject=${encodeURIComponent(`unsubscribe ${token}`)}`;
    return {
      subject: issue.subject,
      ...mail,
      headers: {
        'List-Unsubscribe': `<${oneClick}>, <${mailto}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        'List-Id': `Dive Down Under newsletter <newsletter.${new URL(this.config.publicUrl).hostname}>`,
      },
    };
  }

  private sendingIssue(id: number): Promise<NewsletterIssue | null> {
    const now = Date.now();
    const cached = this.issueRows.get(id);
    if (cached && now - cached.at < ISSUE_ROW_TTL_MS) return cached.issue;
    const issue = this.issues.findById(id);
    issue.catch(() => this.issueRows.delete(id));
    this.issueRows.set(id, { at: now, issue });
    for (const [key, entry] of this.issueRows) if (now - entry.at >= ISSUE_ROW_TTL_MS) this.issueRows.delete(key);
    return issue;
  }
}

function personalise(mail: RenderedEmail, unsubscribe: string): RenderedEmail {
  return {
    html: mail.html.replaceAll(UNSUBSCRIBE_PLACEHOLDER, unsubscribe),
    text: mail.text.replaceAll(UNSUBSCRIBE_PLACEHOLDER, unsubscribe),
  };
}
