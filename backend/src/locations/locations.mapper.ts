import { Location } from './location.entity';
import { LocationResponseDto } from './locations.dto';

export function toLocationResponse(location: Location, directoryRegion: string | null): LocationResponseDto {
  return {
    id: location.id,
    name: location.name,
    region: location.region,
    description: location.description,
    waterTemp: location.waterTemp,
    visibility: location.visibility,
    bestTime: location.bestTime,
    depth: location.depth,
    difficulty: location.difficulty,
    imageUrl: location.imageUrl,
    mapCoordinates: location.mapCoordinates,
    featured: location.featured,
    directoryRegion,
  };
}
