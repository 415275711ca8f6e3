import { distanceKm, nearestRegion, parseMapCoordinates } from './nearest-region';

describe(nearestRegion.name, () => {
  const sites = [
    { latitude: '-33.8000', longitude: '151.2900', region: 'Sydney' },
    { latitude: '-33.2785', longitude: '151.5690', region: 'Central Coast' },
    { latitude: '-23.1600', longitude: '113.7700', region: 'Ningaloo & Exmouth' },
  ];

  it('gives the region of the nearest listed site', () => {
    expect(nearestRegion('-33.7996,151.2977', sites)).toBe('Sydney');
    expect(nearestRegion('-23.1500, 113.7600', sites)).toBe('Ningaloo & Exmouth');
  });

  it('gives none when no site is within reach, or the coordinates are missing or malformed', () => {
    expect(nearestRegion('-42.0,147.0', sites)).toBeNull();
    expect(nearestRegion(null, sites)).toBeNull();
    expect(nearestRegion('north of Sydney', sites)).toBeNull();
    expect(nearestRegion('-33.8,', sites)).toBeNull();
    expect(nearestRegion('-133.8,151.2', sites)).toBeNull();
  });

  it('skips sites without a region', () => {
    expect(nearestRegion('-33.7996,151.2977', [{ latitude: '-33.8', longitude: '151.29', region: ' ' }])).toBeNull();
  });
});

describe(distanceKm.name, () => {
  it('measures Sydney to Melbourne at about 714 km', () => {
    const km = distanceKm(parseMapCoordinates('-33.8688,151.2093')!, parseMapCoordinates('-37.8136,144.9631')!);
    expect(km).toBeGreaterThan(705);
    expect(km).toBeLessThan(720);
  });
});
