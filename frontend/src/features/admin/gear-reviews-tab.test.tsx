import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
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

  it('shows a scheduled draft as "Scheduled for …" on the site clock, schedules others and cancels', async () => {
    const review = { category: 'Other', createdAt: '2026-11-01T00:00:00.000Z', published: false, publishAt: null };
    const scheduled = { ...review, id: 5, title: 'Launch Day Fins', publishAt: '2026-11-30T22:00:00.000Z' };
    const draft = { ...review, id: 6, title: 'Plain Draft' };
    const patches: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input, init) => {
        const url = String(input);
        if (init?.method === 'PATCH') patches.push({ url, body: JSON.parse(String(init.body)) });
        const body = url.startsWith('/api/reviews?') ? [scheduled, draft] : url === '/api/admin/session' ? { siteTimeZone: 'Australia/Perth' } : {};
        return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <GearReviewsTab />
      </QueryClientProvider>,
    );
    expect(await screen.findByTestId('scheduled-for')).toHaveTextContent(/^Scheduled for Tuesday,? 1 December 2026 at 6:00\sam AWST$/);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel schedule of Launch Day Fins' }));
    expect(patches).toContainEqual({ url: '/api/reviews/5', body: { publishAt: null } });

    await userEvent.click(screen.getByRole('button', { name: 'Schedule Plain Draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule publishing' });
    const field = within(dialog).getByLabelText('Publish at (Australia/Perth time)');
    fireEvent.change(field, { target: { value: '2030-06-01T09:00' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(patches).toContainEqual({ url: '/api/reviews/6', body: { publishAt: '2030-06-01T01:00:00.000Z' } });
  });
});
