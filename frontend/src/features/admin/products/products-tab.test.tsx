import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { NO_LINK_PROBLEMS, NO_PRICE_FLAGS } from '../shared/admin-test-fixtures';
import { makeProduct } from '@/test/fixtures/products';
import { ProductsTab } from './products-tab';

const REVIEW = {
  slug: 'r',
  excerpt: '',
  content: '',
  category: 'Dive Computers',
  imageUrl: '/images/gear/x.svg',
  author: 'Team',
  published: true,
  publishAt: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  rating: '4.5',
  price: '$1 AUD',
  purchaseLink: 'https://shop.example.com.au/x',
  featured: false,
};

const description = `A rechargeable wrist computer with a bright screen and simple two-button menus. ${'It logs every dive. '.repeat(5)}`;
const product = makeProduct({ description });

describe('ProductsTab', () => {
  it('lists a product with its category label, its state and the description cut to 100 characters', async () => {
    stubApi({
      'GET /api/products': [product],
      'GET /api/admin/link-health': NO_LINK_PROBLEMS,
      'GET /api/admin/price-checks': NO_PRICE_FLAGS,
      'GET /api/admin/price-feeds/sources': [],
      'GET /api/reviews': [],
    });
    renderWithProviders(<ProductsTab />);
    expect(await screen.findByText('Shearwater Peregrine')).toBeInTheDocument();
    expect(screen.getByText('Dive Computers · $799.00 · not yet reviewed · seller rating 4.8★ (214 reviews)')).toBeInTheDocument();
    expect(screen.getByText(`${description.slice(0, 100)}...`)).toBeInTheDocument();
    expect(screen.getByText('Featured')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unfeature' })).toBeInTheDocument();
  });

  describe('deleting a product asks in the confirm dialog', () => {
    const routes = {
      'GET /api/products': [product],
      'GET /api/admin/link-health': NO_LINK_PROBLEMS,
      'GET /api/admin/price-checks': NO_PRICE_FLAGS,
      'GET /api/admin/price-feeds/sources': [],
      'GET /api/reviews': [],
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

  it("links our review: the edit form shows the product's link, a review of another product cannot be chosen, and None unlinks", async () => {
    const linked = makeProduct({
      reviewId: 11,
      rating: '4.5',
      sellerRating: '4.8',
      review: { slug: 'peregrine', title: 'Peregrine Review', rating: '4.5' },
    });
    const other = makeProduct({ id: 8, name: 'Suunto D5', reviewId: 12, featured: false });
    const reviews = [
      { ...REVIEW, id: 11, title: 'Peregrine Review' },
      { ...REVIEW, id: 12, title: 'D5 Review' },
      { ...REVIEW, id: 13, title: 'Teric Review', published: false },
    ];
    const api = stubApi({
      'GET /api/products': [linked, other],
      'GET /api/admin/link-health': NO_LINK_PROBLEMS,
      'GET /api/admin/price-checks': NO_PRICE_FLAGS,
      'GET /api/admin/price-feeds/sources': [],
      'GET /api/reviews': reviews,
      'PATCH /api/products/7': linked,
    });
    const { user } = renderWithProviders(<ProductsTab />);
    expect(await screen.findByText('Dive Computers · $799.00 · our review 4.5★ · seller rating 4.8★ (214 reviews)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Shearwater Peregrine' }));
    expect(screen.getByRole('textbox', { name: 'Seller rating' })).toHaveValue('4.8');
    const select = screen.getByRole('combobox', { name: 'Our review' });
    await waitFor(() => expect(select).toHaveTextContent('Peregrine Review'));
    await user.click(select);
    expect(screen.getByRole('option', { name: 'D5 Review (linked to Suunto D5)' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('option', { name: 'Teric Review (draft)' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'None (not yet reviewed)' }));
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/products/7')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/products/7')[0]!.body).toMatchObject({ reviewId: null, rating: 4.8 });
  });

  it('questions a reload once the product form holds unsaved text (the unsaved-changes guard)', async () => {
    stubApi({
      'GET /api/products': [],
      'GET /api/admin/link-health': NO_LINK_PROBLEMS,
      'GET /api/admin/price-checks': NO_PRICE_FLAGS,
      'GET /api/admin/price-feeds/sources': [],
      'GET /api/reviews': [],
    });
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
