import { applyDecorators } from '@nestjs/common';
import { ApiProperty, PartialType } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { STATE_CODES, type StateCode } from '@ddu/shared/dive-sites/states';
import { SingleLine, Trim } from '../../common/validation';
import { LEN } from '../../database/entity-columns';

const MAX_FEATURED = 20;

function FeaturedIds(field: string): PropertyDecorator {
  return applyDecorators(
    IsOptional(),
    IsArray({ message: `${field} must be a list of ids` }),
    ArrayMaxSize(MAX_FEATURED, { message: `${field} may hold at most ${MAX_FEATURED} ids` }),
    IsInt({ each: true, message: `${field} must hold whole-number ids` }),
    Min(1, { each: true, message: `${field} must hold positive ids` }),
    ApiProperty({ type: [Number], required: false, maxItems: MAX_FEATURED }),
  );
}

export class CreateNewsletterIssueDto {
  /** The e-mail's subject line. */
  @SingleLine()
  @IsString({ message: 'subject is required' })
  @IsNotEmpty({ message: 'subject is required' })
  @MaxLength(200, { message: 'subject must be at most 200 characters' })
  subject: string;

  /** The line inboxes show after the subject. */
  @IsOptional()
  @SingleLine()
  @IsString()
  @MaxLength(200, { message: 'preheader must be at most 200 characters' })
  preheader?: string;

  /** The introduction, in the same light markup as articles. */
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(LEN.text, { message: `intro must be at most ${LEN.text} characters` })
  intro?: string;

  /** Published articles to feature, in order. */
  @FeaturedIds('articleIds')
  articleIds?: number[];

  /** Published reviews to feature, in order (their seller links are counted under the newsletter placement). */
  @FeaturedIds('reviewIds')
  reviewIds?: number[];

  /** Dive sites to feature, in order. */
  @FeaturedIds('diveSiteIds')
  diveSiteIds?: number[];

  /**
   * Adds "Best sites this weekend": the dive window's best bets for the coming Saturday and Sunday, from
   * the forecast when the issue is sent (the preview shows today's). Off when left out.
   */
  @IsOptional()
  @IsBoolean({ message: 'weekendSites must be true or false' })
  weekendSites?: boolean;

  /** Those picks from one state or territory's sites (its code, e.g. VIC); null or left out: all of Australia. */
  @IsOptional()
  @IsIn(STATE_CODES, { message: `weekendState must be one of: ${STATE_CODES.join(', ')}` })
  @ApiProperty({ enum: STATE_CODES, nullable: true, required: false })
  weekendState?: StateCode | null;
}

export class UpdateNewsletterIssueDto extends PartialType(CreateNewsletterIssueDto) {}

export class NewsletterIssueReportDto {
  /** Confirmed subscribers the issue was queued for. */
  recipients: number;
  /** Still waiting in the outbox (not yet sent, or being retried). */
  waiting: number;
  sent: number;
  /** Given up after temporary failures, or refused for another reason (not counting bounces). */
  failed: number;
  /** Refused for good by the mail server: those addresses are now marked bounced. */
  bounced: number;
  /** Not sent because the subscriber left the list before their copy's turn. */
  skipped: number;
  /** Addresses that unsubscribed since the issue went out (from any link). */
  unsubscribesSince: number;
  /** Clicks on the issue's seller links (counted through /go/ with the newsletter placement). */
  sellerClicks: number;
}

export class NewsletterIssueDto {
  id: number;
  subject: string;
  preheader: string;
  intro: string;
  articleIds: number[];
  reviewIds: number[];
  diveSiteIds: number[];
  /** Whether the issue carries "Best sites this weekend". */
  weekendSites: boolean;
  /** The state those picks come from; null: all of Australia. */
  @ApiProperty({ enum: STATE_CODES, nullable: true })
  weekendState: StateCode | null;
  /** draft: editable; sending: going out now; sent: every copy has had its answer. */
  @ApiProperty({ enum: ['draft', 'sending', 'sent'] })
  status: 'draft' | 'sending' | 'sent';
  createdAt: string;
  updatedAt: string;
  /** When Send was pressed; null for a draft. */
  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  sendStartedAt: string | null;
  report: NewsletterIssueReportDto;
}

export class NewsletterTestSendResponseDto {
  /** The owner's address the test went to. */
  to: string;
  /** True when the mail server accepted it within a few seconds; otherwise it waits in the outbox. */
  sent: boolean;
  message: string;
}

/**
 * What a new issue starts with: the articles and reviews published since the last issue went out (or in
 * the last 30 days before the first), newest first. Dive sites are reference pages, not news: the
 * owner picks any by hand.
 */
export class NewsletterSuggestionsDto {
  articleIds: number[];
  reviewIds: number[];
  /** The moment "since" refers to. */
  since: string;
}

export class SubscriberCountsDto {
  confirmed: number;
  pending: number;
  unsubscribed: number;
  bounced: number;
  /** Confirmed subscribers who never got the free guide (signed up before double opt-in). */
  awaitingGuide: number;
}

export class GuideSendResponseDto {
  /** Guide e-mails queued now (0 when every confirmed subscriber has it). */
  queued: number;
}

export class OutboxMessageSummaryDto {
  id: number;
  /** contact, confirmation, newsletter or newsletter-test. */
  kind: string;
  recipient: string;
  subject: string;
  @ApiProperty({ enum: ['queued', 'sending', 'sent', 'failed', 'cancelled'] })
  status: string;
  attempts: number;
  /** The mail server's last answer or the connection error. */
  @ApiProperty({ type: String, nullable: true })
  lastError: string | null;
  createdAt: string;
}

export class OutboxStatusDto {
  /** False without SMTP settings: every e-mail waits here until a mail server is configured. */
  smtpConfigured: boolean;
  queued: number;
  sending: number;
  sent: number;
  failed: number;
  /** The newest messages not yet sent or failed (at most 50; newsletter copies are counted, not listed). */
  waiting: OutboxMessageSummaryDto[];
}
