import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocationResponseDto } from '@/api/generated/models';
import { pending, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { makeProduct } from '@/test/fixtures/products';
import { HomePage } from './home-page';

const product = makeProduct({
  description: 'Colour screen.',
  imageUrl: '/images/gear/shearwater-peregrine.svg',
  createdAt: '2025-01-01T00:00:00.000Z',
});

const location: LocationResponseDto = {
  id: 1,
  name: 'Ningaloo Reef',
  region: 'Western Australia',
  description: 'Whale sharks and coral right off the beach.',
  waterTemp: '22-28°C',
  visibility: '10-30m',
  bestTime: 'March to July',
  depth: '3-25m',
  difficulty: 'Beginner',
  imageUrl: '/images/locations/ningaloo-reef.svg',
  mapCoordinates: '-22.5,113.7',
  featured: true,
  directoryRegion: 'Ningaloo & Exmouth',
};

function renderHome() {
  renderWithProviders(<HomePage />);
}

describe('HomePage', () => {
  beforeEach(() => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the hero, then every section in the spec order', async () => {
    stubApi({
      'GET /api/products/featured': [product],
      'GET /api/locations/featured': [location],
      'GET /api/dive-sites/conditions/weekend': pending,
    });
    renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("Discover Australia's Best Scuba Diving Sites");
    // The brand and what the site offers, not the name alone.
    expect(document.title).toBe('Dive Down Under – Australian Dive Sites & Gear Reviews');
    expect(screen.getByRole('link', { name: 'Explore Dive Sites' })).toHaveAttribute('href', '/dive-sites');
    const order = [
      screen.getByRole('link', { name: 'Browse Gear Reviews' }),
      screen.getByRole('heading', { name: 'Your Trusted Diving Companion' }),
      screen.getByRole('link', { name: /Latest Gear Reviews/ }),
      screen.getByRole('link', { name: /Diving Blog/ }),
      screen.getByRole('link', { name: /Australia's Best Dive Sites/ }),
      screen.getByRole('heading', { name: 'Featured Dive Gear' }),
      screen.getByRole('link', { name: 'View All Gear Reviews' }),
      screen.getByRole('heading', { name: 'Top Australian Dive Destinations' }),
      screen.getByRole('link', { name: 'Explore All Destinations' }),
    ];
    for (let i = 1; i < order.length; i++) {
      expect(order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: /Latest Gear Reviews/ })).toHaveAttribute('href', '/gear-reviews');
    expect(screen.getByRole('link', { name: /Diving Blog/ })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: 'View All Gear Reviews' })).toHaveAttribute('href', '/gear-reviews');
    expect(screen.getByRole('link', { name: 'Explore All Destinations' })).toHaveAttribute('href', '/dive-sites');
    expect(screen.getByRole('textbox', { name: /email/i })).toBeInTheDocument();
  });

  it('shows three placeholders in each featured grid while loading, then the cards', async () => {
    stubApi({
      'GET /api/products/featured': [product],
      'GET /api/locations/featured': [location],
      'GET /api/dive-sites/conditions/weekend': pending,
    });
    renderHome();
    expect(within(screen.getByRole('status', { name: 'Loading featured gear' })).getAllByTestId('skeleton-card')).toHaveLength(3);
    expect(within(screen.getByRole('status', { name: 'Loading destinations' })).getAllByTestId('skeleton-card')).toHaveLength(3);
    expect(await screen.findByRole('heading', { name: 'Shearwater Peregrine' })).toBeInTheDocument();
    const card = await screen.findByTestId('location-card');
    expect(within(card).getByRole('heading', { name: 'Ningaloo Reef' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Explore Sites' })).toHaveAttribute('href', '/dive-sites?region=Ningaloo+%26+Exmouth');
    expect(within(card).getByText('22-28°C')).toBeInTheDocument();
  });
});
