import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { LearnToDivePage } from './learn-to-dive-page';

describe('LearnToDivePage', () => {
  it('shows the four steps in order, six safety tips and the two links', () => {
    renderWithProviders(<LearnToDivePage />);
    const steps = screen.getByRole('region', { name: 'Four steps to your certification' });
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Basic theory', 'Pool training', 'Open water', 'Certified diver']);
    const tips = screen.getByRole('region', { name: 'Six safety tips for new divers' });
    expect(within(tips).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Browse Gear Reviews' })).toHaveAttribute('href', '/gear-reviews');
    expect(screen.getByRole('link', { name: 'Ask Us a Question' })).toHaveAttribute('href', '/contact');
  });

  it('makes the emergency numbers links a phone can dial', () => {
    renderWithProviders(<LearnToDivePage />);
    expect(screen.getByRole('link', { name: 'Triple Zero (000)' })).toHaveAttribute('href', 'tel:000');
    expect(screen.getByRole('link', { name: '1800 088 200' })).toHaveAttribute('href', 'tel:1800088200');
  });
});
