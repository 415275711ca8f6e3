import { Inject, Injectable } from '@nestjs/common';
import { createElement } from 'react';
import { DataSource, In, IsNull, MoreThan } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { OutboxMessage } from '../../mail/outbox-message.entity';
import { OutboxService } from '../../mail/outbox.service';
import { GUIDE_EMAIL_SUBJECT, GuideEmail } from '../emails/guide-email';
import { renderEmail } from '../emails/render-email';
import { Newsletter } from '../newsletter.entity';
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
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly guide: GuidePdfService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  awaiting(): Promise<number> {
    return this.dataSource.getRepository(Newsletter).countBy({ status: 'confirmed', guideSentAt: IsNull() });
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
      const batch = await this.dataSource.getRepository(Newsletter).find({
        where: { status: 'confirmed', guideSentAt: IsNull(), id: MoreThan(after) },
        select: { id: true, email: true },
        order: { id: 'ASC' },
        take: BATCH,
      });
      if (batch.length === 0) break;
      after = batch[batch.length - 1]!.id;
      queued += await this.dataSource.transaction(async (manager) => {
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
        await manager.createQueryBuilder().insert().into(OutboxMessage).values(rows).orIgnore().execute();
        await manager.getRepository(Newsletter).update({ id: In(batch.map((s) => s.id)), guideSentAt: IsNull() }, { guideSentAt: now });
        return batch.length;
      });
      this.outbox.nudge();
    }
    return queued;
  }
}
