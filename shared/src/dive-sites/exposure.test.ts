import { describe, expect, it } from 'vitest';
import { COMPASS_POINTS, OPEN_WATER_CAP_KM, SiteExposure, compassPointOf, describeExposure, isOpenKm, opennessToward } from './exposure';

/** A site open (cap) toward the named points and `otherKm` everywhere else. */
function openToward(points: string[], otherKm = 0): SiteExposure {
  return { openKm: COMPASS_POINTS.map((p) => (points.includes(p) ? OPEN_WATER_CAP_KM : otherKm)), source: 'computed' };
}

describe('opennessToward', () => {
  it('is the share of the cap along a compass point, 0 toward land and 1 toward open ocean', () => {
    const exposure = openToward(['E']);
    expect(opennessToward(exposure, 90)).toBe(1);
    expect(opennessToward(exposure, 270)).toBe(0);
  });

  it('interpolates between the two nearest points, across north too', () => {
    const exposure = openToward(['N']);
    expect(opennessToward(exposure, 11.25)).toBeCloseTo(0.5);
    expect(opennessToward(exposure, 348.75)).toBeCloseTo(0.5);
    expect(opennessToward(exposure, 360)).toBe(1);
    expect(opennessToward(exposure, -22.5)).toBe(0);
  });

  it('treats distances beyond the cap, below zero or missing as the cap or land', () => {
    expect(opennessToward({ openKm: COMPASS_POINTS.map(() => 500), source: 'owner' }, 45)).toBe(1);
    expect(opennessToward({ openKm: [], source: 'owner' }, 45)).toBe(0);
    expect(opennessToward({ openKm: COMPASS_POINTS.map(() => -3), source: 'owner' }, 45)).toBe(0);
  });
});

describe('describeExposure', () => {
  it('groups neighbouring open points into a range and names the sheltered side plainly', () => {
    const exposure = openToward(['E', 'ESE', 'SE'], 10);
    for (const p of ['SSW', 'SW', 'WSW', 'W', 'WNW', 'NW', 'NNW']) exposure.openKm[COMPASS_POINTS.indexOf(p)] = 1;
    expect(describeExposure(exposure)).toBe('Open to swell from E–SE; sheltered from the west.');
  });

  it('names sheltered sides in compass order, a side wrapping past north too', () => {
    const exposure = openToward(['SSW', 'SW', 'WSW', 'WNW', 'NW'], 0);
    expect(describeExposure(exposure)).toBe('Open to swell from SSW–WSW and WNW–NW; sheltered from the east and the west.');
  });

  it('keeps a range whole when it wraps past north', () => {
    expect(describeExposure(openToward(['NNW', 'N', 'NNE'], 10))).toBe('Open to swell from NNW–NNE.');
  });

  it('lists separate open ranges and separate sheltered sides', () => {
    const exposure = openToward(['N', 'S', 'SSW'], 10);
    exposure.openKm[COMPASS_POINTS.indexOf('E')] = 2;
    exposure.openKm[COMPASS_POINTS.indexOf('W')] = 2;
    expect(describeExposure(exposure)).toBe('Open to swell from N and S–SSW; sheltered from the east and the west.');
  });

  it('says every direction, all sides, most sides and no direction in words', () => {
    expect(describeExposure(openToward([...COMPASS_POINTS]))).toBe('Open to swell from every direction.');
    expect(describeExposure(openToward([]))).toBe('Sheltered on all sides: land is close in every direction.');
    expect(describeExposure(openToward(['E']))).toBe('Open to swell from E; sheltered on most other sides.');
    expect(describeExposure(openToward([], 10))).toBe('Not open to ocean swell from any direction.');
  });
});

describe('isOpenKm', () => {
  it('accepts 16 distances from 0 to the cap and nothing else', () => {
    expect(isOpenKm(COMPASS_POINTS.map(() => 12.5))).toBe(true);
    expect(isOpenKm(COMPASS_POINTS.map(() => 51))).toBe(false);
    expect(isOpenKm([1, 2, 3])).toBe(false);
    expect(isOpenKm('[1]')).toBe(false);
  });
});

describe('compassPointOf', () => {
  it('names the nearest point', () => {
    expect(compassPointOf(0)).toBe('N');
    expect(compassPointOf(100)).toBe('E');
    expect(compassPointOf(350)).toBe('N');
    expect(compassPointOf(-90)).toBe('W');
  });
});
