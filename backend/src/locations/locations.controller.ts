import { Controller, Get } from '@nestjs/common';
import { PublicCached } from '../common/public-cache/public-cached.decorator';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { LocationResponseDto } from './locations.dto';
import { LocationsService } from './locations.service';

@ApiTags('locations')
@Controller('locations')
export class LocationsController {
  constructor(private readonly locations: LocationsService) {}

  /**
   * Featured destinations for the home page.
   *
   * @remarks Public and cached: the answer carries an ETag (304 to a matching If-None-Match) and Cache-Control:
   * public, max-age=60, stale-while-revalidate=300. Each location carries the directory region of its nearest
   * listed site, so "Explore Sites" opens that region.
   */
  @Get('featured')
  @ApiOkResponse({ type: [LocationResponseDto] })
  @PublicCached(['locations', 'dive-sites'], { pinned: true })
  getFeaturedLocations(): Promise<LocationResponseDto[]> {
    return this.locations.findFeatured();
  }
}
