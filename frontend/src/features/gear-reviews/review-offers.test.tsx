import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { makeProduct } from '@/test/fixtures/products';
import { renderWithProviders } from '@/test/render';
import { GearReviewPage } from './gear-review-page';
import { makeReview } from './gear-review-test-utils';

describe('A review of a shop product', () => {
  it("shows the product's best price in the buying box, its sellers and the same price in the JSON-LD", async () => {
    const review = makeReview();
    const product = makeProduct({
      id: 9,
      price: '649.00',
      bestOffer: {
        offerId: 90,
        sellerName: 'Cheap Dive',
        price: '649.00',
        currency: 'AUD',
        inStock: true,
        checkedAt: null,
        reason: 'lowest',
      },
    });
    stubApi({
      [`GET /api/reviews/slug/${review.slug}`]: review,
      'GET /api/affiliate-links': [],
      [`GET /api/products/by-review/${review.slug}`]: product,
    });
    renderWithProviders(<GearReviewPage />, { route: `/gear-reviews/${review.slug}`, path: '/gear-reviews/:slug' });
    expect(await screen.findByText('Best price now')).toBeInTheDocument();
    expect(screen.getByTestId('review-box-price')).toHaveTextContent('$649.00');
    expect(screen.getByText('Price at Cheap Dive.')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Check Current Price' });
    expect(link.getAttribute('href')).toBe('/go/9?from=review-box&page=%2Fgear-reviews%2Fcressi-travelight-bcd-review');
    const list = await screen.findByRole('list', { name: 'Prices from sellers' });
    expect(within(list).getAllByTestId('offer')).toHaveLength(1);
    const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '{}'));
    const offers = jsonLd.find((d) => d['@type'] === 'Product')?.offers;
    expect(offers).toMatchObject({ '@type': 'AggregateOffer', lowPrice: '649.00' });
  });
});
