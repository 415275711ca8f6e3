import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { GearReviewsTab } from './gear-reviews-tab';

describe('GearReviewsTab', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } })));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('offers "No rating" and the star ratings, none of them with an empty value', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <GearReviewsTab />
      </QueryClientProvider>,
    );
    const rating = screen.getByRole('combobox', { name: 'Rating (optional)' });
    expect(rating).toHaveTextContent('No rating');

    await userEvent.click(rating);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['No rating', '★ (1 of 5)', '★★ (2 of 5)', '★★★ (3 of 5)', '★★★★ (4 of 5)', '★★★★★ (5 of 5)']);
    expect(options.every((o) => (o.getAttribute('data-value') ?? '') !== '')).toBe(true);

    await userEvent.click(options[3]);
    expect(screen.getByRole('combobox', { name: 'Rating (optional)' })).toHaveTextContent('★★★ (3 of 5)');
  });
});
