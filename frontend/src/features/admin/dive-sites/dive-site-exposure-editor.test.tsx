import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMPASS_POINTS } from '@ddu/shared/dive-sites/exposure';
import { reply, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { makeDiveSite } from '@/test/fixtures/dive-sites';
import { DiveSiteExposureEditor } from './dive-site-exposure-editor';

// Open (50 km) from NE to SE, sheltered (0 km) elsewhere.
const openKm = COMPASS_POINTS.map((_, i) => (i >= 2 && i <= 6 ? 50 : 0));
const site = makeDiveSite({
  id: 7,
  name: 'Shelly Beach',
  exposure: { openKm, source: 'computed', summary: 'Open to swell from NE–SE; sheltered on most other sides.' },
});

describe(DiveSiteExposureEditor.name, () => {
  it('shows computed or set by the owner, switches a direction and saves all 16 distances', async () => {
    const saved = { ...site, exposure: { ...site.exposure!, source: 'owner' as const } };
    const api = stubApi({ 'PUT /api/dive-sites/7/exposure': saved, 'GET /api/dive-sites': [saved] });
    const { user } = renderWithProviders(<DiveSiteExposureEditor site={site} />);
    expect(screen.getByRole('heading', { name: 'Exposure (computed)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save exposure' })).toBeDisabled();

    const south = screen.getByRole('button', { name: 'S: sheltered, 0 km of water' });
    expect(south).toHaveAttribute('aria-pressed', 'false');
    await user.click(south);
    expect(screen.getByRole('button', { name: 'S: open, 50 km of water' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Open to swell from NE–SE and S; sheltered from the south and the north-west.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save exposure' }));
    await waitFor(() => expect(api.callsTo('PUT /api/dive-sites/7/exposure')).toHaveLength(1));
    expect(api.callsTo('PUT /api/dive-sites/7/exposure')[0]!.body).toEqual({ openKm: openKm.map((km, i) => (i === 8 ? 50 : km)) });
  });

  it('resets to computed, and offers "Compute now" for a site not computed yet', async () => {
    const api = stubApi({ 'POST /api/dive-sites/8/exposure/compute': { ...site, id: 8 }, 'GET /api/dive-sites': [] });
    const { user } = renderWithProviders(<DiveSiteExposureEditor site={{ ...site, id: 8, exposure: null }} />);
    expect(screen.getByRole('heading', { name: 'Exposure (not computed yet)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save exposure' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Compute now' }));
    await waitFor(() => expect(api.callsTo('POST /api/dive-sites/8/exposure/compute')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'E: open, 50 km of water' })).toBeInTheDocument();
  });

  it("shows the server's sentence when it refuses", async () => {
    stubApi({
      'PUT /api/dive-sites/7/exposure': reply(400, { statusCode: 400, error: 'Bad Request', message: 'openKm must be 16 numbers.' }),
    });
    const { user } = renderWithProviders(<DiveSiteExposureEditor site={site} />);
    await user.click(screen.getByRole('button', { name: 'N: sheltered, 0 km of water' }));
    await user.click(screen.getByRole('button', { name: 'Save exposure' }));
    expect(await screen.findByText(/openKm must be 16 numbers\./, {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
