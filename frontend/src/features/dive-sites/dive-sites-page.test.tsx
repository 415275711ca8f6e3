import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pending, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { DiveSitesPage } from './dive-sites-page';
import { makeDiveSite } from '@/test/fixtures/dive-sites';

describe('DiveSitesPage', () => {
  it('shows placeholder rows while the dive sites load', async () => {
    stubApi({
      'GET /api/dive-sites/list': pending,
      'GET /api/dive-sites': pending,
      'GET /api/dive-sites/regions': [],
      'GET /api/dive-sites/states': [],
      'GET /api/dive-sites/conditions/outlook': pending,
    });
    renderWithProviders(<DiveSitesPage />, { route: '/dive-sites' });
    expect(screen.getByText('Loading dive sites...')).toBeInTheDocument();
    const loading = screen.getByLabelText('Loading dive sites');
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(loading.querySelectorAll('.MuiSkeleton-root').length).toBeGreaterThanOrEqual(5);
  });

  it('narrows the rows to the sites calm on the day in the address, with a badge and the attribution', async () => {
    // 2026-11-27 is a Friday.
    const week = (calmOn: string) =>
      ['2026-11-27', '2026-11-28', '2026-11-29'].map((date) => ({ date, outlook: date === calmOn ? 'calm' : 'rough' }));
    stubApi({
      'GET /api/dive-sites/list': [makeDiveSite({ id: 1, name: 'Julian Rocks' }), makeDiveSite({ id: 2, name: 'Fish Rock' })],
      'GET /api/dive-sites': pending,
      'GET /api/dive-sites/regions': [],
      'GET /api/dive-sites/states': [],
      'GET /api/dive-sites/conditions/outlook': {
        status: 'ok',
        message: null,
        fetchedAt: new Date().toISOString(),
        unavailableSiteIds: [],
        sites: [
          { siteId: 1, days: week('2026-11-28'), fetchedAt: new Date().toISOString() },
          { siteId: 2, days: week('2026-11-29'), fetchedAt: new Date().toISOString() },
        ],
        attribution: {
          text: 'x',
          url: 'https://open-meteo.com/',
          licence: 'CC BY 4.0',
          licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
        },
      },
    });
    renderWithProviders(<DiveSitesPage />, { route: '/dive-sites?outlook=saturday' });
    const row = (await screen.findByRole('heading', { name: 'Julian Rocks' })).closest('article')!;
    expect(within(row).getByTestId('outlook-badge')).toHaveTextContent('Calm tomorrow');
    expect(screen.queryByRole('heading', { name: 'Fish Rock' })).not.toBeInTheDocument();
    expect(screen.getByTestId('dive-site-count')).toHaveTextContent('Showing 1 of 2 dive sites');
    expect(screen.getByRole('link', { name: 'Open-Meteo.com' })).toHaveAttribute('href', 'https://open-meteo.com/');
  });
});
