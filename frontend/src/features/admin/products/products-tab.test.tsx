import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { NO_LINK_PROBLEMS, NO_PRICE_FLAGS } from '../shared/admin-test-fixtures';
import { makeProduct } from '@/test/fixtures/products';
import { ProductsTab } from './products-tab';

const description = `A rechargeable wrist computer with a bright screen and simple two-button menus. ${'It logs every dive. '.repeat(5)}`;
const product = makeProduct({ description });

describe('ProductsTab', () => {
  it('lists a product with its category label, its state and the description cut to 100 characters', async () => {
    stubApi({
      'GET /api/products': [product],
      'GET /api/admin/link-health': NO_LINK_PROBLEMS,
      'GET /api/admin/price-checks': NO_PRICE_FLAGS,
    });
    renderWithProviders(<ProductsTab />);
    expect(await screen.findByText('Shearwater Peregrine')).toBeInTheDocument();
    expect(screen.getByText('Dive Computers · $799.00 · 4.8★ (214 reviews)')).toBeInTheDocument();
    expect(screen.getByText(`${description.slice(0, 100)}...`)).toBeInTheDocument();
    expect(screen.getByText('Featured')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unfeature' })).toBeInTheDocument();
  });

  describe('deleting a product asks in the confirm dialog', () => {
    const routes = {
      'GET /api/products': [product],
      'GET /api/admin/link-health': NO_LINK_PROBLEMS,
      'GET /api/admin/price-checks': NO_PRICE_FLAGS,
      'DELETE /api/products/7': {},
    };

    it('and deletes nothing when the admin declines', async () => {
      const api = stubApi(routes);
      renderWithProviders(<ProductsTab />);
      await userEvent.click(await screen.findByRole('button', { name: 'Delete Shearwater Peregrine' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete this product?' });
      expect(dialog).toHaveTextContent('Delete "Shearwater Peregrine" from the shop? This cannot be undone.');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.callsTo('DELETE /api/products/7')).toHaveLength(0);
    });

    it('and deletes it, saying "Product Deleted", when the admin agrees', async () => {
      const api = stubApi(routes);
      renderWithProviders(<ProductsTab />);
      await userEvent.click(await screen.findByRole('button', { name: 'Delete Shearwater Peregrine' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete this product?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(screen.getByText('Product Deleted')).toBeInTheDocument());
      expect(api.callsTo('DELETE /api/products/7')).toHaveLength(1);
    });
  });

  it('questions a reload once the product form holds unsaved text (the unsaved-changes guard)', async () => {
    stubApi({ 'GET /api/products': [], 'GET /api/admin/link-health': NO_LINK_PROBLEMS, 'GET /api/admin/price-checks': NO_PRICE_FLAGS });
    const { user } = renderWithProviders(<ProductsTab />);
    expect(reloadIsQuestioned()).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Fins');
    expect(reloadIsQuestioned()).toBe(true);
  });
});

/** True when the page asked the browser to confirm leaving. */
function reloadIsQuestioned(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}
