import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { PublicCached } from '../common/public-cache/public-cached.decorator';
import {
  DiveSiteByReviewUrlQueryDto,
  DiveSiteIdParamDto,
  DiveSiteListItemDto,
  DiveSiteResponseDto,
  ListDiveSitesQueryDto,
  SearchDiveSitesQueryDto,
} from './dive-sites.dto';
import { DiveSitesService } from './dive-sites.service';
import { ErrorResponseDto } from '../common/errors/error-response.dto';

/** Public reads. Static paths come before /:id so "search" is never read as an id. */
@ApiTags('dive-sites')
@Controller('dive-sites')
export class DiveSitesController {
  // Every read here is @PublicCached: the handler returns the DTOs, the cache sends their bytes.
  constructor(private readonly diveSites: DiveSitesService) {}

  /**
   * Every dive site (or those of one state), featured first, then by name.
   *
   * @remarks Public and cached: the answer carries an ETag (304 to a matching If-None-Match) and Cache-Control:
   * public, max-age=60, stale-while-revalidate=300. 295 sites from the ODbL Australian dive-site data plus the
   * owner's own; the directory filters them in the browser. `state` (e.g. `qld`) keeps one state's sites; an
   * unknown state answers 400.
   */
  @Get()
  @ApiProduces('application/json')
  @ApiOkResponse({ type: [DiveSiteResponseDto] })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'state is not a state or territory code.' })
  @PublicCached(['dive-sites'], { query: ['state'], pinned: true })
  getDiveSites(@Query() query: ListDiveSitesQueryDto): Promise<DiveSiteResponseDto[]> {
    return this.diveSites.findAllSorted(query.state);
  }

  /**
   * Every dive site as a directory row (name, region, state, coordinates, skill level, depth, marine life,
   * Featured, video), in the same order as GET /api/dive-sites: what the directory page renders and filters.
   *
   * @remarks Public and cached: the answer carries an ETag (304 to a matching If-None-Match) and Cache-Control:
   * public, max-age=60, stale-while-revalidate=300. About a third of the full list's bytes; each site's guide
   * is GET /api/dive-sites/{id}. `state` (e.g. `qld`) keeps one state's sites; an unknown state answers 400.
   */
  @Get('list')
  @ApiProduces('application/json')
  @ApiOkResponse({ type: [DiveSiteListItemDto] })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'state is not a state or territory code.' })
  @PublicCached(['dive-sites'], { query: ['state'], pinned: true })
  getDiveSiteList(@Query() query: ListDiveSitesQueryDto): Promise<DiveSiteListItemDto[]> {
    return this.diveSites.findList(query.state);
  }

  /**
   * Dive sites holding every word of q in their name, region, marine life or description
   * (case-insensitive), best first: name starting with q, then name, region, marine life and
   * description matches; ties by Featured, then name. The directory page ranks with the same code.
   *
   * @remarks Public and cached: the answer carries an ETag (304 to a matching If-None-Match) and Cache-Control:
   * public, max-age=60, stale-while-revalidate=300. `q` is 1–100 characters (400 otherwise).
   */
  @Get('search')
  @ApiOkResponse({ type: [DiveSiteResponseDto] })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'q is missing, blank or longer than 100 characters.' })
  @PublicCached(['dive-sites'], { query: ['q'] })
  searchDiveSites(@Query() query: SearchDiveSitesQueryDto): Promise<DiveSiteResponseDto[]> {
    return this.diveSites.search(query.q);
  }

  /**
   * The dive site whose review link is the given page (used by blog articles to show its video).
   *
   * @remarks Public and cached: the answer carries an ETag (304 to a matching If-None-Match) and Cache-Control:
   * public, max-age=60, stale-while-revalidate=300. 404 when no site links to that page.
   */
  @Get('by-review-url')
  @ApiOkResponse({ type: DiveSiteResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'url is missing or longer than 2048 characters.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No dive site links to this page.' })
  @PublicCached(['dive-sites'], { query: ['url'] })
  getDiveSiteByReviewUrl(@Query() query: DiveSiteByReviewUrlQueryDto): Promise<DiveSiteResponseDto> {
    return this.diveSites.findByReviewUrl(query.url);
  }

  /**
   * One dive site by id.
   *
   * @remarks Public and cached: the answer carries an ETag (304 to a matching If-None-Match) and Cache-Control:
   * public, max-age=60, stale-while-revalidate=300. The id is plain decimal digits (`016`, `0x10` or `1e1` answer
   * 400).
   */
  @Get(':id')
  @ApiOkResponse({ type: DiveSiteResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'The id is not a positive whole number.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No dive site has this id.' })
  @PublicCached(['dive-sites'])
  getDiveSite(@Param() params: DiveSiteIdParamDto): Promise<DiveSiteResponseDto> {
    return this.diveSites.findOne(params.id);
  }
}
