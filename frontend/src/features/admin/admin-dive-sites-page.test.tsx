import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { makeDiveSite } from '@/features/dive-sites/dive-site-test-utils';
import { AdminDiveSitesPage } from './admin-dive-sites-page';
import { ADMIN_SESSION } from './admin-test-fixtures';

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
});
