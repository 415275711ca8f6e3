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
}
