import { Controller, Get, Headers, Param, Query, Res, UseFilters } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  DiveSiteErrorResponseDto,
  DiveSiteByReviewUrlQueryDto,
  DiveSiteIdParamDto,
  DiveSiteResponseDto,
  SearchDiveSitesQueryDto,
} from './dive-sites.dto';
import { DiveSitesService } from './dive-sites.service';
import { sendJsonPayload } from './json-payload-cache';
import { ReadableErrorsFilter } from './readable-errors.filter';

/** Public reads. Static paths come before /:id so "search" is never read as an id. */
@ApiTags('dive-sites')
@Controller('dive-sites')
@UseFilters(ReadableErrorsFilter)
export class DiveSitesController {
  constructor(private readonly diveSites: DiveSitesService) {}

  /**
   * Every dive site, featured first, then by name. The body is serialised once and cached (see
   * JsonPayloadCache), so it is written straight to Fastify instead of being returned as objects.
   */
  @Get()
  @ApiProduces('application/json')
  @ApiOkResponse({ type: [DiveSiteResponseDto] })
  async getDiveSites(
    @Headers() headers: Record<string, string | undefined>,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    sendJsonPayload(headers, reply, await this.diveSites.listPayload());
  }

  /** Dive sites whose name, description, region or marine life contains q (case-insensitive). */
  @Get('search')
  @ApiOkResponse({ type: [DiveSiteResponseDto] })
  @ApiBadRequestResponse({ type: DiveSiteErrorResponseDto, description: 'q is missing, blank or longer than 100 characters.' })
  searchDiveSites(@Query() query: SearchDiveSitesQueryDto): Promise<DiveSiteResponseDto[]> {
    return this.diveSites.search(query.q);
  }

  /** The dive site whose review link is the given page (used by blog articles to show its video). */
  @Get('by-review-url')
  @ApiOkResponse({ type: DiveSiteResponseDto })
  @ApiNotFoundResponse({ type: DiveSiteErrorResponseDto, description: 'No dive site links to this page.' })
  getDiveSiteByReviewUrl(@Query() query: DiveSiteByReviewUrlQueryDto): Promise<DiveSiteResponseDto> {
    return this.diveSites.findByReviewUrl(query.url);
  }

  @Get(':id')
  @ApiOkResponse({ type: DiveSiteResponseDto })
  @ApiBadRequestResponse({ type: DiveSiteErrorResponseDto, description: 'The id is not a positive whole number.' })
  @ApiNotFoundResponse({ type: DiveSiteErrorResponseDto, description: 'No dive site has this id.' })
  getDiveSite(@Param() params: DiveSiteIdParamDto): Promise<DiveSiteResponseDto> {
    return this.diveSites.findOne(params.id);
  }
}
