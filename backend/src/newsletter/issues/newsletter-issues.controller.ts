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
import { AuditAs, AuditDeletes } from '../../audit/audit.interceptor';
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

  /** Every issue, newest first, each with its report. */
  @Get('issues')
  @AdminOnly()
  @ApiOkResponse({ type: [NewsletterIssueDto] })
  async getNewsletterIssues(): Promise<NewsletterIssueDto[]> {
    return this.issues.list();
  }

  /** Creates a draft issue: subject (required), preheader, introduction and the featured content. */
  @Post('issues')
  @AdminCreate(NewsletterIssueDto, { badRequest: 'The subject is missing, or a field is invalid or too long.' })
  async createNewsletterIssue(@Body() body: CreateNewsletterIssueDto): Promise<NewsletterIssueDto> {
    return this.issues.create(body);
  }

  /** One issue with its report. */
  @Get('issues/:id')
  @AdminOnly()
  @ApiOkResponse({ type: NewsletterIssueDto })
  @ApiNotFoundResponse(NOT_FOUND)
  async getNewsletterIssue(@Param('id', ParseIdPipe) id: number): Promise<NewsletterIssueDto> {
    return this.issues.get(id);
  }

  /** Changes a draft; a sent issue is refused with 409. */
  @Patch('issues/:id')
  @AdminUpdate(NewsletterIssueDto, {
    badRequest: 'A field is invalid or too long.',
    notFound: ISSUE_NOT_FOUND,
    conflict: ISSUE_ALREADY_SENT,
  })
  async updateNewsletterIssue(@Param('id', ParseIdPipe) id: number, @Body() body: UpdateNewsletterIssueDto): Promise<NewsletterIssueDto> {
    return this.issues.update(id, body);
  }

  /** Deletes a draft; a sent issue is kept for its report (409). */
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

  /** The e-mail as subscribers will get it (HTML), for the admin's phone and desktop previews. */
  @Get('issues/:id/preview')
  @AdminOnly()
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'The rendered e-mail.', schema: { type: 'string' } })
  @ApiNotFoundResponse(NOT_FOUND)
  async previewNewsletterIssue(@Param('id', ParseIdPipe) id: number, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    return asHtml(reply, await this.issues.previewHtml(id));
  }

  /** Sends a copy marked [Test] to the owner's address (CONTACT_RECIPIENT). */
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

  /** Articles, reviews and dive sites published since the last issue: the compose form's default. */
  @Get('suggestions')
  @AdminOnly()
  @ApiOkResponse({ type: NewsletterSuggestionsDto })
  async getNewsletterSuggestions(): Promise<NewsletterSuggestionsDto> {
    return this.issues.suggestions();
  }

  /**
   * E-mails the free guide once to every confirmed subscriber who never got it (those who signed up
   * before double opt-in). A second call queues nothing more.
   */
  @Post('guide/send')
  @HttpCode(200)
  @AdminOnly()
  @AuditAs('newsletter_send')
  @ApiOkResponse({ type: GuideSendResponseDto })
  async sendGuideToSubscribers(): Promise<GuideSendResponseDto> {
    return this.issues.sendGuideToSubscribersWithoutIt();
  }

  /** Subscribers by status: confirmed, pending, unsubscribed, bounced, and who still awaits the guide. */
  @Get('subscribers/counts')
  @AdminOnly()
  @ApiOkResponse({ type: SubscriberCountsDto })
  async getNewsletterSubscriberCounts(): Promise<SubscriberCountsDto> {
    return this.issues.subscriberCounts();
  }

  /** The outbox: whether a mail server is configured, and the e-mails still waiting. */
  @Get('outbox')
  @AdminOnly()
  @ApiOkResponse({ type: OutboxStatusDto })
  async getOutboxStatus(): Promise<OutboxStatusDto> {
    return this.issues.outboxStatus();
  }

  /** One e-mail of the outbox as it will be sent (HTML). */
  @Get('outbox/:id/preview')
  @AdminOnly()
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'The e-mail as it will be sent.', schema: { type: 'string' } })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No e-mail in the outbox has this id.' })
  async previewOutboxMessage(@Param('id', ParseIdPipe) id: number, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    return asHtml(reply, await this.issues.outboxPreviewHtml(id));
  }
}
