import { parseCoordinate } from './dive-site-filters';

export interface LatLng {
  lat: number;
  lng: number;
}

interface Locatable {
  id: number;
  latitude: string;
  longitude: string;
}

export interface NearbySite<T> {
  site: T;
  distanceKm: number;
}

/** Mean Earth radius (IUGG), the usual choice for haversine distances. */
const EARTH_RADIUS_KM = 6371.0088;
export const NEARBY_RADIUS_KM = 50;
export const MAX_NEARBY_SITES = 8;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine): well within a few metres at dive-trip scales. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function siteLatLng(site: Pick<Locatable, 'latitude' | 'longitude'>): LatLng | null {
  const lat = parseCoordinate(site.latitude);
  const lng = parseCoordinate(site.longitude);
  return lat === null || lng === null ? null : { lat, lng };
}

/** Other sites within the radius, closest first; sites without usable coordinates are skipped. */
export function nearbySites<T extends Locatable>(
  origin: Locatable,
  sites: readonly T[],
  radiusKm = NEARBY_RADIUS_KM,
  limit = MAX_NEARBY_SITES,
): NearbySite<T>[] {
  const from = siteLatLng(origin);
  if (!from) return [];
  const nearby: NearbySite<T>[] = [];
  for (const site of sites) {
    if (site.id === origin.id) continue;
    const to = siteLatLng(site);
    if (!to) continue;
    const km = distanceKm(from, to);
    if (km <= radiusKm) nearby.push({ site, distanceKm: km });
  }
  return nearby.sort((a, b) => a.distanceKm - b.distanceKm).slice(0, limit);
}

/** "850 m" under a kilometre, "4.2 km" under 10 km, whole kilometres beyond. */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.max(10, Math.round((km * 1000) / 10) * 10)} m`;
  if (km < 10) return `${km.toFixed(1)} km`;
  return `${Math.round(km)} km`;
}
