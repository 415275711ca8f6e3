import { Inject, Injectable } from '@nestjs/common';
import { createElement } from 'react';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { Transactions } from '../../database/transactions';
import { OutboxService } from '../../mail/outbox.service';
import { GUIDE_EMAIL_SUBJECT, GuideEmail } from '../emails/guide-email';
import { renderEmail } from '../emails/render-email';
import { NewsletterRepository } from '../newsletter.repository';
import { signUnsubscribeToken, unsubscribeUrl } from '../unsubscribe-token';
import { GUIDE_PDF_PATH, GuidePdfService } from './guide-pdf.service';

/**
 * The outbox's issue id of the guide e-mail: no issue has id 0, and the unique (issue, subscriber)
 * key then lets each subscriber get the guide e-mail once, however often or wherever it is asked for.
 */
export const GUIDE_MAIL_ISSUE_ID = 0;
const BATCH = 500;
const PLACEHOLDER = 'https://unsubscribe.invalid/ddu-recipient-link';

/** Sends the free guide once to confirmed subscribers who never got it (those from before double opt-in). */
@Injectable()
export class GuideMailService {
  constructor(
    private readonly subscribers: NewsletterRepository,
    private readonly transactions: Transactions,
    private readonly outbox: OutboxService,
    private readonly guide: GuidePdfService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  awaiting(): Promise<number> {
    return this.subscribers.countAwaitingGuide();
  }

  /** Queues the guide e-mail for every confirmed subscriber without it; answers how many were queued. */
  async sendToSubscribersWithoutGuide(now = new Date()): Promise<number> {
    const { publicUrl, newsletterSecret } = this.config;
    const { html, text } = await renderEmail(
      createElement(GuideEmail, {
        sender: { publicUrl, replyAddress: this.config.newsletter.replyAddress },
        guideUrl: `${publicUrl}${GUIDE_PDF_PATH}`,
        guideTitle: await this.guide.title(),
        unsubscribeUrl: PLACEHOLDER,
      }),
    );
    let queued = 0;
    let after = 0;
    for (;;) {
      const batch = await this.subscribers.findConfirmedAfter(after, BATCH, { withoutGuide: true });
      if (batch.length === 0) break;
      after = batch[batch.length - 1]!.id;
      queued += await this.transactions.run(async (manager) => {
        const rows = batch.map((s) => {
          const token = signUnsubscribeToken(newsletterSecret, s.id, s.email);
          const link = unsubscribeUrl(publicUrl, token);
          const oneClick = `${publicUrl}/api/newsletter/unsubscribe/one-click?token=${encodeURIComponent(token)}`;
          return {
            kind: 'guide' as const,
            recipient: s.email,
            subject: GUIDE_EMAIL_SUBJECT,
            html: html.replaceAll(PLACEHOLDER, link),
            text: text.replaceAll(PLACEHOLDER, link),
            headers: JSON.stringify({
              'List-Unsubscribe': `<${oneClick}>, <mailto:${this.config.newsletter.replyAddress}?subject=${encodeURIComponent(`unsubscribe ${token}`)}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            }),
            subscriberId: s.id,
            issueId: GUIDE_MAIL_ISSUE_ID,
            status: 'queued' as const,
            nextAttemptAt: now,
          };
        });
        await this.subscribers.queueBatch(manager, rows);
        await this.subscribers.markGuideSent(
          manager,
          batch.map((s) => s.id),
          now,
        );
        return batch.length;
      });
      this.outbox.nudge();
    }
    return queued;
  }
}
