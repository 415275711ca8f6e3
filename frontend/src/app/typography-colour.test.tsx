import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

/** rgb(r, g, b) as the browser reports a computed colour, from #rrggbb. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

describe("Typography's colour as the pages write it", () => {
  it.each([
    ['text.secondary', theme.palette.text.secondary],
    ['primary.main', theme.palette.primary.main],
    ['secondary.dark', theme.palette.secondary.dark],
    ['warning.dark', theme.palette.warning.dark],
  ])('color="%s" draws the text in that palette colour', (path, colour) => {
    render(
      <ThemeProvider theme={theme}>
        <div style={{ color: 'rgb(1, 2, 3)' }}>
          <Typography color={path}>Grey nurse sharks</Typography>
        </div>
      </ThemeProvider>,
    );
    expect(getComputedStyle(screen.getByText('Grey nurse sharks')).color).toBe(rgb(colour));
  });
});
