import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConsumes, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { clientInfo } from '../auth/client-info';
import { ErrorResponseDto } from '../common/errors/error-response.dto';
import { AcceptsFormBody } from '../common/json-bodies';
import { PublicCached } from '../common/public-cache/public-cached.decorator';
import { PublicFile } from '../common/public-cache/public-file';
import { BODY_LIMITS, BodyLimit } from '../common/request-limits';
import { GuidePdfService } from './guide/guide-pdf.service';
import {
  ConfirmNewsletterDto,
  ConfirmNewsletterResponseDto,
  OneClickUnsubscribeQueryDto,
  UnsubscribeNewsletterResponseDto,
} from './newsletter.dto';
import { NewsletterService } from './newsletter.service';

/**
 * What the site's e-mails link to: the sign-up confirmation, the one-click unsubscribe and the guide.
 * A tag of its own, so the generated client keeps these out of the home page's code.
 */
@ApiTags('newsletter-links')
@Controller('newsletter')
export class NewsletterLinksController {
  constructor(
    private readonly newsletter: NewsletterService,
    private readonly guide: GuidePdfService,
  ) {}

  /**
   * Confirms a sign-up from the link in its confirmation e-mail (the page's Confirm button: merely
   * opening the link changes nothing). Records the consent; a second confirmation changes nothing.
   *
   * @remarks Public. The token is signed and expires; a malformed, expired or changed token answers 400 with a
   * sentence saying what to do.
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
   *
   * @remarks Public: `token` in the query string, as in the List-Unsubscribe address; no session or cookie. The body
   * (URL-encoded, multipart/form-data or none) is not read.
   */
  @Post('unsubscribe/one-click')
  @HttpCode(200)
  @AcceptsFormBody()
  @BodyLimit(BODY_LIMITS.tiny)
  @ApiConsumes('application/x-www-form-urlencoded', 'multipart/form-data', 'application/json')
  @ApiOkResponse({ type: UnsubscribeNewsletterResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'The link is not valid (changed, cut short or never issued).' })
  async unsubscribeNewsletterOneClick(@Query() query: OneClickUnsubscribeQueryDto): Promise<UnsubscribeNewsletterResponseDto> {
    return this.newsletter.unsubscribe(query.token);
  }

  /**
   * The free guide "10 Must-Have Items for Your First Dive Trip" as a PDF, made from its article.
   *
   * @remarks Public and cached: the answer carries an ETag (304 to a matching If-None-Match) and Cache-Control:
   * public, max-age=60, stale-while-revalidate=300. application/pdf with selectable text, made again when the
   * guide's article changes.
   */
  @Get('guide.pdf')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The guide (A4 PDF).', schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'The guide article is not published.' })
  @PublicCached(['articles'])
  getNewsletterGuidePdf(): Promise<PublicFile> {
    return this.guide.pdf();
  }
}
