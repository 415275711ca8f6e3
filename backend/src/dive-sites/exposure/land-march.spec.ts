import { COMPASS_POINTS, OPEN_WATER_CAP_KM, describeExposure } from '@ddu/shared/dive-sites/exposure';
import { LandIndex, LandPolygon, LonLat, openKmAt } from './land-march';

const LAT = -30;
const LON = 150;
const KM_PER_DEG_LAT = 110.574;
const KM_PER_DEG_LON = 111.32 * Math.cos((LAT * Math.PI) / 180);

/** A point `eastKm` east and `northKm` north of (LAT, LON). */
const at = (eastKm: number, northKm: number): LonLat => [LON + eastKm / KM_PER_DEG_LON, LAT + northKm / KM_PER_DEG_LAT];
/** A closed ring of `points` points on a circle of `radiusKm` around a point given in km. */
const circle = (radiusKm: number, centre: [number, number] = [0, 0], points = 72): LonLat[] => {
  const ring = Array.from({ length: points }, (_, i) => {
    const a = (2 * Math.PI * i) / points;
    return at(centre[0] + radiusKm * Math.sin(a), centre[1] + radiusKm * Math.cos(a));
  });
  return [...ring, ring[0]!];
};
const km = (openKm: number[], point: string) => openKm[COMPASS_POINTS.indexOf(point as (typeof COMPASS_POINTS)[number])]!;

describe(openKmAt.name, () => {
  // An island 10 km across, alone in the ocean.
  const island = new LandIndex([[circle(5)]]);

  it('finds a site on the east shore of an island open to the east and sheltered from the west', () => {
    const sut = openKmAt(island, at(5.2, 0)[1], at(5.2, 0)[0]);
    for (const p of ['NE', 'ENE', 'E', 'ESE', 'SE']) expect(km(sut, p)).toBe(OPEN_WATER_CAP_KM);
    for (const p of ['SW', 'WSW', 'W', 'WNW', 'NW']) expect(km(sut, p)).toBeLessThan(1);
    expect(km(sut, 'W')).toBeCloseTo(0.2, 1);
    expect(describeExposure({ openKm: sut, source: 'computed' })).toMatch(
      /^Open to swell from (NNE|N|NE)–(SSE|S|SE); sheltered from the west\.$/,
    );
  });

  it('looks past the shore when the coarse coastline puts the site just on land', () => {
    const sut = openKmAt(island, at(4.7, 0)[1], at(4.7, 0)[0]);
    expect(km(sut, 'E')).toBe(OPEN_WATER_CAP_KM);
    expect(km(sut, 'W')).toBe(0);
  });

  it('finds a site well inland blocked every way, not open', () => {
    expect(openKmAt(island, LAT, LON)).toEqual(COMPASS_POINTS.map(() => 0));
  });

  it('measures the distance to land across open water', () => {
    const sut = openKmAt(island, at(-20, 0)[1], at(-20, 0)[0]);
    expect(km(sut, 'E')).toBeCloseTo(15, 0);
    expect(km(sut, 'W')).toBe(OPEN_WATER_CAP_KM);
  });

  it('finds a site in a closed bay open to nothing', () => {
    // Land 30 km across holding a bay 6 km across (a hole in the polygon) that reaches no sea.
    const land: LandPolygon = [circle(15), [...circle(3)].reverse()];
    const sut = openKmAt(new LandIndex([land]), LAT, LON);
    for (const value of sut) expect(value).toBeCloseTo(3, 0);
    expect(describeExposure({ openKm: sut, source: 'computed' })).toBe('Sheltered on all sides: land is close in every direction.');
  });

  it('ignores land beyond the cap', () => {
    const far = new LandIndex([[circle(5, [80, 0])]]);
    expect(openKmAt(far, LAT, LON)).toEqual(COMPASS_POINTS.map(() => OPEN_WATER_CAP_KM));
  });
});
