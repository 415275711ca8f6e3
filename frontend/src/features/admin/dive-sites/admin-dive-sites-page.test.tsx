import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reply, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { makeDiveSite } from '@/test/fixtures/dive-sites';
import { AdminDiveSitesPage } from './admin-dive-sites-page';
import { ADMIN_SESSION } from '../shared/admin-test-fixtures';

const withPhoto = makeDiveSite({ id: 1, name: 'Bare Island', imageUrl: 'https://img.example/bare.jpg', imageAlt: 'Sponge garden' });
const withoutPhoto = makeDiveSite({ id: 2, name: 'Cabbage Tree Bay', imageUrl: null });

describe('AdminDiveSitesPage', () => {
  it('shows each site with its thumbnail or "No photo", and filters to the sites missing a photo', async () => {
    stubApi({ 'GET /api/admin/session': ADMIN_SESSION, 'GET /api/dive-sites': [withPhoto, withoutPhoto] });
    const { user } = renderWithProviders(<AdminDiveSitesPage />);
    const rows = await screen.findAllByTestId('admin-dive-site');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('img', { name: 'Sponge garden' })).toBeInTheDocument();
    expect(within(rows[1]!).getByText('No photo')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Only sites missing a photo (1)' }));
    expect(screen.getAllByTestId('admin-dive-site')).toHaveLength(1);
    expect(screen.getByText('Cabbage Tree Bay')).toBeInTheDocument();
    expect(screen.queryByText('Bare Island')).not.toBeInTheDocument();
    expect(screen.getByTestId('admin-dive-site-count')).toHaveTextContent('1 of 2 dive sites');
  });

  it('searches through GET /api/dive-sites/search once typing pauses, not at every key', async () => {
    const api = stubApi({
      'GET /api/admin/session': ADMIN_SESSION,
      'GET /api/dive-sites': [withPhoto, withoutPhoto],
      'GET /api/dive-sites/search': [withoutPhoto],
    });
    const { user } = renderWithProviders(<AdminDiveSitesPage />);
    expect(await screen.findAllByTestId('admin-dive-site')).toHaveLength(2);
    await user.type(screen.getByRole('textbox', { name: 'Search dive sites' }), 'cabbage');
    await waitFor(() => expect(screen.getAllByTestId('admin-dive-site')).toHaveLength(1));
    expect(screen.getByText('Cabbage Tree Bay')).toBeInTheDocument();
    const searches = api.callsTo('GET /api/dive-sites/search');
    expect(searches.map((call) => new URL(call.url, 'http://x').searchParams.get('q'))).toEqual(['cabbage']);
    expect(screen.getByTestId('admin-dive-site-count')).toHaveTextContent('1 of 2 dive sites');
  });

  describe("error toasts: the server's sentence, else the spec's fallbacks", () => {
    /** The toast the admin sees, found by its text. */
    const toastText = (text: string) => screen.findByText(text, {}, { timeout: 5000 });

    it("an edit the server refuses shows the server's sentence", async () => {
      stubApi({
        'GET /api/admin/session': ADMIN_SESSION,
        'GET /api/dive-sites': [withPhoto],
        'PUT /api/dive-sites/1': reply(400, { statusCode: 400, error: 'Bad Request', message: 'latitude must not be greater than 90.' }),
      });
      const { user } = renderWithProviders(<AdminDiveSitesPage />);
      await user.click(await screen.findByRole('button', { name: 'Edit Bare Island' }));
      await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
      const text = await toastText('latitude must not be greater than 90.');
      expect(within(text.closest('li')!).getByText('Error')).toBeInTheDocument();
    });

    it('an edit refused without a sentence says "Failed to update dive site"', async () => {
      stubApi({
        'GET /api/admin/session': ADMIN_SESSION,
        'GET /api/dive-sites': [withPhoto],
        'PUT /api/dive-sites/1': reply(502, 'Bad gateway'),
      });
      const { user } = renderWithProviders(<AdminDiveSitesPage />);
      await user.click(await screen.findByRole('button', { name: 'Edit Bare Island' }));
      await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
      expect(await toastText('Failed to update dive site')).toBeInTheDocument();
    });

    it('a failed delete says "Failed to delete dive site", after the confirm dialog', async () => {
      const api = stubApi({
        'GET /api/admin/session': ADMIN_SESSION,
        'GET /api/dive-sites': [withPhoto],
        'DELETE /api/dive-sites/1': reply(500, { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong.' }),
      });
      const { user } = renderWithProviders(<AdminDiveSitesPage />);
      await user.click(await screen.findByRole('button', { name: 'Delete Bare Island' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete this dive site?' });
      expect(dialog).toHaveTextContent('Delete the dive site "Bare Island"? This cannot be undone.');
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(screen.getByText('Failed to delete dive site')).toBeInTheDocument());
      expect(api.callsTo('DELETE /api/dive-sites/1')).toHaveLength(1);
    });

    it('a declined confirm deletes nothing', async () => {
      const api = stubApi({ 'GET /api/admin/session': ADMIN_SESSION, 'GET /api/dive-sites': [withPhoto] });
      const { user } = renderWithProviders(<AdminDiveSitesPage />);
      await user.click(await screen.findByRole('button', { name: 'Delete Bare Island' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete this dive site?' });
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.callsTo('DELETE /api/dive-sites/1')).toHaveLength(0);
      expect(screen.getByText('Bare Island')).toBeInTheDocument();
    });

    it('starring a site deleted meanwhile says "Site not found"', async () => {
      stubApi({
        'GET /api/admin/session': ADMIN_SESSION,
        'GET /api/dive-sites': [withPhoto],
        'PUT /api/dive-sites/1': reply(404, { statusCode: 404, error: 'Not Found', message: 'Dive site 1 was not found.' }),
      });
      const { user } = renderWithProviders(<AdminDiveSitesPage />);
      await user.click(await screen.findByRole('button', { name: 'Feature Bare Island' }));
      const text = await toastText('Site not found');
      expect(within(text.closest('li')!).getByText('Error')).toBeInTheDocument();
    });
  });
});
