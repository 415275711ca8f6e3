import { describe, expect, it } from 'vitest';
import { inMapArea } from './map-area';

describe(inMapArea.name, () => {
  const sydney = { south: -34.2, west: 150.9, north: -33.6, east: 151.4 };

  it('takes points inside the edges and leaves the others', () => {
    expect(inMapArea(-33.84, 151.28, sydney)).toBe(true);
    expect(inMapArea(-28.61, 153.63, sydney)).toBe(false);
    expect(inMapArea(-33.84, 152, sydney)).toBe(false);
  });

  it('finds a point on another turn of the globe, as the wrapped map shows it', () => {
    expect(inMapArea(-33.84, 151.28, { south: -34.2, west: 150.9 - 360, north: -33.6, east: 151.4 - 360 })).toBe(true);
    expect(inMapArea(-10.44, 105.65, { south: -40, west: 100, north: 0, east: 200 })).toBe(true);
    expect(inMapArea(-20, -170, { south: -40, west: 100, north: 0, east: 200 })).toBe(true);
  });

  it('takes every longitude when the view spans the whole globe', () => {
    expect(inMapArea(-20, -100, { south: -80, west: -300, north: 80, east: 300 })).toBe(true);
  });
});
