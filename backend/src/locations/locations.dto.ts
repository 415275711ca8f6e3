export class LocationResponseDto {
  id: number;
  name: string;
  region: string;
  description: string;
  /** e.g. "23-29°C". */
  waterTemp: string;
  /** e.g. "15-30m". */
  visibility: string;
  bestTime: string;
  /** e.g. "5-30m". */
  depth: string;
  /** Beginner, Intermediate or Advanced. */
  difficulty: string;
  /** Absolute http(s) URL or a bundled /images/ path. */
  imageUrl: string;
  /** "lat,lng" in decimal degrees, when known. */
  mapCoordinates: string | null;
  featured: boolean;
  /**
   * The dive-site directory region nearest to this location (the region of the closest listed site
   * within 60 km of its coordinates), so "Explore Sites" can open that region; null when none is near.
   */
  directoryRegion: string | null;
}
