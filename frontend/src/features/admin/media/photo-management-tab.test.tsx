import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeDiveSite } from '@/test/fixtures/dive-sites';
import { reply, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { PhotoManagementTab } from './photo-management-tab';

const SITE = makeDiveSite({ id: 12 });

const PHOTO = 'https://images.example.com/julian-rocks.jpg';

async function chooseSiteAndPhoto() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('combobox', { name: 'Dive site' }));
  await user.click(await screen.findByRole('option', { name: 'Julian Rocks (Byron Bay)' }));
  const url = screen.getByRole('textbox', { name: 'Image URL' });
  await user.clear(url);
  await user.type(url, PHOTO);
  await user.click(screen.getByRole('button', { name: 'Save Photo' }));
}

/** The toast the owner sees, found by its title. */
async function toastWith(title: string) {
  const status = await screen.findByText(title);
  return within(status.closest('li') ?? document.body);
}

describe('PhotoManagementTab', () => {
  it('asks for a site and an image before saving, and sends nothing', async () => {
    const api = stubApi({ 'GET /api/dive-sites': [SITE], 'GET /api/admin/media': [] });
    renderWithProviders(<PhotoManagementTab />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save Photo' }));
    // The spec's text, word for word (written out, so a changed constant fails here).
    expect((await toastWith('Missing Information')).getByText('Please select a dive site and enter an image URL.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Image URL' })).toHaveAccessibleDescription(
      "Paste a photo's address, or upload a photo below (it fills this in).",
    );
    expect(api.callsTo('PATCH /api/dive-sites/12/photo')).toHaveLength(0);
  });

  it('saves the photo of the chosen site and says so', async () => {
    const api = stubApi({
      'GET /api/dive-sites': [SITE],
      'GET /api/admin/media': [],
      'PATCH /api/dive-sites/12/photo': { ...SITE, imageUrl: PHOTO },
    });
    renderWithProviders(<PhotoManagementTab />);
    await chooseSiteAndPhoto();
    expect((await toastWith('Photo Updated')).getByText('The photo of Julian Rocks was updated.')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/dive-sites/12/photo').map((call) => call.body)).toEqual([{ imageUrl: PHOTO }]);
  });

  it("shows the spec's failure text when the server refuses the photo", async () => {
    stubApi({
      'GET /api/dive-sites': [SITE],
      'GET /api/admin/media': [],
      'PATCH /api/dive-sites/12/photo': reply(400, { statusCode: 400, error: 'Bad Request', message: 'imageUrl is not an image address.' }),
    });
    renderWithProviders(<PhotoManagementTab />);
    await chooseSiteAndPhoto();
    expect((await toastWith('Update Failed')).getByText('Failed to update dive site photo. Please try again.')).toBeInTheDocument();
  });

  it('hides a preview whose image fails to load, and shows it again for a new address', async () => {
    stubApi({ 'GET /api/dive-sites': [SITE], 'GET /api/admin/media': [] });
    renderWithProviders(<PhotoManagementTab />);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Image URL' }), 'https://images.example.com/broken.jpg');
    const preview = screen.getByRole('img', { name: 'Photo preview' });
    fireEvent.error(preview);
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Photo preview' })).not.toBeInTheDocument());
    await user.type(screen.getByRole('textbox', { name: 'Image URL' }), 'x');
    expect(screen.getByRole('img', { name: 'Photo preview' })).toBeInTheDocument();
  });
});
