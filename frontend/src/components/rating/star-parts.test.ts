import { describe, expect, it } from 'vitest';
import { starParts } from './star-parts';

describe(starParts.name, () => {
  it.each([
    ['4.5', { full: 4, half: true, empty: 0 }],
    ['4.50', { full: 4, half: true, empty: 0 }],
    [' 3 ', { full: 3, half: false, empty: 2 }],
    [4, { full: 4, half: false, empty: 1 }],
    [5, { full: 5, half: false, empty: 0 }],
    [0, { full: 0, half: false, empty: 5 }],
  ] as const)('%s → %o', (rating, expected) => {
    expect(starParts(rating)).toEqual(expected);
  });

  it('rounds to the nearest half', () => {
    expect(starParts(4.24)).toEqual({ full: 4, half: false, empty: 1 });
    expect(starParts(4.25)).toEqual({ full: 4, half: true, empty: 0 });
    expect(starParts('4.7')).toEqual({ full: 4, half: true, empty: 0 });
    expect(starParts('4.8')).toEqual({ full: 5, half: false, empty: 0 });
  });

  it('counts star characters', () => {
    expect(starParts('★★★★')).toEqual({ full: 4, half: false, empty: 1 });
    expect(starParts('★★★☆☆')).toEqual({ full: 3, half: false, empty: 2 });
    expect(starParts('⭐⭐⭐⭐⭐')).toEqual({ full: 5, half: false, empty: 0 });
  });

  it('clamps to 0 and max', () => {
    expect(starParts(7)).toEqual({ full: 5, half: false, empty: 0 });
    expect(starParts('-2')).toEqual({ full: 0, half: false, empty: 5 });
  });

  it('treats missing and unreadable ratings as 0', () => {
    for (const rating of [null, undefined, '', 'great', Number.NaN]) {
      expect(starParts(rating)).toEqual({ full: 0, half: false, empty: 5 });
    }
  });

  it('supports another maximum', () => {
    expect(starParts(2.5, 3)).toEqual({ full: 2, half: true, empty: 0 });
    expect(starParts(9, 3)).toEqual({ full: 3, half: false, empty: 0 });
  });
});
