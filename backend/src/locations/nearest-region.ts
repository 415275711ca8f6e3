/** A dive site as far as finding a featured location's region needs it. */
export interface PlacedSite {
  latitude: string;
  longitude: string;
  region: string;
}

/** Featured locations further than this from every listed site are not tied to a directory region. */
export const NEAREST_REGION_MAX_KM = 60;

const EARTH_RADIUS_KM = 6371;

/** "lat,lng" in decimal degrees; null when it is not two numbers in range. */
export function parseMapCoordinates(value: string | null): { lat: number; lng: number } | null {
  if (!value) return null;
  const parts = value.split(',').map((part) => part.trim());
  if (parts.length !== 2 || parts.some((part) => part === '')) return null;
  const [lat, lng] = parts.map(Number);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

function toRadians(degrees: number): number {
  return (degrees * Math.PI) / 180;
}

/** Great-circle distance (haversine). */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The directory region of the listed site nearest to a featured location, so the home page's "Explore
 * Sites" opens that region (Cabbage Tree Bay, Manly is not in the open data; its nearest sites are in
 * Sydney). Null without coordinates, or when no site is within NEAREST_REGION_MAX_KM.
 */
export function nearestRegion(mapCoordinates: string | null, sites: readonly PlacedSite[]): string | null {
  const here = parseMapCoordinates(mapCoordinates);
  if (!here) return null;
  let best: { km: number; region: string } | null = null;
  for (const site of sites) {
    const there = parseMapCoordinates(`${site.latitude},${site.longitude}`);
    if (!there || site.region.trim() === '') continue;
    const km = distanceKm(here, there);
    if (km <= NEAREST_REGION_MAX_KM && (best === null || km < best.km)) best = { km, region: site.region.trim() };
  }
  return best?.region ?? null;
}
