import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiConsumes, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ErrorResponseDto } from '../common/errors/error-response.dto';
import { AcceptsBeaconBody } from '../common/json-bodies';
import { BODY_LIMITS } from '../common/request-limits';
import { AnalyticsEventDto } from './analytics.dto';
import { EventCollectorService } from './event-collector.service';

@ApiTags('analytics')
@Controller('analytics')
export class AnalyticsCollectController {
  constructor(private readonly collector: EventCollectorService) {}

  /**
   * Records one event of the site's own cookie-free analytics (a page view, a site search, a missing page).
   *
   * @remarks Public, for the site's beacon (`navigator.sendBeacon`), which sends the JSON as text/plain: both
   * text/plain and application/json bodies are read. Answers 202 at once; the event is written with others within
   * about a second. Known bots, `DNT: 1` and `Sec-GPC: 1` are answered 202 and not counted. No cookie is read or set.
   */
  @Post('events')
  @HttpCode(202)
  @AcceptsBeaconBody(BODY_LIMITS.tiny)
  @ApiConsumes('application/json', 'text/plain')
  @ApiAcceptedResponse({ description: 'Taken (or deliberately not counted).' })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'Unknown fields, values too long, or a path that is not a page of this site.',
  })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: 'Too many events from this client this minute.' })
  async collectAnalyticsEvent(@Body() event: AnalyticsEventDto, @Req() request: FastifyRequest): Promise<void> {
    await this.collector.collect(request, event);
  }
}
