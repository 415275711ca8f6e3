import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../common/errors/error-response.dto';
import { PublicCached } from '../common/public-cache/public-cached.decorator';
import { SearchQueryDto, SearchResponseDto } from './search.dto';
import { SEARCH_TOPICS, SearchService } from './search.service';

@ApiTags('search')
@Controller('search')
export class SearchController {
  constructor(private readonly search: SearchService) {}

  /**
   * The site search: dive sites, articles, gear reviews and products holding every word of q, each
   * kind ranked by relevance (title or name matches first, whole words before parts of words) and
   * paged on its own, with totals; when nothing matches, the closest dive-site names.
   *
   * @remarks Public and cached: the answer carries an ETag (304 to a matching If-None-Match) and Cache-Control:
   * public, max-age=60, stale-while-revalidate=300. `q` is 2–100 characters once trimmed (400 otherwise).
   */
  @Get()
  @ApiOkResponse({ type: SearchResponseDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'q is missing, shorter than 2 or longer than 100 characters, or type, page or limit is invalid.',
  })
  @PublicCached(SEARCH_TOPICS, { query: ['limit', 'page', 'q', 'type'] })
  searchSite(@Query() query: SearchQueryDto): Promise<SearchResponseDto> {
    return this.search.search(query);
  }
}
