import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductOfferDto } from '@/api/generated/models';
import { stubApi } from '@/test/api-stub';
import { makeProduct } from '@/test/fixtures/products';
import { renderWithProviders } from '@/test/render';
import { ShopProductPage } from '../shop-product-page';

const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();
const offer = (fields: Partial<ProductOfferDto>): ProductOfferDto => ({
  id: 1,
  productId: 7,
  sellerName: 'Seller',
  goPath: '/go/offers/1',
  price: '499.00',
  currency: 'AUD',
  inStock: true,
  checkedAt: hoursAgo(3),
  ownersPick: false,
  best: false,
  ...fields,
});

const OFFERS = [
  offer({ id: 11, sellerName: 'Dive Shop A', price: '499.00' }),
  offer({ id: 12, sellerName: 'Cheap Dive', price: '449.00', best: true }),
  offer({ id: 13, sellerName: 'Empty Shelf', price: '399.00', inStock: false, checkedAt: hoursAgo(50) }),
];
const history = (isLowestIn90Days: boolean) => ({
  currency: 'AUD',
  days: [
    { day: '2026-11-26', price: '499.00' },
    { day: '2026-11-27', price: '479.00' },
    { day: '2026-11-28', price: '449.00' },
  ],
  todaysPrice: '449.00',
  typicalPrice: '479.00',
  previousLowest: '479.00',
  isLowestIn90Days,
});

function renderWith(product: ReturnType<typeof makeProduct>, lowest = false) {
  stubApi({ 'GET /api/products/7': product, 'GET /api/products/7/price-history': history(lowest), 'GET /api/products/7/alternatives': [] });
  return renderWithProviders(<ShopProductPage />, { route: '/shop/7', path: '/shop/:id' });
}

describe('Product page offers', () => {
  const product = makeProduct({
    price: '449.00',
    offers: OFFERS,
    bestOffer: {
      offerId: 12,
      sellerName: 'Cheap Dive',
      price: '449.00',
      currency: 'AUD',
      inStock: true,
      checkedAt: hoursAgo(3),
      reason: 'lowest',
    },
  });

  it('lists every seller with price, stock in words and the age of the price, each a counted link', async () => {
    renderWith(product);
    const list = await screen.findByRole('list', { name: 'Prices from sellers' });
    const rows = within(list).getAllByTestId('offer');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Cheap Dive.*Best price.*\$449\.00.*In stock.*checked 3 h ago/),
      expect.stringMatching(/Dive Shop A.*\$499\.00.*In stock/),
      expect.stringMatching(/Empty Shelf.*\$399\.00.*Out of stock.*checked 2 days ago/),
    ]);
    const go = within(rows[0]!).getByRole('link', { name: /Go to Cheap Dive/ });
    expect(go.getAttribute('href')).toBe('/go/offers/12?from=product-offers&page=%2Fshop%2F7');
    expect(go).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    expect(screen.getByTestId('best-offer-note')).toHaveTextContent('Lowest price of 3 sellers, at Cheap Dive, checked 3 h ago.');
    expect(await screen.findByTestId('typical-price')).toHaveTextContent('Typical price: $479.00');
    expect(screen.queryByText('Lowest price in 90 days')).not.toBeInTheDocument();
  });

  it("says so when the main button goes to the owner's pick", async () => {
    renderWith(
      makeProduct({ ...product, bestOffer: { ...product.bestOffer, sellerName: 'Dive Shop A', price: '499.00', reason: 'owners-pick' } }),
    );
    expect(await screen.findByTestId('best-offer-note')).toHaveTextContent('Our pick of seller: Dive Shop A, checked 3 h ago.');
  });

  it('shows "Lowest price in 90 days" only when the API says today is below both', async () => {
    renderWith(product, true);
    expect(await screen.findByText('Lowest price in 90 days')).toBeInTheDocument();
    expect(await screen.findByTestId('price-chart')).toHaveAttribute('aria-label', expect.stringMatching(/from \$449\.00 to \$499\.00/));
  });
});
