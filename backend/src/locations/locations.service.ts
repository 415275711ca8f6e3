import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Location } from './location.entity';
import { LocationResponseDto } from './locations.dto';
import { toLocationResponse } from './locations.mapper';

@Injectable()
export class LocationsService {
  constructor(private readonly dataSource: DataSource) {}

  /** Featured destinations in the order they were added (the seed lists the best-known first). */
  async findFeatured(): Promise<LocationResponseDto[]> {
    const locations = await this.dataSource
      .getRepository(Location)
      .find({ where: { featured: true }, order: { createdAt: 'ASC', id: 'ASC' } });
    return locations.map(toLocationResponse);
  }
}
