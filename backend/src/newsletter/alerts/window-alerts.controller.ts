import { Body, Controller, HttpCode, Post, Query, Req, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { clientInfo } from '../../auth/client-info';
import { ErrorResponseDto } from '../../common/errors/error-response.dto';
import { FormThrottle } from '../../common/form-throttle/form-throttle.decorator';
import { AcceptsFormBody } from '../../common/json-bodies';
import { BODY_LIMITS, BodyLimit } from '../../common/request-limits';
import { ConfirmationEmailCapGuard } from '../confirmation-email-cap.guard';
import {
  ConfirmWindowAlertResponseDto,
  CreateWindowAlertDto,
  CreateWindowAlertResponseDto,
  UnsubscribeWindowAlertResponseDto,
  WindowAlertTokenDto,
  WindowAlertUnsubscribeDto,
} from './window-alerts.dto';
import { WindowAlertsService } from './window-alerts.service';

/**
 * "Tell me when it's diveable": e-mail alerts when a dive site, or any site of a region or state, rates
 * good in the dive window on the coming weekend. Double opt-in and one-click unsubscribe, like the newsletter.
 */
@ApiTags('dive-window-alerts')
@Controller('newsletter/alerts')
export class WindowAlertsController {
  constructor(private readonly alerts: WindowAlertsService) {}

  /**
   * Asks for an alert: the address gets one e-mail with a confirmation link, and alerts only once it confirms.
   *
   * @remarks Public, rate-limited per client and by the site-wide hourly cap on confirmation e-mails (429 with
   * Retry-After). Asking again while unconfirmed re-sends the e-mail at most once per 10 minutes; an address that
   * already has this alert answers 409, and so does a new alert for an address that already holds 10 (pending or
   * confirmed).
   */
  @Post()
  @FormThrottle()
  @UseGuards(ConfirmationEmailCapGuard)
  @BodyLimit(BODY_LIMITS.tiny)
  @ApiCreatedResponse({ type: CreateWindowAlertResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'The address, scope or target is missing or invalid.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such dive site, region or state.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The address already has this alert, or already holds 10 alerts.' })
  createWindowAlert(@Body() body: CreateWindowAlertDto): Promise<CreateWindowAlertResponseDto> {
    return this.alerts.subscribe(body.email, body.scope, body.target);
  }

  /**
   * Confirms an alert from the link in its confirmation e-mail (the page's button: opening the link changes nothing).
   *
   * @remarks Public. The token is signed and expires; only the latest e-mail's link works. 400 with a sentence otherwise.
   */
  @Post('confirm')
  @HttpCode(200)
  @BodyLimit(BODY_LIMITS.tiny)
  @ApiOkResponse({ type: ConfirmWindowAlertResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'The link is not valid, was replaced by a newer one, or has expired.' })
  confirmWindowAlert(@Body() body: WindowAlertTokenDto, @Req() request: FastifyRequest): Promise<ConfirmWindowAlertResponseDto> {
    return this.alerts.confirm(body.token, clientInfo(request));
  }

  /**
   * Switches an alert off from the unsubscribe link of its e-mails; a link used again answers 200 with `alreadyUnsubscribed`.
   *
   * @remarks Public: the signed token is the only proof needed.
   */
  @Post('unsubscribe')
  @HttpCode(200)
  @BodyLimit(BODY_LIMITS.tiny)
  @ApiOkResponse({ type: UnsubscribeWindowAlertResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'The link is not valid (changed, cut short or never issued).' })
  unsubscribeWindowAlert(@Body() body: WindowAlertUnsubscribeDto): Promise<UnsubscribeWindowAlertResponseDto> {
    return this.alerts.unsubscribe(body.token);
  }

  /**
   * RFC 8058 one-click unsubscribe: the address in every alert e-mail's List-Unsubscribe header.
   *
   * @remarks Public: `token` in the query string; the body (URL-encoded, multipart/form-data or none) is not read.
   */
  @Post('unsubscribe/one-click')
  @HttpCode(200)
  @AcceptsFormBody()
  @BodyLimit(BODY_LIMITS.tiny)
  @ApiConsumes('application/x-www-form-urlencoded', 'multipart/form-data', 'application/json')
  @ApiOkResponse({ type: UnsubscribeWindowAlertResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'The link is not valid (changed, cut short or never issued).' })
  unsubscribeWindowAlertOneClick(@Query() query: WindowAlertUnsubscribeDto): Promise<UnsubscribeWindowAlertResponseDto> {
    return this.alerts.unsubscribe(query.token);
  }
}
