import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../common/errors/error-response.dto';
import { PublicCached } from '../common/public-cache/public-cached.decorator';
import type { Versioned } from '../common/public-cache/versioned';
import { DiveSiteIdParamDto, ListDiveSitesQueryDto } from '../dive-sites/dive-sites.dto';
import { DiveSiteConditionsResponseDto, DiveSitesOutlookResponseDto, WeekendBestBetsResponseDto } from './conditions.dto';
import { ConditionsService } from './conditions.service';

/** Live conditions from Open-Meteo (CC BY 4.0). Answers come from the public read cache, as bytes. */
@ApiTags('dive-site-conditions')
@Controller('dive-sites')
export class ConditionsController {
  constructor(private readonly conditions: ConditionsService) {}

  /** The day outlook of every dive site for the coming week (the directory's Outlook filter and card badges). */
  @Get('conditions/outlook')
  @ApiOperation({
    description:
      'Sites whose forecast is missing or older than an hour are fetched in batches first, waiting a bounded time; ' +
      'sites still without one (or without a sea cell) are left out.',
  })
  @ApiOkResponse({ type: DiveSitesOutlookResponseDto })
  @PublicCached(['dive-sites'], { versioned: true })
  getDiveSitesOutlook(): Promise<Versioned<DiveSitesOutlookResponseDto>> {
    return this.conditions.outlook();
  }

  /** Up to three sites calm this weekend, for the home page's "Calm this weekend" (in one state when asked). */
  @Get('conditions/weekend')
  @ApiOperation({
    description:
      'Calm on the coming Saturday or Sunday (one calm half-day makes a calm day), calm on both days first, then our guides. ' +
      '`status` tells an empty list of bets because nothing is calm (`ok`) from one because there is no forecast (`unavailable`).',
  })
  @ApiOkResponse({ type: WeekendBestBetsResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'state is not a state or territory code.' })
  @PublicCached(['dive-sites'], { versioned: true, query: ['state'] })
  getWeekendBestBets(@Query() query: ListDiveSitesQueryDto): Promise<Versioned<WeekendBestBetsResponseDto>> {
    const state = query.state;
    return this.conditions.weekend(state ? (place) => place.state === state : undefined);
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
  @PublicCached(['dive-sites'], { versioned: true })
  getDiveSiteConditions(@Param() params: DiveSiteIdParamDto): Promise<Versioned<DiveSiteConditionsResponseDto>> {
    return this.conditions.conditions(params.id);
  }
}
