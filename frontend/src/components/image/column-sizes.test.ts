import { describe, expect, it } from 'vitest';
import { columnSizes } from './column-sizes';

describe('columnSizes', () => {
  it('gives each breakpoint its column width, the widest as pixels of the page container', () => {
    expect(columnSizes({ xs: 1, sm: 2, md: 3 })).toBe(
      '(min-width: 1200px) 384px, (min-width: 900px) calc((100vw - 48px) / 3), (min-width: 600px) calc((100vw - 48px) / 2), calc(100vw - 32px)',
    );
  });

  it("takes a grid's own query between breakpoints (the shop's two columns from 360 px)", () => {
    expect(columnSizes({ xs: 1, sm: 2, md: 3, lg: 4 }, [{ minWidth: 360, columns: 2 }])).toBe(
      '(min-width: 1200px) 288px, (min-width: 900px) calc((100vw - 48px) / 3), (min-width: 600px) calc((100vw - 48px) / 2), (min-width: 360px) calc((100vw - 32px) / 2), calc(100vw - 32px)',
    );
  });
});
