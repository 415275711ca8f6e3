import { Injectable } from '@nestjs/common';
import { CachedAnswer, PublicCacheService } from '../common/public-cache/public-cache.service';
import { LocationResponseDto } from './locations.dto';
import { toLocationResponse } from './locations.mapper';
import { LocationsRepository } from './locations.repository';
import { nearestRegion } from './nearest-region';

@Injectable()
export class LocationsService {
  constructor(
    private readonly locations: LocationsRepository,
    private readonly cache: PublicCacheService,
  ) {}

  featuredAnswer(): Promise<CachedAnswer> {
    return this.cache.json('/api/locations/featured', ['locations', 'dive-sites'], () => this.findFeatured(), {
      pinned: true,
      exactUrl: true,
    });
  }

  /** Featured destinations in the order they were added (the seed lists the best-known first), each with its nearest directory region. */
  async findFeatured(): Promise<LocationResponseDto[]> {
    const locations = await this.locations.findFeatured();
    const sites = await this.locations.findSitePositions();
    return locations.map((location) => toLocationResponse(location, nearestRegion(location.mapCoordinates, sites)));
  }
}
