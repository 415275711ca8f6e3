import { COMPASS_POINTS, COMPASS_STEP_DEG, OPEN_WATER_CAP_KM } from '@ddu/shared/dive-sites/exposure';

/** [longitude, latitude] in degrees, as GeoJSON writes them. */
export type LonLat = [number, number];
/** A land polygon: its outer ring, then any holes (lakes, or a lagoon enclosed by land). */
export type LandPolygon = LonLat[][];

/**
 * A site standing on a land polygon (at 1:10m a shore site often does: the coastline is smoothed by
 * up to a kilometre or two) is treated as standing at its nearest water: each ray looks past the land
 * it starts on if it reaches water within SHORE_ALLOWANCE_KM of the nearest water along any bearing,
 * and never past SHORE_SEARCH_KM. A ray still on land beyond that is blocked (0 km): a site on a
 * headland faces the sea around it, not across the headland, and a site well inland (a sinkhole, a
 * river the dataset does not hold) is sheltered on all sides.
 */
export const SHORE_ALLOWANCE_KM = 1;
export const SHORE_SEARCH_KM = 3;

/** Only land within the cap matters; a little more so segments straddling the edge are kept. */
const WINDOW_KM = OPEN_WATER_CAP_KM + 5;
const KM_PER_DEG_LAT = 110.574;
const KM_PER_DEG_LON_AT_EQUATOR = 111.32;
/** Grid cell of the segment index, in degrees (about 28 km north-south). */
const CELL_DEG = 0.25;

const RAYS = COMPASS_POINTS.map((_, i) => {
  const rad = (i * COMPASS_STEP_DEG * Math.PI) / 180;
  // Rounded so north is exactly north (cos 90° is 6e-17, not 0).
  return { dx: Math.round(Math.sin(rad) * 1e12) / 1e12, dy: Math.round(Math.cos(rad) * 1e12) / 1e12 };
});

const cellOf = (deg: number): number => Math.floor(deg / CELL_DEG);
/** One number per grid cell (rows and columns stay well inside ±2048 for any latitude and longitude). */
const cellKey = (row: number, col: number): number => (row + 1000) * 4096 + col + 2048;

/**
 * Every coastline segment of the given land (rings of polygons, holes included) in a grid of
 * 0.25° cells, so a site reads only the segments within reach, and in rows of 0.25° of latitude, so
 * the even-odd "is this point on land" test reads only the segments its row crosses.
 */
export class LandIndex {
  /** lon1, lat1, lon2, lat2 of each segment. */
  private readonly segments: Float64Array;
  private readonly cells = new Map<number, number[]>();
  private readonly rows = new Map<number, number[]>();
  /** Last query that read each segment, so a segment in several cells is read once per query. */
  private readonly seenBy: Int32Array;
  private query = 0;

  constructor(polygons: LandPolygon[]) {
    const coordinates: number[] = [];
    for (const polygon of polygons) {
      for (const ring of polygon) {
        for (let i = 0; i + 1 < ring.length; i += 1) {
          const [lon1, lat1] = ring[i]!;
          const [lon2, lat2] = ring[i + 1]!;
          // A ring cut at the antimeridian has a segment running round the world: no coastline.
          if (Math.abs(lon2 - lon1) > 180) continue;
          coordinates.push(lon1, lat1, lon2, lat2);
        }
      }
    }
    this.segments = Float64Array.from(coordinates);
    this.seenBy = new Int32Array(this.segments.length / 4);
    for (let s = 0; s < this.seenBy.length; s += 1) {
      const [lon1, lat1, lon2, lat2] = this.segments.subarray(4 * s, 4 * s + 4) as unknown as number[];
      for (let row = cellOf(Math.min(lat1!, lat2!)); row <= cellOf(Math.max(lat1!, lat2!)); row += 1) {
        push(this.rows, row, s);
        for (let col = cellOf(Math.min(lon1!, lon2!)); col <= cellOf(Math.max(lon1!, lon2!)); col += 1)
          push(this.cells, cellKey(row, col), s);
      }
    }
  }

  get segmentCount(): number {
    return this.seenBy.length;
  }

  /** Even-odd rule on a ray due east: land polygons' holes (lakes, enclosed lagoons) count as water. */
  isOnLand(lat: number, lon: number): boolean {
    let inside = false;
    for (const s of this.rows.get(cellOf(lat)) ?? []) {
      const x1 = this.segments[4 * s]!;
      const y1 = this.segments[4 * s + 1]!;
      const x2 = this.segments[4 * s + 2]!;
      const y2 = this.segments[4 * s + 3]!;
      if (y1 > lat !== y2 > lat && lon < x1 + ((lat - y1) * (x2 - x1)) / (y2 - y1)) inside = !inside;
    }
    return inside;
  }

  /** Calls `visit(lon1, lat1, lon2, lat2)` once for every segment in the cells the box touches. */
  forEachSegmentNear(
    minLat: number,
    maxLat: number,
    minLon: number,
    maxLon: number,
    visit: (lon1: number, lat1: number, lon2: number, lat2: number) => void,
  ): void {
    this.query += 1;
    for (let row = cellOf(minLat); row <= cellOf(maxLat); row += 1) {
      for (let col = cellOf(minLon); col <= cellOf(maxLon); col += 1) {
        for (const s of this.cells.get(cellKey(row, col)) ?? []) {
          if (this.seenBy[s] === this.query) continue;
          this.seenBy[s] = this.query;
          visit(this.segments[4 * s]!, this.segments[4 * s + 1]!, this.segments[4 * s + 2]!, this.segments[4 * s + 3]!);
        }
      }
    }
  }
}

function push<K>(map: Map<K, number[]>, key: K, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * Kilometres of water before land along each of the 16 compass bearings from a site, capped at
 * OPEN_WATER_CAP_KM, rounded to 0.1 km. Each bearing is a straight ray in a local equirectangular
 * projection (at 50 km its error is far below the coastline's own); its distance is that to the first
 * coastline segment it crosses. A site on land first leaves it (see SHORE_ALLOWANCE_KM).
 */
export function openKmAt(land: LandIndex, lat: number, lon: number): number[] {
  const kmPerDegLon = KM_PER_DEG_LON_AT_EQUATOR * Math.cos((lat * Math.PI) / 180);
  const dLat = WINDOW_KM / KM_PER_DEG_LAT;
  const dLon = WINDOW_KM / Math.max(kmPerDegLon, 1e-6);
  const crossings: number[][] = RAYS.map(() => []);

  land.forEachSegmentNear(lat - dLat, lat + dLat, lon - dLon, lon + dLon, (lon1, lat1, lon2, lat2) => {
    const ax = (lon1 - lon) * kmPerDegLon;
    const ay = (lat1 - lat) * KM_PER_DEG_LAT;
    const ex = (lon2 - lon) * kmPerDegLon - ax;
    const ey = (lat2 - lat) * KM_PER_DEG_LAT - ay;
    RAYS.forEach(({ dx, dy }, r) => {
      const denom = dx * ey - dy * ex;
      if (Math.abs(denom) < 1e-12) return;
      const t = (ax * ey - ay * ex) / denom;
      // A little slack at the ends so a ray through a vertex is never missed; the double is merged below.
      const u = (ax * dy - ay * dx) / denom;
      if (t >= 0 && t <= OPEN_WATER_CAP_KM && u >= -1e-9 && u <= 1 + 1e-9) crossings[r]!.push(t);
    });
  });

  const rays = crossings.map((all) => {
    all.sort((a, b) => a - b);
    // A ray through a vertex meets both of its segments: one crossing, not two.
    return all.filter((t, i) => i === 0 || t - all[i - 1]! > 1e-6);
  });
  const onLand = land.isOnLand(lat, lon);
  const nearestWater = Math.min(...rays.map((ts) => ts[0] ?? Infinity));
  const allowance = Math.min(nearestWater + SHORE_ALLOWANCE_KM, SHORE_SEARCH_KM);

  return rays.map((ts) => {
    let km: number;
    if (!onLand) km = ts[0] ?? OPEN_WATER_CAP_KM;
    else if (ts[0] === undefined || ts[0] > allowance) km = 0;
    else km = ts[1] ?? OPEN_WATER_CAP_KM;
    return Math.round(Math.min(km, OPEN_WATER_CAP_KM) * 10) / 10;
  });
}
