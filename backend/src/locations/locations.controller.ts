import { Controller, Get, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PublicCacheService } from '../common/public-cache/public-cache.service';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { LocationResponseDto } from './locations.dto';
import { LocationsService } from './locations.service';

@ApiTags('locations')
@Controller('locations')
export class LocationsController {
  constructor(
    private readonly locations: LocationsService,
    private readonly cache: PublicCacheService,
  ) {}

  /**
   * Featured destinations for the home page.
   *
   * @remarks Public and cached: the answer carries an ETag (304 to a matching If-None-Match) and Cache-Control:
   * public, max-age=60, stale-while-revalidate=300. Each location carries the directory region of its nearest
   * listed site, so "Explore Sites" opens that region.
   */
  @Get('featured')
  @ApiOkResponse({ type: [LocationResponseDto] })
  async getFeaturedLocations(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    this.cache.send(request, reply, await this.locations.featuredAnswer());
  }
}
