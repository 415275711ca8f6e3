import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DiveWindowDto } from '@/api/generated/models';
import { renderWithProviders } from '@/test/render';
import { DiveWindowStrip, slotHours } from './dive-window-strip';

const slot = (start: string, rating: 'good' | 'fair' | 'poor' | 'no-go', reasons: string[]) => ({
  start,
  end: `${start.slice(0, 11)}${String(Number(start.slice(11, 13)) + 3).padStart(2, '0')}:00`,
  score: { good: 85, fair: 60, poor: 35, 'no-go': 10 }[rating],
  rating,
  reasons,
});

const dive: DiveWindowDto = {
  slots: [
    slot('2026-11-28T06:00', 'fair', ['1.2 m swell from the south — the site is partly sheltered from it.']),
    slot('2026-11-28T09:00', 'good', [
      '0.8 m swell from the south — the site is sheltered from it.',
      'Light offshore wind from the west, 10 km/h.',
    ]),
    slot('2026-11-29T09:00', 'no-go', ['3.1 m swell from the east — the site is open to it.']),
  ],
  best: {
    ...slot('2026-11-28T09:00', 'good', []),
    sentence: 'Best: Saturday 9–12 — light offshore wind, 0.8 m swell from the south, sheltered',
  },
};

describe('DiveWindowStrip', () => {
  it('names the best slot in a sentence and shows every slot with its word, by day', () => {
    renderWithProviders(<DiveWindowStrip dive={dive} />);
    expect(screen.getByTestId('best-window')).toHaveTextContent(
      'Best: Saturday 9–12 — light offshore wind, 0.8 m swell from the south, sheltered',
    );
    expect(screen.getByRole('group', { name: 'Sat 28 Nov' })).toHaveTextContent('6–9Fair9–12Good');
    expect(screen.getByRole('button', { name: 'Sun 29 Nov 9–12: No-go' })).toHaveTextContent('No-go');
    expect(screen.getByText(/a forecast, not a safety assessment/i)).toBeInTheDocument();
  });

  it('opens a slot’s reasons on a tap and closes them on a second', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DiveWindowStrip dive={dive} />);
    const button = screen.getByRole('button', { name: 'Sat 28 Nov 9–12: Good' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('window-reasons')).toHaveTextContent('Sat 28 Nov 9–12 · Good (85/100)');
    expect(screen.getByText('Light offshore wind from the west, 10 km/h.')).toBeInTheDocument();
    await user.click(button);
    expect(screen.queryByText('Light offshore wind from the west, 10 km/h.')).not.toBeInTheDocument();
  });

  it('says so when no slot is good or fair', () => {
    renderWithProviders(<DiveWindowStrip dive={{ slots: dive.slots.slice(2), best: null }} />);
    expect(screen.getByTestId('best-window')).toHaveTextContent('No good or fair window in the next three days.');
  });

  it('reads a slot ending at midnight as 21–24', () => {
    expect(slotHours({ start: '2026-11-28T21:00', end: '2026-11-29T00:00' })).toBe('21–24');
  });
});
