import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import Tooltip from '@mui/material/Tooltip';
import { SiteTooltip } from './site-tooltip';

/** Spec: tooltip delay 700 ms, skip delay 300 ms. */
const SPEC_DELAY_MS = 700;
const SPEC_SKIP_DELAY_MS = 300;

function renderTwoTooltips(Tip: typeof SiteTooltip = SiteTooltip) {
  renderWithProviders(
    <>
      <Tip title="Maximum depth" describeChild>
        <button type="button">Depth</button>
      </Tip>
      <Tip title="Water temperature" describeChild>
        <button type="button">Temperature</button>
      </Tip>
    </>,
  );
}

const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
const hover = (name: string) => fireEvent.mouseOver(screen.getByText(name));
const leave = (name: string) => fireEvent.mouseLeave(screen.getByText(name));
/** An open tooltip describes its button (describeChild); a closed or closing one does not. */
const description = (name: string) => expect(screen.getByText(name));
/** The hovered button's tooltip opens after the whole spec delay, not a millisecond sooner. */
function expectFullDelay(name: string, text: string) {
  wait(SPEC_DELAY_MS - 1);
  description(name).not.toHaveAccessibleDescription();
  wait(1);
  description(name).toHaveAccessibleDescription(text);
}

describe('SiteTooltip', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    // The skip window is page-wide: let it lapse between tests.
    act(() => {
      vi.runOnlyPendingTimers();
    });
    wait(1_000);
    vi.useRealTimers();
  });

  it('opens a tooltip only after the spec delay', () => {
    renderTwoTooltips();

    hover('Depth');
    wait(SPEC_DELAY_MS - 1);
    description('Depth').not.toHaveAccessibleDescription();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    wait(1);
    description('Depth').toHaveAccessibleDescription('Maximum depth');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Maximum depth');

    leave('Depth');
  });

  it('opens the next tooltip at once when the pointer moves straight to it, and waits again later', () => {
    renderTwoTooltips();
    hover('Depth');
    wait(SPEC_DELAY_MS);
    description('Depth').toHaveAccessibleDescription('Maximum depth');

    leave('Depth');
    hover('Temperature');
    wait(0);
    description('Temperature').toHaveAccessibleDescription('Water temperature');

    leave('Temperature');
    wait(1_000);
    hover('Depth');
    expectFullDelay('Depth', 'Maximum depth');

    leave('Depth');
  });

  it("skips the wait only within 300 ms of the last tooltip closing, not MUI's 800 ms", () => {
    renderTwoTooltips();
    hover('Depth');
    wait(SPEC_DELAY_MS);
    leave('Depth');
    wait(SPEC_SKIP_DELAY_MS - 50);
    hover('Temperature');
    wait(0);
    description('Temperature').toHaveAccessibleDescription('Water temperature');

    leave('Temperature');
    wait(SPEC_SKIP_DELAY_MS + 100);
    hover('Depth');
    expectFullDelay('Depth', 'Maximum depth');
    leave('Depth');
  });

  it('a plain MUI tooltip takes the same 700 ms from the app theme', () => {
    renderTwoTooltips(Tooltip);
    hover('Depth');
    expectFullDelay('Depth', 'Maximum depth');
    leave('Depth');
  });
});
