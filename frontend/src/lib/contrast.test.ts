import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';

describe('contrastRatio', () => {
  it('gives the WCAG ratios of known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // The old newsletter error colour on the gradient's teal end: well under AA.
    expect(contrastRatio('#ffb4a8', '#0e9aa7')).toBeLessThan(2.5);
  });
});
