import { Controller, Get, Param } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { DiveSiteRegionDto, DiveSiteRegionSlugParamDto, DiveSiteRegionSummaryDto } from './dive-site-regions.dto';
import { DiveSiteRegionsService } from './dive-site-regions.service';
import { ErrorResponseDto } from '../common/errors/error-response.dto';

/** Region landing pages (/dive-sites/region/{slug} on the site). */
@ApiTags('dive-sites')
@Controller('dive-sites/regions')
export class DiveSiteRegionsController {
  constructor(private readonly regions: DiveSiteRegionsService) {}

  /**
   * Every region that has dive sites, by name, with its slug and counts.
   *
   * @remarks Public and cached: the answer carries an ETag (304 to a matching If-None-Match) and Cache-Control:
   * public, max-age=60, stale-while-revalidate=300.
   */
  @Get()
  @ApiOkResponse({ type: [DiveSiteRegionSummaryDto] })
  getDiveSiteRegions(): Promise<DiveSiteRegionSummaryDto[]> {
    return this.regions.list();
  }

  /**
   * One region: our intro and its sites, featured first.
   *
   * @remarks Public and cached: the answer carries an ETag (304 to a matching If-None-Match) and Cache-Control:
   * public, max-age=60, stale-while-revalidate=300. The slug is lower-case words joined by hyphens, as GET
   * /api/dive-sites/regions lists them.
   */
  @Get(':slug')
  @ApiOkResponse({ type: DiveSiteRegionDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'The slug is not lower-case words joined by hyphens.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No region has this slug.' })
  getDiveSiteRegion(@Param() params: DiveSiteRegionSlugParamDto): Promise<DiveSiteRegionDto> {
    return this.regions.findBySlug(params.slug);
  }
}
