import { Controller, Get, Param } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PublicCached } from '../common/public-cache/public-cached.decorator';
import { ErrorResponseDto } from '../common/errors/error-response.dto';
import { DiveSiteStateDto, DiveSiteStateSlugParamDto, DiveSiteStateSummaryDto } from './dive-site-states.dto';
import { DiveSiteStatesService } from './dive-site-states.service';

/** State landing pages (/dive-sites/state/{slug} on the site). */
@ApiTags('dive-sites')
@Controller('dive-sites/states')
export class DiveSiteStatesController {
  constructor(private readonly states: DiveSiteStatesService) {}

  /**
   * Every state and territory that has dive sites, the most sites first, with its slug and counts.
   *
   * @remarks Public and cached: the answer carries an ETag (304 to a matching If-None-Match) and Cache-Control:
   * public, max-age=60, stale-while-revalidate=300.
   */
  @Get()
  @ApiOkResponse({ type: [DiveSiteStateSummaryDto] })
  @PublicCached(['dive-sites'])
  getDiveSiteStates(): Promise<DiveSiteStateSummaryDto[]> {
    return this.states.list();
  }

  /**
   * One state or territory: our intro, its regions (the most sites first) and its sites (featured first).
   *
   * @remarks Public and cached: the answer carries an ETag (304 to a matching If-None-Match) and Cache-Control:
   * public, max-age=60, stale-while-revalidate=300. The slug is the state's name in lower-case words joined by
   * hyphens, e.g. `queensland`, `christmas-island`.
   */
  @Get(':slug')
  @ApiOkResponse({ type: DiveSiteStateDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'The slug is not lower-case words joined by hyphens.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No state or territory has this slug, or it has no dive sites.' })
  @PublicCached(['dive-sites'])
  getDiveSiteState(@Param() params: DiveSiteStateSlugParamDto): Promise<DiveSiteStateDto> {
    return this.states.findBySlug(params.slug);
  }
}
