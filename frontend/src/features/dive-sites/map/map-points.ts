import { parseCoordinate } from '../dive-site-filters';

export interface MappableSite {
  id: number;
  name: string;
  region: string;
  latitude: string;
  longitude: string;
}

export interface MapPoint {
  id: number;
  name: string;
  region: string;
  lat: number;
  lng: number;
}

export const MIN_ZOOM = 2;
export const MAX_ZOOM = 18;
export const MARKER_SIZE = 40;
export const LOCATE_TIMEOUT_MS = 10_000;
export const TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
export const TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">OpenStreetMap</a> contributors';

/**
 * Sites the map can place. A site whose latitude or longitude is not a number (or is off the globe)
 * is left off the map, with a warning so bad data gets noticed; it still appears in the card grid.
 */
export function toMapPoints(sites: readonly MappableSite[], warn: (message: string) => void = console.warn): MapPoint[] {
  const points: MapPoint[] = [];
  for (const site of sites) {
    const lat = parseCoordinate(site.latitude);
    const lng = parseCoordinate(site.longitude);
    if (lat === null || lng === null || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
      warn(
        `Dive site ${site.id} ("${site.name}") has no usable coordinates (${site.latitude}, ${site.longitude}); it is not shown on the map.`,
      );
      continue;
    }
    points.push({ id: site.id, name: site.name, region: site.region, lat, lng });
  }
  return points;
}

export type LocateFailure = 'unsupported' | 'denied' | 'unavailable' | 'timeout';

export const LOCATE_MESSAGES: Record<LocateFailure, string> = {
  unsupported: 'Your browser cannot share your location, so the map cannot centre on you.',
  denied: 'Location access was refused. To see dive sites near you, allow location for this site in your browser settings.',
  unavailable: 'Your location could not be found right now. Check that location services are on and try again.',
  timeout: 'Finding your location took longer than 10 seconds. Please try again.',
};

/** Maps a GeolocationPositionError code (1 denied, 2 unavailable, 3 timeout) to our message key. */
export function locateFailure(code: number): LocateFailure {
  if (code === 1) return 'denied';
  if (code === 3) return 'timeout';
  return 'unavailable';
}
