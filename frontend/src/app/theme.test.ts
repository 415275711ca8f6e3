import { describe, expect, it } from 'vitest';
import { theme, TOOLTIP_DELAY_MS } from './theme';

describe('theme', () => {
  it('opens tooltips after the spec delay of 700 ms', () => {
    expect(TOOLTIP_DELAY_MS).toBe(700);
    expect(theme.components?.MuiTooltip?.defaultProps?.enterDelay).toBe(TOOLTIP_DELAY_MS);
  });
});
