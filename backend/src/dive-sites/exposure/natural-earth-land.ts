import { readFileSync } from 'node:fs';
import { feature } from 'topojson-client';
import type { LandPolygon } from './land-march';

/**
 * Natural Earth's 1:10m land polygons (public domain), as the world-atlas package ships them (TopoJSON,
 * ISC licence). A site needs only the land within reach, so the loader keeps just the polygons whose
 * box lies within `marginDeg` of some point given, and lets the rest of the world go.
 */
export function loadNaturalEarthLand(near: { lat: number; lon: number }[], marginDeg = 1): LandPolygon[] {
  const topology = JSON.parse(readFileSync(require.resolve('world-atlas/land-10m.json'), 'utf8')) as {
    objects: { land: unknown };
  };
  const land = feature(topology, topology.objects.land);
  const geometries = (land.features?.map((f) => f.geometry) ?? [land.geometry]) as { type: string; coordinates: unknown }[];
  const polygons: LandPolygon[] = [];
  for (const geometry of geometries) {
    if (geometry.type === 'Polygon') polygons.push(geometry.coordinates as LandPolygon);
    else if (geometry.type === 'MultiPolygon') polygons.push(...(geometry.coordinates as LandPolygon[]));
  }
  if (near.length === 0) return [];
  return polygons.filter((polygon) => {
    let minLon = Infinity;
    let minLat = Infinity;
    let maxLon = -Infinity;
    let maxLat = -Infinity;
    for (const [lon, lat] of polygon[0] ?? []) {
      if (lon < minLon) minLon = lon;
      if (lon > maxLon) maxLon = lon;
      if (lat < minLat) minLat = lat;
      if (lat > maxLat) maxLat = lat;
    }
    return near.some(
      ({ lat, lon }) => lat >= minLat - marginDeg && lat <= maxLat + marginDeg && lon >= minLon - marginDeg && lon <= maxLon + marginDeg,
    );
  });
}
