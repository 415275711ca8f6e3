import { createTheme, responsiveFontSizes } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@/lib/contrast';
import { theme, themeOptions } from './theme';

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

describe('the theme as written', () => {
  // The derived shades and heading sizes are written out to spare every page's start the arithmetic:
  // they must stay exactly what MUI derives (an upgrade of MUI that derives them differently fails here).
  it("is MUI's own theme of the written options, with its responsive heading sizes, value for value", () => {
    const derived = responsiveFontSizes(createTheme(themeOptions));
    // Keys in any order (the palette's order changes nothing on the page)...
    const sorted = (value: unknown): unknown =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([key, inner]) => [key, sorted(inner)]),
          )
        : value;
    expect(JSON.stringify(sorted(theme))).toBe(JSON.stringify(sorted(derived)));
    // ...but a text style's declarations in their order, which is the order of the CSS written for it.
    expect(JSON.stringify(theme.typography)).toBe(JSON.stringify(derived.typography));
  });
});
