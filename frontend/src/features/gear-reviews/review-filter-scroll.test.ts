import { describe, expect, it } from 'vitest';
import { centredScrollLeft } from './review-filter-scroll';

describe(centredScrollLeft.name, () => {
  it('centres an item from the middle of the row', () => {
    expect(centredScrollLeft({ offsetLeft: 500, width: 100 }, 300, 1200)).toBe(400);
  });

  it('stays at the start for the first item', () => {
    expect(centredScrollLeft({ offsetLeft: 16, width: 120 }, 390, 1200)).toBe(0);
  });

  it('stops at the end of the row for the last item', () => {
    expect(centredScrollLeft({ offsetLeft: 1060, width: 124 }, 390, 1200)).toBe(810);
  });

  it('does not scroll a row that fits', () => {
    expect(centredScrollLeft({ offsetLeft: 900, width: 120 }, 1152, 1152)).toBe(0);
  });
});
