import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CachedAnswer, PublicCacheService } from '../common/public-cache/public-cache.service';
import { Location } from './location.entity';
import { LocationResponseDto } from './locations.dto';
import { toLocationResponse } from './locations.mapper';

@Injectable()
export class LocationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: PublicCacheService,
  ) {}

  featuredAnswer(): Promise<CachedAnswer> {
    return this.cache.json('/api/locations/featured', ['locations'], () => this.findFeatured(), { pinned: true, exactUrl: true });
  }

  /** Featured destinations in the order they were added (the seed lists the best-known first). */
  async findFeatured(): Promise<LocationResponseDto[]> {
    const locations = await this.dataSource
      .getRepository(Location)
      .find({ where: { featured: true }, order: { createdAt: 'ASC', id: 'ASC' } });
    return locations.map(toLocationResponse);
  }
}
