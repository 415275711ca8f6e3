import { Injectable } from '@nestjs/common';
import { LocationResponseDto } from './locations.dto';
import { toLocationResponse } from './locations.mapper';
import { LocationsRepository } from './locations.repository';
import { nearestRegion } from './nearest-region';

@Injectable()
export class LocationsService {
  constructor(private readonly locations: LocationsRepository) {}

  /** Featured destinations in the order they were added (the seed lists the best-known first), each with its nearest directory region. */
  async findFeatured(): Promise<LocationResponseDto[]> {
    const locations = await this.locations.findFeatured();
    const sites = await this.locations.findSitePositions();
    return locations.map((location) => toLocationResponse(location, nearestRegion(location.mapCoordinates, sites)));
  }
}
