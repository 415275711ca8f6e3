import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientInfo } from '../common/client-info';
import { PublicCacheService } from '../common/public-cache/public-cache.service';
import { AcceptsFormBody } from '../common/json-bodies';
import { GuidePdfService } from './guide/guide-pdf.service';
import { AuditAs } from '../audit/audit.interceptor';
import { AdminOnly } from '../common/admin-only.decorator';
import { FormThrottle } from '../common/form-throttle/form-throttle.decorator';
import { BODY_LIMITS, BodyLimit } from '../common/request-limits';
import {
  ConfirmNewsletterDto,
  ConfirmNewsletterResponseDto,
  OneClickUnsubscribeQueryDto,
  SubscribeNewsletterDto,
  SubscribeNewsletterResponseDto,
  UnsubscribeNewsletterDto,
  UnsubscribeNewsletterResponseDto,
} from './newsletter.dto';
import { NewsletterService } from './newsletter.service';
import { ErrorResponseDto } from '../common/errors/error-response.dto';

@ApiTags('newsletter')
@Controller('newsletter')
export class NewsletterController {
  constructor(
    private readonly newsletter: NewsletterService,
    private readonly guide: GuidePdfService,
    private readonly cache: PublicCacheService,
  ) {}

  /**
   * Signs an address up for the newsletter (bonus: the free PDF guide). It gets one e-mail with a
   * confirmation link and is subscribed only once it confirms (double opt-in).
   */
  @Post('subscribe')
  @FormThrottle()
  @BodyLimit(BODY_LIMITS.tiny)
  @ApiCreatedResponse({ type: SubscribeNewsletterResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'The email address is missing or invalid.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Email already subscribed.' })
  async subscribeNewsletter(@Body() body: SubscribeNewsletterDto): Promise<SubscribeNewsletterResponseDto> {
    return this.newsletter.subscribe(body.email, body.source ?? 'api');
  }

  /** Takes the address of a signed unsubscribe link off the list; a link used again answers 200 with `alreadyUnsubscribed`. */
  @Post('unsubscribe')
  @HttpCode(200)
  @BodyLimit(BODY_LIMITS.tiny)
  @ApiOkResponse({ type: UnsubscribeNewsletterResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'The link is not valid (changed, cut short or never issued).' })
  async unsubscribeNewsletter(@Body() body: UnsubscribeNewsletterDto): Promise<UnsubscribeNewsletterResponseDto> {
    return this.newsletter.unsubscribe(body.token);
  }

  /**
   * Confirms a sign-up from the link in its confirmation e-mail (the page's Confirm button: merely
   * opening the link changes nothing). Records the consent; a second confirmation changes nothing.
   */
  @Post('confirm')
  @HttpCode(200)
  @BodyLimit(BODY_LIMITS.tiny)
  @ApiOkResponse({ type: ConfirmNewsletterResponseDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'The link is not valid (changed, cut short, never issued) or has expired.',
  })
  async confirmNewsletter(@Body() body: ConfirmNewsletterDto, @Req() request: FastifyRequest): Promise<ConfirmNewsletterResponseDto> {
    return this.newsletter.confirm(body.token, clientInfo(request));
  }

  /**
   * RFC 8058 one-click unsubscribe: the address of every newsletter's List-Unsubscribe header. Mail
   * providers POST `List-Unsubscribe=One-Click` here with no page and no cookie.
   */
  @Post('unsubscribe/one-click')
  @HttpCode(200)
  @AcceptsFormBody()
  @BodyLimit(BODY_LIMITS.tiny)
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiOkResponse({ type: UnsubscribeNewsletterResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'The link is not valid (changed, cut short or never issued).' })
  async unsubscribeNewsletterOneClick(@Query() query: OneClickUnsubscribeQueryDto): Promise<UnsubscribeNewsletterResponseDto> {
    return this.newsletter.unsubscribe(query.token);
  }

  /** The free guide "10 Must-Have Items for Your First Dive Trip" as a PDF, made from its article. */
  @Get('guide.pdf')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The guide (A4 PDF).', schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'The guide article is not published.' })
  async getNewsletterGuidePdf(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    this.cache.send(request, reply, await this.guide.answer());
  }

  /** Current subscribers as a spreadsheet: email, consent time (UTC), source and each one's unsubscribe link. */
  @Get('export/csv')
  @AdminOnly()
  @AuditAs('data_export')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'newsletter-subscribers-YYYY-MM-DD.csv', schema: { type: 'string' } })
  async exportNewsletterSubscribersCsv(@Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const file = await this.newsletter.exportCsv();
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="${file.filename}"`);
    reply.header('cache-control', 'no-store');
    return file.body;
  }
}
