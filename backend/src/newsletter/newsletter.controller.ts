import { Body, Controller, Get, HttpCode, Post, Res, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AuditAs } from '../audit/audit.interceptor';
import { AdminOnly } from '../common/admin-only.decorator';
import { FormThrottle } from '../common/form-throttle/form-throttle.decorator';
import { BODY_LIMITS, BodyLimit } from '../common/request-limits';
import {
  SubscribeNewsletterDto,
  SubscribeNewsletterResponseDto,
  UnsubscribeNewsletterDto,
  UnsubscribeNewsletterResponseDto,
} from './newsletter.dto';
import { NewsletterService } from './newsletter.service';
import { ConfirmationEmailCapGuard } from './confirmation-email-cap.guard';
import { ErrorResponseDto } from '../common/errors/error-response.dto';

@ApiTags('newsletter')
@Controller('newsletter')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  /**
   * Signs an address up for the newsletter (bonus: the free PDF guide). It gets one e-mail with a
   * confirmation link and is subscribed only once it confirms (double opt-in).
   *
   * @remarks Public, rate-limited per address and by a site-wide hourly cap on confirmation e-mails (429 with Retry-After). An address already confirmed answers 409
   * "Email already subscribed"; signing up again while unconfirmed re-sends the e-mail at most once per 10
   * minutes.
   */
  @Post('subscribe')
  @FormThrottle()
  @UseGuards(ConfirmationEmailCapGuard)
  @BodyLimit(BODY_LIMITS.tiny)
  @ApiCreatedResponse({ type: SubscribeNewsletterResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'The email address is missing or invalid.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Email already subscribed.' })
  async subscribeNewsletter(@Body() body: SubscribeNewsletterDto): Promise<SubscribeNewsletterResponseDto> {
    return this.newsletter.subscribe(body.email, body.source ?? 'api', new Date(), body.page);
  }

  /**
   * Takes the address of a signed unsubscribe link off the list; a link used again answers 200 with `alreadyUnsubscribed`.
   *
   * @remarks Public: the signed token is the only proof needed, no session or cookie. A changed or cut-short token
   * answers 400.
   */
  @Post('unsubscribe')
  @HttpCode(200)
  @BodyLimit(BODY_LIMITS.tiny)
  @ApiOkResponse({ type: UnsubscribeNewsletterResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'The link is not valid (changed, cut short or never issued).' })
  async unsubscribeNewsletter(@Body() body: UnsubscribeNewsletterDto): Promise<UnsubscribeNewsletterResponseDto> {
    return this.newsletter.unsubscribe(body.token);
  }

  /**
   * Current subscribers as a spreadsheet: email, consent time (UTC), source and each one's unsubscribe link.
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets.
   */
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
