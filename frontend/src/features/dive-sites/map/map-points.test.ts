import { describe, expect, it, vi } from 'vitest';
import { LOCATE_MESSAGES, locateFailure, toMapPoints } from './map-points';

const site = (id: number, latitude: string, longitude: string) => ({ id, name: `Site ${id}`, region: 'Sydney', latitude, longitude });

describe(toMapPoints.name, () => {
  it('parses string coordinates into points', () => {
    expect(toMapPoints([site(1, '-33.84010000', '151.27780000')], vi.fn())).toEqual([
      { id: 1, name: 'Site 1', region: 'Sydney', lat: -33.8401, lng: 151.2778 },
    ]);
  });

  it('leaves off sites with non-numeric or impossible coordinates and warns about each', () => {
    const warn = vi.fn();
    const points = toMapPoints([site(1, 'unknown', '151'), site(2, '-33', ''), site(3, '-95', '151'), site(4, '-33', '151')], warn);
    expect(points.map((p) => p.id)).toEqual([4]);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls[0]![0]).toMatch(/Dive site 1 \("Site 1"\) has no usable coordinates/);
  });

  it('warns through console.warn by default', () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    toMapPoints([site(7, 'x', 'y')]);
    expect(spy).toHaveBeenCalledOnce();
    spy.mockRestore();
  });
});

describe(locateFailure.name, () => {
  it.each([
    [1, 'denied'],
    [2, 'unavailable'],
    [3, 'timeout'],
  ] as const)('code %s → %s', (code, expected) => {
    expect(locateFailure(code)).toBe(expected);
    expect(LOCATE_MESSAGES[expected].length).toBeGreaterThan(20);
  });
});
