import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorResponseDto } from '../common/errors/error-response.dto';
import { PublicCacheService } from '../common/public-cache/public-cache.service';
import { DiveSiteIdParamDto } from '../dive-sites/dive-sites.dto';
import { DiveSiteConditionsResponseDto, DiveSitesOutlookResponseDto } from './conditions.dto';
import { ConditionsService } from './conditions.service';

/** Live conditions from Open-Meteo (CC BY 4.0). Answers come from the public read cache, as bytes. */
@ApiTags('dive-site-conditions')
@Controller('dive-sites')
export class ConditionsController {
  constructor(
    private readonly conditions: ConditionsService,
    private readonly cache: PublicCacheService,
  ) {}

  /** The day outlook of every dive site for the coming week (the directory's Outlook filter and card badges). */
  @Get('conditions/outlook')
  @ApiOperation({
    description:
      'Sites whose forecast is missing or older than an hour are fetched in batches first, waiting a bounded time; ' +
      'sites still without one (or without a sea cell) are left out.',
  })
  @ApiOkResponse({ type: DiveSitesOutlookResponseDto })
  async getDiveSitesOutlook(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    this.cache.send(request, reply, await this.conditions.outlookAnswer());
  }

  /** Swell, wind, sea temperature, tides, sunrise and sunset at a dive site for the next three days. */
  @Get(':id/conditions')
  @ApiOperation({
    description:
      'Fetched from Open-Meteo at most once an hour per site and stored. When the service is slow or down the answer ' +
      'comes within a bounded wait all the same: the last good forecast (`stale`, with `fetchedAt`) or status ' +
      '`unavailable`. A site without a sea cell nearby gets `no-marine-forecast`.',
  })
  @ApiOkResponse({ type: DiveSiteConditionsResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No dive site has this id.' })
  async getDiveSiteConditions(
    @Param() params: DiveSiteIdParamDto,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    this.cache.send(request, reply, await this.conditions.conditionsAnswer(params.id));
  }
}
