import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pending, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { DiveSitesPage } from './dive-sites-page';

describe('DiveSitesPage', () => {
  it('shows six placeholder cards while the dive sites load', async () => {
    stubApi({ 'GET /api/dive-sites': pending, 'GET /api/dive-sites/regions': [] });
    renderWithProviders(<DiveSitesPage />, { route: '/dive-sites' });
    expect(screen.getByText('Loading dive sites...')).toBeInTheDocument();
    const loading = screen.getByLabelText('Loading dive sites');
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(loading.querySelectorAll('[data-testid="dive-site-skeleton"]')).toHaveLength(6);
  });
});
