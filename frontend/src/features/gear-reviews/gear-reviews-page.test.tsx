import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reply, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { GearReviewsPage } from './gear-reviews-page';
import { makeReview } from './gear-review-test-utils';

function renderPage() {
  return renderWithProviders(<GearReviewsPage />, { route: '/gear-reviews', path: '/gear-reviews' }).router;
}

const bcd = makeReview();
const fins = makeReview({
  id: 2,
  slug: 'fins',
  title: 'Mares Avanti Quattro+ Fins Review',
  category: 'Masks & Fins',
  purchaseLink: 'https://shop.example.com.au/fins',
});

describe('GearReviewsPage', () => {
  beforeEach(() => {
    window.__dduAnalytics = [];
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows six placeholders, then every published review', async () => {
    stubApi({ 'GET /api/reviews/published': [bcd, fins] });
    renderPage();
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(6);
    expect(await screen.findAllByTestId('review-card')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'All Reviews' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('button', { pressed: false }).map((b) => b.textContent)).toEqual([
      'BCDs',
      'Dive Computers',
      'Masks & Fins',
      'Wetsuits',
      'Cameras',
      'Regulators',
    ]);
  });

  it('asks the server for one category, URL-encoded, and reports the filter', async () => {
    const api = stubApi({
      'GET /api/reviews/published': [bcd, fins],
      'GET /api/reviews/category/Masks%20%26%20Fins': [fins],
    });
    renderPage();
    await screen.findAllByTestId('review-card');
    fireEvent.click(screen.getByRole('button', { name: 'Masks & Fins' }));
    const cards = await screen.findAllByTestId('review-card');
    expect(cards).toHaveLength(1);
    expect(within(cards[0]!).getByRole('heading')).toHaveTextContent('Mares Avanti Quattro+ Fins Review');
    expect(api.callsTo('GET /api/reviews/category/Masks%20%26%20Fins')).toHaveLength(1);
    expect(window.__dduAnalytics).toContainEqual({
      type: 'event',
      name: 'filter_gear_reviews',
      params: { category: 'engagement', label: 'Masks & Fins' },
    });
  });

  it('keeps the chosen category in the address', async () => {
    stubApi({ 'GET /api/reviews/published': [bcd, fins], 'GET /api/reviews/category/Masks%20%26%20Fins': [fins] });
    const router = renderPage();
    await screen.findAllByTestId('review-card');
    fireEvent.click(screen.getByRole('button', { name: 'Masks & Fins' }));
    expect(router.state.location.search).toBe('?category=Masks+%26+Fins');
  });

  it('opens on the category the address names', async () => {
    const api = stubApi({ 'GET /api/reviews/category/Masks%20%26%20Fins': [fins] });
    renderWithProviders(<GearReviewsPage />, { route: '/gear-reviews?category=Masks+%26+Fins', path: '/gear-reviews' });
    const cards = await screen.findAllByTestId('review-card');
    expect(cards).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Masks & Fins' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo('GET /api/reviews/published')).toHaveLength(0);
  });

  it('adds the dive computer guide and a heading with the years of the reviews listed for Dive Computers', async () => {
    stubApi({ 'GET /api/reviews/published': [], 'GET /api/reviews/category/Dive%20Computers': [] });
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Dive Computers' }));
    expect(screen.getByRole('heading', { name: 'Best Dive Computers for Australian Divers' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'For Beginners' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'For Advanced Divers' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Key Features to Look For' })).toBeInTheDocument();
    expect(await screen.findByText('No products are available in the Dive Computers category yet.')).toBeInTheDocument();
    // No review, no year (a fixed year goes stale).
    expect(screen.getByRole('heading', { name: 'All Dive Computers' })).toBeInTheDocument();
  });

  it('names the year of the dive computer reviews themselves, not a fixed one', async () => {
    const computers = [
      makeReview({ id: 21, slug: 'a', category: 'Dive Computers', createdAt: '2025-03-01T00:00:00Z' }),
      makeReview({ id: 22, slug: 'b', category: 'Dive Computers', createdAt: '2026-10-01T00:00:00Z' }),
    ];
    stubApi({ 'GET /api/reviews/category/Dive%20Computers': computers });
    renderWithProviders(<GearReviewsPage />, { route: '/gear-reviews?category=Dive+Computers', path: '/gear-reviews' });
    expect(await screen.findByRole('heading', { name: 'All Dive Computers Reviewed in 2025–2026' })).toBeInTheDocument();
  });

  it('falls back to the empty state when the list fails', async () => {
    stubApi({ 'GET /api/reviews/published': reply(500, { message: 'boom' }) });
    renderPage();
    expect(await screen.findByText('No products are available yet.')).toBeInTheDocument();
  });

  it('links each card to its review, while Buy Now opens the seller (through /go/) in a new tab without navigating', async () => {
    stubApi({ 'GET /api/reviews/published': [bcd] });
    const router = renderPage();
    const card = (await screen.findAllByTestId('review-card'))[0]!;
    expect(within(card).getAllByRole('link')[0]).toHaveAttribute('href', '/gear-reviews/cressi-travelight-bcd-review');
    const buy = within(card).getByRole('link', { name: 'Buy Now' });
    expect(buy).toHaveAttribute('href', '/go/reviews/cressi-travelight-bcd-review?from=review-card&page=%2Fgear-reviews');
    expect(buy).toHaveAttribute('target', '_blank');
    expect(buy).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    fireEvent.click(buy);
    expect(router.state.location.pathname).toBe('/gear-reviews');
    expect(window.__dduAnalytics?.some((e) => e.type === 'event' && e.name === 'purchase_intent')).toBe(true);
  });

  it('sends Suggest a Product to the contact page', async () => {
    stubApi({ 'GET /api/reviews/published': [] });
    const router = renderPage();
    fireEvent.click(screen.getByRole('link', { name: 'Suggest a Product' }));
    expect(router.state.location.pathname).toBe('/contact');
    expect(window.__dduAnalytics?.some((e) => e.type === 'event' && e.name === 'suggest_product_click')).toBe(true);
  });
});
