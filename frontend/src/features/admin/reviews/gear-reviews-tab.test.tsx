import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { ADMIN_SESSION, NO_LINK_PROBLEMS } from '../shared/admin-test-fixtures';
import { GearReviewsTab } from './gear-reviews-tab';

describe('GearReviewsTab', () => {
  it('offers "No rating" and the star ratings, none of them with an empty value', async () => {
    stubApi({ 'GET /api/reviews': [], 'GET /api/admin/session': ADMIN_SESSION, 'GET /api/admin/link-health': NO_LINK_PROBLEMS });
    renderWithProviders(<GearReviewsTab />);
    const rating = screen.getByRole('combobox', { name: 'Rating (optional)' });
    expect(rating).toHaveTextContent('No rating');

    await userEvent.click(rating);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'No rating',
      '★ (1 of 5)',
      '★★ (2 of 5)',
      '★★★ (3 of 5)',
      '★★★★ (4 of 5)',
      '★★★★★ (5 of 5)',
    ]);
    expect(options.every((o) => (o.getAttribute('data-value') ?? '') !== '')).toBe(true);

    await userEvent.click(options[3]);
    expect(screen.getByRole('combobox', { name: 'Rating (optional)' })).toHaveTextContent('★★★ (3 of 5)');
  });

  it('shows a scheduled draft as "Scheduled for …" on the site clock, schedules others and cancels', async () => {
    const review = { category: 'Other', createdAt: '2026-11-01T00:00:00.000Z', published: false, publishAt: null };
    const scheduled = { ...review, id: 5, title: 'Launch Day Fins', publishAt: '2026-11-30T22:00:00.000Z' };
    const draft = { ...review, id: 6, title: 'Plain Draft' };
    const api = stubApi({
      'GET /api/reviews': [scheduled, draft],
      'GET /api/admin/session': { ...ADMIN_SESSION, siteTimeZone: 'Australia/Perth' },
      'GET /api/admin/link-health': NO_LINK_PROBLEMS,
      'PATCH /api/reviews/5': {},
      'PATCH /api/reviews/6': {},
    });
    const patches = () => api.calls.filter((call) => call.method === 'PATCH').map(({ url, body }) => ({ url, body }));
    renderWithProviders(<GearReviewsTab />);
    expect(await screen.findByTestId('scheduled-for')).toHaveTextContent(/^Scheduled for Tuesday,? 1 December 2026 at 6:00\sam AWST$/);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel schedule of Launch Day Fins' }));
    expect(patches()).toContainEqual({ url: '/api/reviews/5', body: { publishAt: null } });

    await userEvent.click(screen.getByRole('button', { name: 'Schedule Plain Draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule publishing' });
    const field = within(dialog).getByLabelText('Publish at (Australia/Perth time)');
    fireEvent.change(field, { target: { value: '2030-06-01T09:00' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(patches()).toContainEqual({ url: '/api/reviews/6', body: { publishAt: '2030-06-01T01:00:00.000Z' } });
  });

  describe('deleting a review asks in the confirm dialog', () => {
    const review = {
      id: 8,
      title: 'Mares Quad Fins',
      category: 'Masks & Fins',
      createdAt: '2026-11-01T00:00:00.000Z',
      published: true,
      publishAt: null,
    };
    const routes = {
      'GET /api/reviews': [review],
      'GET /api/admin/session': ADMIN_SESSION,
      'GET /api/admin/link-health': NO_LINK_PROBLEMS,
      'DELETE /api/reviews/8': {},
    };

    it('and deletes nothing when the admin declines', async () => {
      const api = stubApi(routes);
      renderWithProviders(<GearReviewsTab />);
      await userEvent.click(await screen.findByRole('button', { name: 'Delete Mares Quad Fins' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete this review?' });
      expect(dialog).toHaveTextContent('Delete the review "Mares Quad Fins"? This cannot be undone.');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.callsTo('DELETE /api/reviews/8')).toHaveLength(0);
    });

    it('and deletes it, saying "Review Deleted", when the admin agrees', async () => {
      const api = stubApi(routes);
      renderWithProviders(<GearReviewsTab />);
      await userEvent.click(await screen.findByRole('button', { name: 'Delete Mares Quad Fins' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete this review?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(screen.getByText('Review Deleted')).toBeInTheDocument());
      expect(api.callsTo('DELETE /api/reviews/8')).toHaveLength(1);
    });
  });
});
