import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { makeProduct } from './product-test-utils';
import { ShopProductPage } from './shop-product-page';

const PRODUCT = makeProduct();

const renderProduct = () => renderWithProviders(<ShopProductPage />, { route: '/shop/7', path: '/shop/:id' });

describe('ShopProductPage', () => {
  it('Check Price is a counted /go/ link that opens the seller in a new tab, marked sponsored', async () => {
    stubApi({ 'GET /api/products/7': PRODUCT });
    renderProduct();
    const link = await screen.findByRole('link', { name: 'Check Price' });
    expect(link.getAttribute('href')).toMatch(/^\/go\/7\?from=product-page&page=%2Fshop%2F7$/);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'sponsored noopener noreferrer');
  });

  it('shows Check Price disabled when the product has no seller link yet', async () => {
    stubApi({ 'GET /api/products/7': { ...PRODUCT, affiliateLink: '' } });
    renderProduct();
    const button = await screen.findByRole('button', { name: 'Check Price' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('link', { name: 'Check Price' })).not.toBeInTheDocument();
  });
});
