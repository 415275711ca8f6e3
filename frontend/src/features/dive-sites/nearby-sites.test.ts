import { describe, expect, it } from 'vitest';
import { distanceKm, formatDistance, nearbySites, siteLatLng } from './nearby-sites';

const site = (id: number, latitude: string, longitude: string) => ({ id, latitude, longitude });

describe(distanceKm.name, () => {
  it('is zero for the same point', () => {
    expect(distanceKm({ lat: -33.8, lng: 151.2 }, { lat: -33.8, lng: 151.2 })).toBe(0);
  });

  it('matches known distances', () => {
    // Sydney Opera House to Melbourne's Flinders Street: about 714 km.
    expect(distanceKm({ lat: -33.8568, lng: 151.2153 }, { lat: -37.8183, lng: 144.9671 })).toBeCloseTo(714, -1);
    // One degree of latitude is about 111.2 km.
    expect(distanceKm({ lat: -30, lng: 150 }, { lat: -31, lng: 150 })).toBeCloseTo(111.2, 0);
  });

  it('works across the antimeridian', () => {
    expect(distanceKm({ lat: 0, lng: 179.5 }, { lat: 0, lng: -179.5 })).toBeCloseTo(111.2, 0);
  });
});

describe(siteLatLng.name, () => {
  it('parses string coordinates and rejects non-numeric ones', () => {
    expect(siteLatLng({ latitude: '-33.84010000', longitude: '151.27780000' })).toEqual({ lat: -33.8401, lng: 151.2778 });
    expect(siteLatLng({ latitude: 'n/a', longitude: '151' })).toBeNull();
  });
});

describe(nearbySites.name, () => {
  const origin = site(1, '-33.8401', '151.2778');
  const sites = [
    origin,
    site(2, '-33.8000', '151.2900'), // about 4.6 km
    site(3, '-33.9900', '151.2300'), // about 17 km
    site(4, '-34.3000', '151.0000'), // about 57 km: outside
    site(5, 'unknown', '151.2'),
  ];

  it('lists other sites within 50 km, closest first, skipping unusable coordinates', () => {
    const result = nearbySites(origin, sites);
    expect(result.map((n) => n.site.id)).toEqual([2, 3]);
    expect(result[0]!.distanceKm).toBeGreaterThan(4);
    expect(result[0]!.distanceKm).toBeLessThan(5);
  });

  it('honours the limit', () => {
    expect(nearbySites(origin, sites, 50, 1).map((n) => n.site.id)).toEqual([2]);
  });

  it('returns nothing when the origin cannot be placed', () => {
    expect(nearbySites(site(9, '', ''), sites)).toEqual([]);
  });
});

describe(formatDistance.name, () => {
  it.each([
    [0.004, '10 m'],
    [0.853, '850 m'],
    [4.24, '4.2 km'],
    [17.6, '18 km'],
  ])('%s km → %s', (km, expected) => {
    expect(formatDistance(km)).toBe(expected);
  });
});
