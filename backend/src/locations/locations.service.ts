import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DiveSite } from '../dive-sites/dive-site.entity';
import { Location } from './location.entity';
import { LocationResponseDto } from './locations.dto';
import { toLocationResponse } from './locations.mapper';
import { nearestRegion } from './nearest-region';

@Injectable()
export class LocationsService {
  constructor(private readonly dataSource: DataSource) {}

  /** Featured destinations in the order they were added (the seed lists the best-known first), each with its nearest directory region. */
  async findFeatured(): Promise<LocationResponseDto[]> {
    const locations = await this.dataSource
      .getRepository(Location)
      .find({ where: { featured: true }, order: { createdAt: 'ASC', id: 'ASC' } });
    const sites = await this.dataSource.getRepository(DiveSite).find({ select: { latitude: true, longitude: true, region: true } });
    return locations.map((location) => toLocationResponse(location, nearestRegion(location.mapCoordinates, sites)));
  }
}
