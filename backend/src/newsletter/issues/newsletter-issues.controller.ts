import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  ApiAcceptedResponse,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { AuditAs } from '../../audit/audit.interceptor';
import { AuditDeletes } from '../../common/admin-endpoints';
import { AdminOnly } from '../../common/admin-only.decorator';
import { AdminCreate, AdminUpdate } from '../../common/admin-endpoints';
import { ErrorResponseDto } from '../../common/errors/error-response.dto';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { NewsletterIssue } from './newsletter-issue.entity';
import {
  CreateNewsletterIssueDto,
  GuideSendResponseDto,
  NewsletterIssueDto,
  NewsletterSuggestionsDto,
  NewsletterTestSendResponseDto,
  OutboxStatusDto,
  SubscriberCountsDto,
  UpdateNewsletterIssueDto,
} from './newsletter-issues.dto';
import { ISSUE_ALREADY_SENT, ISSUE_NOT_FOUND, NewsletterIssuesService } from './newsletter-issues.service';

const NOT_FOUND = { type: ErrorResponseDto, description: ISSUE_NOT_FOUND };

/** Set only on success, so a 404 still goes out as the usual JSON error. */
function asHtml(reply: FastifyReply, html: string): string {
  reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store');
  return html;
}

/** The owner writes newsletter issues, previews and tests them, sends them once and reads their reports. */
@ApiTags('admin')
@Controller('admin/newsletter')
export class NewsletterIssuesController {
  constructor(private readonly issues: NewsletterIssuesService) {}

  /**
   * Every issue, newest first, each with its report.
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets. The report counts
   * recipients, sent, failed, bounced, unsubscribes since the send and clicks on its seller links.
   */
  @Get('issues')
  @AdminOnly()
  @ApiOkResponse({ type: [NewsletterIssueDto] })
  async getNewsletterIssues(): Promise<NewsletterIssueDto[]> {
    return this.issues.list();
  }

  /**
   * Creates a draft issue: subject (required), preheader, introduction and the featured content.
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets. A write from another origin
   * is refused with 403; every write is recorded in the audit log. An Idempotency-Key header makes a repeated
   * request (a double click, a retry) create one draft. The introduction uses the same light markup as articles.
   */
  @Post('issues')
  @AdminCreate(NewsletterIssueDto, { badRequest: 'The subject is missing, or a field is invalid or too long.' })
  async createNewsletterIssue(@Body() body: CreateNewsletterIssueDto): Promise<NewsletterIssueDto> {
    return this.issues.create(body);
  }

  /**
   * One issue with its report.
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets.
   */
  @Get('issues/:id')
  @AdminOnly()
  @ApiOkResponse({ type: NewsletterIssueDto })
  @ApiNotFoundResponse(NOT_FOUND)
  async getNewsletterIssue(@Param('id', ParseIdPipe) id: number): Promise<NewsletterIssueDto> {
    return this.issues.get(id);
  }

  /**
   * Changes a draft; a sent issue is refused with 409.
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets. A write from another origin
   * is refused with 403; every write is recorded in the audit log. Send only the fields to change.
   */
  @Patch('issues/:id')
  @AdminUpdate(NewsletterIssueDto, {
    badRequest: 'A field is invalid or too long.',
    notFound: ISSUE_NOT_FOUND,
    conflict: ISSUE_ALREADY_SENT,
  })
  async updateNewsletterIssue(@Param('id', ParseIdPipe) id: number, @Body() body: UpdateNewsletterIssueDto): Promise<NewsletterIssueDto> {
    return this.issues.update(id, body);
  }

  /**
   * Deletes a draft; a sent issue is kept for its report (409).
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets. A write from another origin
   * is refused with 403; every write is recorded in the audit log.
   */
  @Delete('issues/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @AdminOnly()
  @AuditDeletes(NewsletterIssue, 'title', 'subject')
  @ApiNoContentResponse({ description: 'Deleted.' })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The issue has been sent: it is kept for its report.' })
  async deleteNewsletterIssue(@Param('id', ParseIdPipe) id: number): Promise<void> {
    await this.issues.remove(id);
  }

  /**
   * The e-mail as subscribers will get it (HTML), for the admin's phone and desktop previews.
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets. text/html.
   */
  @Get('issues/:id/preview')
  @AdminOnly()
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'The rendered e-mail.', schema: { type: 'string' } })
  @ApiNotFoundResponse(NOT_FOUND)
  async previewNewsletterIssue(@Param('id', ParseIdPipe) id: number, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    return asHtml(reply, await this.issues.previewHtml(id));
  }

  /**
   * Sends a copy marked [Test] to the owner's address (CONTACT_RECIPIENT).
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets. A write from another origin
   * is refused with 403; every write is recorded in the audit log. The test copy goes through the outbox like
   * every e-mail.
   */
  @Post('issues/:id/test')
  @HttpCode(200)
  @AdminOnly()
  @AuditAs('newsletter_test')
  @ApiOkResponse({ type: NewsletterTestSendResponseDto })
  @ApiNotFoundResponse(NOT_FOUND)
  async sendNewsletterIssueTest(@Param('id', ParseIdPipe) id: number): Promise<NewsletterTestSendResponseDto> {
    return this.issues.sendTest(id);
  }

  /**
   * Sends the issue to every confirmed subscriber. Answers at once (202); sending goes on in the
   * background, throttled and resumed after a restart. A second send of the same issue is refused (409).
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets. A write from another origin
   * is refused with 403; every write is recorded in the audit log. Only confirmed subscribers receive it; with
   * none, the send is refused with 409. Two instances or a double click never send a second round.
   */
  @Post('issues/:id/send')
  @HttpCode(HttpStatus.ACCEPTED)
  @AdminOnly()
  @AuditAs('newsletter_send')
  @ApiAcceptedResponse({ type: NewsletterIssueDto })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The issue was sent already, or there is no confirmed subscriber.' })
  async sendNewsletterIssue(@Param('id', ParseIdPipe) id: number): Promise<NewsletterIssueDto> {
    return this.issues.send(id);
  }

  /**
   * Articles, reviews and dive sites published since the last issue: the compose form's default.
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets. Before the first issue,
   * what was published in the last 30 days.
   */
  @Get('suggestions')
  @AdminOnly()
  @ApiOkResponse({ type: NewsletterSuggestionsDto })
  async getNewsletterSuggestions(): Promise<NewsletterSuggestionsDto> {
    return this.issues.suggestions();
  }

  /**
   * E-mails the free guide once to every confirmed subscriber who never got it (those who signed up
   * before double opt-in). A second call queues nothing more.
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets. A write from another origin
   * is refused with 403; every write is recorded in the audit log. The e-mails go through the outbox: without a
   * mail server they wait there and are sent once one is configured.
   */
  @Post('guide/send')
  @HttpCode(200)
  @AdminOnly()
  @AuditAs('newsletter_send')
  @ApiOkResponse({ type: GuideSendResponseDto })
  async sendGuideToSubscribers(): Promise<GuideSendResponseDto> {
    return this.issues.sendGuideToSubscribersWithoutIt();
  }

  /**
   * Subscribers by status: confirmed, pending, unsubscribed, bounced, and who still awaits the guide.
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets.
   */
  @Get('subscribers/counts')
  @AdminOnly()
  @ApiOkResponse({ type: SubscriberCountsDto })
  async getNewsletterSubscriberCounts(): Promise<SubscriberCountsDto> {
    return this.issues.subscriberCounts();
  }

  /**
   * The outbox: whether a mail server is configured, and the e-mails still waiting.
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets. Without SMTP settings
   * e-mails wait here ("waiting for a mail server") and nothing is lost.
   */
  @Get('outbox')
  @AdminOnly()
  @ApiOkResponse({ type: OutboxStatusDto })
  async getOutboxStatus(): Promise<OutboxStatusDto> {
    return this.issues.outboxStatus();
  }

  /**
   * One e-mail of the outbox as it will be sent (HTML).
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets. text/html.
   */
  @Get('outbox/:id/preview')
  @AdminOnly()
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'The e-mail as it will be sent.', schema: { type: 'string' } })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No e-mail in the outbox has this id.' })
  async previewOutboxMessage(@Param('id', ParseIdPipe) id: number, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    return asHtml(reply, await this.issues.outboxPreviewHtml(id));
  }
}
