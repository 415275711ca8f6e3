import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { NO_LINK_PROBLEMS } from './admin-test-fixtures';
import { makeProduct } from '@/features/shop/product-test-utils';
import { ProductsTab } from './products-tab';

const description = `A rechargeable wrist computer with a bright screen and simple two-button menus. ${'It logs every dive. '.repeat(5)}`;
const product = makeProduct({ description });

describe('ProductsTab', () => {
  it('lists a product with its category label, its state and the description cut to 100 characters', async () => {
    stubApi({ 'GET /api/products': [product], 'GET /api/admin/link-health': NO_LINK_PROBLEMS });
    renderWithProviders(<ProductsTab />);
    expect(await screen.findByText('Shearwater Peregrine')).toBeInTheDocument();
    expect(screen.getByText('Dive Computers · $799.00 · 4.8★ (214 reviews)')).toBeInTheDocument();
    expect(screen.getByText(`${description.slice(0, 100)}...`)).toBeInTheDocument();
    expect(screen.getByText('Featured')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unfeature' })).toBeInTheDocument();
  });

  describe('deleting a product asks the browser to confirm', () => {
    afterEach(() => vi.restoreAllMocks());
    const routes = { 'GET /api/products': [product], 'GET /api/admin/link-health': NO_LINK_PROBLEMS, 'DELETE /api/products/7': {} };

    it('and deletes nothing when the admin declines', async () => {
      const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
      const api = stubApi(routes);
      renderWithProviders(<ProductsTab />);
      await userEvent.click(await screen.findByRole('button', { name: 'Delete Shearwater Peregrine' }));
      expect(confirm).toHaveBeenCalledWith('Delete "Shearwater Peregrine" from the shop? This cannot be undone.');
      expect(api.callsTo('DELETE /api/products/7')).toHaveLength(0);
    });

    it('and deletes it, saying "Product Deleted", when the admin agrees', async () => {
      vi.spyOn(window, 'confirm').mockReturnValue(true);
      const api = stubApi(routes);
      renderWithProviders(<ProductsTab />);
      await userEvent.click(await screen.findByRole('button', { name: 'Delete Shearwater Peregrine' }));
      expect(await screen.findByText('Product Deleted')).toBeInTheDocument();
      expect(api.callsTo('DELETE /api/products/7')).toHaveLength(1);
    });
  });
});
