/** A part of the map the visitor chose with "Search this area": its edges in degrees. */
export interface MapArea {
  south: number;
  west: number;
  north: number;
  east: number;
}

/**
 * Is the point inside the area? The map wraps round the globe (worldCopyJump), so its west and east
 * edges may lie outside -180..180: the longitude is taken round to the west edge's turn of the globe.
 */
export function inMapArea(lat: number, lng: number, area: MapArea): boolean {
  if (lat < area.south || lat > area.north) return false;
  if (area.east - area.west >= 360) return true;
  const turned = area.west + ((((lng - area.west) % 360) + 360) % 360);
  return turned <= area.east;
}
