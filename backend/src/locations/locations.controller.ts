import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { LocationResponseDto } from './locations.dto';
import { LocationsService } from './locations.service';

@ApiTags('locations')
@Controller('locations')
export class LocationsController {
  constructor(private readonly locations: LocationsService) {}

  /** Featured destinations for the home page. */
  @Get('featured')
  @ApiOkResponse({ type: [LocationResponseDto] })
  getFeaturedLocations(): Promise<LocationResponseDto[]> {
    return this.locations.findFeatured();
  }
}
