import { bestOutlook, outlookOf } from './outlook';

describe('outlookOf', () => {
  const sut = outlookOf;

  it('is calm up to 1 m of sea, 20 km/h of wind and 30 km/h gusts (inclusive)', () => {
    expect(sut({ waveHeightMaxM: 1.0, windMaxKmh: 20, gustMaxKmh: 30 })).toBe('calm');
    expect(sut({ waveHeightMaxM: 0.3, windMaxKmh: 5, gustMaxKmh: null })).toBe('calm');
  });

  it('is "some swell" just above any calm limit, up to 2 m, 30 km/h and 45 km/h gusts', () => {
    expect(sut({ waveHeightMaxM: 1.01, windMaxKmh: 10, gustMaxKmh: 15 })).toBe('some-swell');
    expect(sut({ waveHeightMaxM: 0.5, windMaxKmh: 21, gustMaxKmh: 25 })).toBe('some-swell');
    expect(sut({ waveHeightMaxM: 0.5, windMaxKmh: 10, gustMaxKmh: 31 })).toBe('some-swell');
    expect(sut({ waveHeightMaxM: 2.0, windMaxKmh: 30, gustMaxKmh: 45 })).toBe('some-swell');
  });

  it('is rough when the sea or the wind passes the "some swell" limits: the worst one decides', () => {
    expect(sut({ waveHeightMaxM: 2.1, windMaxKmh: 0, gustMaxKmh: 0 })).toBe('rough');
    expect(sut({ waveHeightMaxM: 0.2, windMaxKmh: 31, gustMaxKmh: 35 })).toBe('rough');
    expect(sut({ waveHeightMaxM: 0.2, windMaxKmh: 10, gustMaxKmh: 46 })).toBe('rough');
  });

  it('is unknown without a sea or wind value', () => {
    expect(sut({ waveHeightMaxM: null, windMaxKmh: 5, gustMaxKmh: 5 })).toBe('unknown');
    expect(sut({ waveHeightMaxM: 0.5, windMaxKmh: null, gustMaxKmh: null })).toBe('unknown');
  });
});

describe('bestOutlook', () => {
  it('takes the best half-day, and unknown only when nothing is known', () => {
    expect(bestOutlook(['rough', 'calm'])).toBe('calm');
    expect(bestOutlook(['unknown', 'some-swell'])).toBe('some-swell');
    expect(bestOutlook(['unknown', 'unknown'])).toBe('unknown');
    expect(bestOutlook([])).toBe('unknown');
  });
});
