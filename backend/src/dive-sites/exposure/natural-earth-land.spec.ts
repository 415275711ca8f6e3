import { COMPASS_POINTS, describeExposure, opennessToward } from '@ddu/shared/dive-sites/exposure';
import { readSeedCsv } from '../../seed/dive-site-csv';
import { LandIndex, openKmAt } from './land-march';
import { loadNaturalEarthLand } from './natural-earth-land';

/** Real seeded sites on the real coastline: the march agrees with the map where the answer is plain. */
describe(loadNaturalEarthLand.name, () => {
  const site = (name: string) => {
    const row = readSeedCsv().find((r) => r.name === name);
    if (!row) throw new Error(`no seeded site named ${name}`);
    return { lat: Number(row.latitude), lon: Number(row.longitude) };
  };
  // On the east-facing NSW coast at Port Macquarie, and on Perth's west-facing coast.
  const eastFacing = site('Shelly’s Wide');
  const westFacing = site('Hillarys Marina Wall');
  const land = new LandIndex(loadNaturalEarthLand([eastFacing, westFacing]));
  const exposureAt = ({ lat, lon }: { lat: number; lon: number }) => ({ openKm: openKmAt(land, lat, lon), source: 'computed' as const });

  it('keeps only the land near the sites asked for', () => {
    expect(land.segmentCount).toBeGreaterThan(1000);
    expect(new LandIndex(loadNaturalEarthLand([])).segmentCount).toBe(0);
  });

  it('finds a headland on the east-facing NSW coast open to the east and sheltered from the west', () => {
    const exposure = exposureAt(eastFacing);
    expect(exposure.openKm).toHaveLength(COMPASS_POINTS.length);
    expect(opennessToward(exposure, 90)).toBe(1);
    expect(opennessToward(exposure, 270)).toBeLessThan(0.05);
    expect(describeExposure(exposure)).toMatch(/sheltered from the west/);
  });

  it('finds a site on the west coast open to the west and sheltered from the east', () => {
    const exposure = exposureAt(westFacing);
    expect(opennessToward(exposure, 270)).toBe(1);
    expect(opennessToward(exposure, 90)).toBe(0);
    expect(describeExposure(exposure)).toMatch(/sheltered from the east/);
  });
});
