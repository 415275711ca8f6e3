import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { makeProduct } from '@/test/fixtures/products';
import { ShopProductPage } from './shop-product-page';

const PRODUCT = makeProduct();
const HISTORY = { currency: 'AUD', days: [], todaysPrice: '799.00', typicalPrice: null, previousLowest: null, isLowestIn90Days: false };

const renderProduct = () => renderWithProviders(<ShopProductPage />, { route: '/shop/7', path: '/shop/:id' });

describe('ShopProductPage', () => {
  it('Check Price is a counted /go/ link that opens the seller in a new tab, marked sponsored', async () => {
    stubApi({ 'GET /api/products/7/alternatives': [], 'GET /api/products/7/price-history': HISTORY, 'GET /api/products/7': PRODUCT });
    renderProduct();
    const link = await screen.findByRole('link', { name: 'Check Price' });
    expect(link.getAttribute('href')).toMatch(/^\/go\/7\?from=product-page&page=%2Fshop%2F7$/);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'sponsored noopener noreferrer');
  });

  it('shows Check Price disabled when the product has no seller link yet', async () => {
    stubApi({
      'GET /api/products/7/alternatives': [],
      'GET /api/products/7/price-history': HISTORY,
      'GET /api/products/7': { ...PRODUCT, affiliateLink: '' },
    });
    renderProduct();
    const button = await screen.findByRole('button', { name: 'Check Price' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('link', { name: 'Check Price' })).not.toBeInTheDocument();
  });

  it("shows our review's rating with a link to the review, and no count of other people's reviews", async () => {
    const review = { slug: 'shearwater-peregrine-review', title: 'Shearwater Peregrine Review: Bright and Simple', rating: '4.5' };
    stubApi({
      'GET /api/products/7/alternatives': [],
      'GET /api/products/7/price-history': HISTORY,
      'GET /api/products/7': { ...PRODUCT, rating: '4.5', review },
    });
    renderProduct();
    const link = await screen.findByRole('link', { name: /^Our review of Shearwater Peregrine/ });
    expect(link).toHaveAttribute('href', '/gear-reviews/shearwater-peregrine-review');
    expect(link).toHaveTextContent('Our review ★ 4.5');
    expect(screen.queryByText('Not yet reviewed')).not.toBeInTheDocument();
    expect(screen.queryByText(/Seller rating/)).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(screen.queryByText(/214/)).not.toBeInTheDocument();
  });

  it('shows the price in the one site format and the stored rating of a product we have not reviewed', async () => {
    stubApi({
      'GET /api/products/7/alternatives': [],
      'GET /api/products/7/price-history': HISTORY,
      'GET /api/products/7': { ...PRODUCT, price: '1199.00' },
    });
    renderProduct();
    expect(await screen.findByText('$1,199.00')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('4.8 Seller rating')).toBeInTheDocument();
    expect(screen.getByText('Not yet reviewed')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Our review/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/reviews/)).not.toBeInTheDocument();
  });

  it('shows the key specs as a table', async () => {
    stubApi({
      'GET /api/products/7/alternatives': [],
      'GET /api/products/7/price-history': HISTORY,
      'GET /api/products/7': {
        ...PRODUCT,
        specs: [
          { key: 'algorithm', label: 'Algorithm', value: 'Bühlmann ZHL-16C' },
          { key: 'battery', label: 'Battery', value: 'Rechargeable' },
        ],
      },
    });
    renderProduct();
    const table = await screen.findByRole('table', { name: 'Key specs' });
    expect(table).toHaveTextContent('AlgorithmBühlmann ZHL-16C');
    expect(screen.getByRole('rowheader', { name: 'Battery' })).toBeInTheDocument();
  });

  it('answers /shop/007 as the server does: not found, without asking the API for product 7', async () => {
    stubApi({});
    renderWithProviders(<ShopProductPage />, { route: '/shop/007', path: '/shop/:id' });
    expect(await screen.findByRole('heading', { name: 'Product Not Found' })).toBeInTheDocument();
  });
});
