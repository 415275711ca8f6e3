import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@/lib/contrast';
import { theme } from './theme';

const { palette } = theme;
const AA = 4.5;

describe('the theme colours', () => {
  // Outlined and text buttons, chips and links write these on cards (white) and on the page itself.
  it.each([
    ['primary', palette.primary.main],
    ['secondary', palette.secondary.main],
    ['warning', palette.warning.main],
    ['success', palette.success.main],
    ['error', palette.error.main],
    ['text.primary', palette.text.primary],
    ['text.secondary', palette.text.secondary],
  ])('%s text keeps AA contrast on white and on the page background', (_name, colour) => {
    expect(contrastRatio(colour, palette.background.paper)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(colour, palette.background.default)).toBeGreaterThanOrEqual(AA);
  });

  it.each(['primary', 'secondary', 'warning', 'success', 'error'] as const)('%s buttons keep AA contrast for their own text', (name) => {
    expect(contrastRatio(palette[name].contrastText, palette[name].main)).toBeGreaterThanOrEqual(AA);
  });
});
