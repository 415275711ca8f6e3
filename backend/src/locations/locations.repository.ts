import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DiveSite } from '../dive-sites/dive-site.entity';
import { Location } from './location.entity';

/** The destinations (table `locations`) and the dive-site positions their nearest region comes from. */
@Injectable()
export class LocationsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Featured destinations in the order they were added. */
  findFeatured(): Promise<Location[]> {
    return this.dataSource.getRepository(Location).find({ where: { featured: true }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  findSitePositions(): Promise<Pick<DiveSite, 'latitude' | 'longitude' | 'region'>[]> {
    return this.dataSource.getRepository(DiveSite).find({ select: { latitude: true, longitude: true, region: true } });
  }
}
