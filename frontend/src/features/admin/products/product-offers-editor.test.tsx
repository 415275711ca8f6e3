import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminProductOfferDto } from '@/api/generated/models';
import { reply, stubApi } from '@/test/api-stub';
import { makeProduct } from '@/test/fixtures/products';
import { renderWithProviders } from '@/test/render';
import { ProductOffersEditor } from './product-offers-editor';

const OFFER: AdminProductOfferDto = {
  id: 70,
  productId: 7,
  sellerName: 'Scuba Warehouse',
  goPath: '/go/offers/70',
  price: '799.00',
  currency: 'AUD',
  inStock: true,
  checkedAt: null,
  ownersPick: false,
  best: true,
  affiliateUrl: 'https://shop.example.com.au/peregrine',
  gtin: '',
  sku: '',
  flag: 'steep-drop',
  flagDetail: 'The price fell from $799.00 to $99.00 (88 %) in one check: type it in the offer if it is right.',
  flaggedAt: '2026-11-28T00:00:00Z',
};

describe('ProductOffersEditor', () => {
  it("lists a product's sellers with a flagged price in words, and adds a seller", async () => {
    const api = stubApi({
      'GET /api/admin/products/7/offers': [OFFER],
      'POST /api/admin/products/7/offers': { ...OFFER, id: 71, sellerName: 'Cheap Dive', flag: '', flagDetail: '' },
      'GET /api/products': [],
      'GET /api/admin/price-checks': { checkable: 1, flagged: 0, perHost: 2, flags: [] },
    });
    renderWithProviders(<ProductOffersEditor product={makeProduct()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sellers and prices (1)' }));
    const panel = await screen.findByRole('region', { name: 'Sellers of Shearwater Peregrine' });
    expect(await within(panel).findByText(/Scuba Warehouse · \$799\.00 · In stock · not checked yet/)).toBeInTheDocument();
    expect(within(panel).getByText(/Not used: The price fell from \$799\.00 to \$99\.00/)).toBeInTheDocument();

    await userEvent.type(within(panel).getByLabelText(/Seller name/), 'Cheap Dive');
    await userEvent.type(within(panel).getByLabelText(/Seller page/), 'https://cheap.example.com.au/c');
    await userEvent.type(within(panel).getByLabelText(/^Price/), '749');
    await userEvent.click(within(panel).getByRole('button', { name: 'Add Seller' }));
    expect(await within(panel).findByText('Cheap Dive was added.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/products/7/offers')[0]!.body).toMatchObject({
      sellerName: 'Cheap Dive',
      affiliateUrl: 'https://cheap.example.com.au/c',
      price: '749',
      currency: 'AUD',
      inStock: true,
    });
  });

  it("shows the server's sentence when a value is refused", async () => {
    stubApi({
      'GET /api/admin/products/7/offers': [],
      'POST /api/admin/products/7/offers': reply(400, { message: 'gtin must be 8, 12, 13 or 14 digits' }),
    });
    renderWithProviders(<ProductOffersEditor product={makeProduct()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sellers and prices (1)' }));
    const panel = await screen.findByRole('region', { name: 'Sellers of Shearwater Peregrine' });
    await userEvent.type(within(panel).getByLabelText(/Seller name/), 'X');
    await userEvent.click(within(panel).getByRole('button', { name: 'Add Seller' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('gtin must be 8, 12, 13 or 14 digits');
  });
});
