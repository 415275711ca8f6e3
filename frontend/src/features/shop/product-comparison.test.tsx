import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductResponseDto } from '@/api/generated/models';
import { stubApi } from '@/test/api-stub';
import { makeProduct } from '@/test/fixtures/products';
import { renderWithProviders } from '@/test/render';
import { ShopProductPage } from './shop-product-page';

const HISTORY = { currency: 'AUD', days: [], todaysPrice: '1549.00', typicalPrice: null, previousLowest: null, isLowestIn90Days: false };

function computer(id: number, name: string, price: string, fields: Partial<ProductResponseDto> = {}, seller = `Seller of ${name}`) {
  const product = makeProduct({ id, name, price, featured: false, ...fields });
  return { ...product, bestOffer: { ...product.bestOffer, sellerName: seller } };
}

const PERDIX = computer(7, 'Shearwater Perdix 2', '1549.00', {
  rating: '4.5',
  review: { slug: 'shearwater-perdix-2-review', title: 'Shearwater Perdix 2 Review', rating: '4.5' },
  specs: [
    { key: 'algorithm', label: 'Algorithm', value: 'Bühlmann ZHL-16C' },
    { key: 'battery', label: 'Battery', value: 'User-replaceable' },
  ],
});
const TERIC = computer(31, 'Shearwater Teric', '1699.00', {
  rating: '4.0',
  review: { slug: 'shearwater-teric-review', title: 'Shearwater Teric Review', rating: '4.0' },
  specs: [
    { key: 'battery', label: 'Battery', value: 'Rechargeable' },
    { key: 'display', label: 'Display', value: 'AMOLED' },
  ],
});
const GARMIN = computer(3, 'Garmin Descent Mk3', '1899.00', { rating: '4.7' }, 'Dive Shop');
const D5 = computer(2, 'Suunto D5', '1149.00', { rating: '4.3' });

function renderPage(alternatives: ProductResponseDto[]) {
  stubApi({
    'GET /api/products/7': PERDIX,
    'GET /api/products/7/price-history': HISTORY,
    'GET /api/products/7/alternatives': alternatives,
  });
  return renderWithProviders(<ShopProductPage />, { route: '/shop/7', path: '/shop/:id' });
}

describe('ProductComparison ("Compare with")', () => {
  it('shows this product first, then each alternative, side by side: name, best price and seller, whose rating', async () => {
    renderPage([TERIC, GARMIN, D5]);
    const table = await screen.findByRole('table', { name: 'Compare with' });
    const heads = within(table).getAllByRole('columnheader');
    expect(heads.map((head) => head.textContent)).toEqual([
      'This productShearwater Perdix 2',
      'Shearwater Teric',
      'Garmin Descent Mk3',
      'Suunto D5',
    ]);
    // This product is not a link to itself; each alternative links its page.
    expect(within(heads[0]!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Shearwater Teric' })).toHaveAttribute('href', '/shop/31');
    expect(within(table).getByRole('link', { name: 'Suunto D5' })).toHaveAttribute('href', '/shop/2');

    const cells = (label: string) =>
      within(within(table).getByRole('row', { name: new RegExp(`^${label}`) }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Best price')).toEqual([
      '$1,549.00at Seller of Shearwater Perdix 2',
      '$1,699.00at Seller of Shearwater Teric',
      '$1,899.00at Dive Shop',
      '$1,149.00at Seller of Suunto D5',
    ]);
    const rating = within(table).getByRole('row', { name: /^Rating/ });
    expect(within(rating).getByRole('link', { name: /^Our review of Shearwater Teric/ })).toHaveTextContent('Our review ★ 4.0');
    // This product's review is linked once on the page, above; here its rating is the same words.
    expect(within(rating).queryByRole('link', { name: /^Our review of Shearwater Perdix 2/ })).not.toBeInTheDocument();
    expect(within(rating).getAllByRole('cell')[0]).toHaveTextContent('Our review ★ 4.5');
    expect(screen.getAllByRole('link', { name: /^Our review of Shearwater Perdix 2/ })).toHaveLength(1);
    expect(within(rating).getAllByText('Not yet reviewed')).toHaveLength(2);
  });

  it("lists the category's spec rows in its order, with the specs table's labels, and says what is not known", async () => {
    renderPage([TERIC]);
    const table = await screen.findByRole('table', { name: 'Compare with' });
    const labels = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    // Gases and air integration: nobody filled them in, so no row.
    expect(labels).toEqual(['Best price', 'Rating', 'Algorithm', 'Battery', 'Display']);
    const values = (label: string) =>
      within(within(table).getByRole('row', { name: new RegExp(`^${label}`) }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(values('Algorithm')).toEqual(['Bühlmann ZHL-16C', '–Not known']);
    expect(values('Battery')).toEqual(['User-replaceable', 'Rechargeable']);
    expect(values('Display')).toEqual(['–Not known', 'AMOLED']);
  });

  it("says when this product's best price is out of stock (alternatives never are)", async () => {
    stubApi({
      'GET /api/products/7': { ...PERDIX, bestOffer: { ...PERDIX.bestOffer, inStock: false } },
      'GET /api/products/7/price-history': HISTORY,
      'GET /api/products/7/alternatives': [TERIC],
    });
    renderWithProviders(<ShopProductPage />, { route: '/shop/7', path: '/shop/:id' });
    const table = await screen.findByRole('table', { name: 'Compare with' });
    expect(within(table).getByRole('row', { name: /^Best price/ })).toHaveTextContent('at Seller of Shearwater Perdix 2 (out of stock)');
  });

  it('scrolls sideways in a region a keyboard can focus, named by its heading', async () => {
    renderPage([TERIC, GARMIN]);
    const region = await screen.findByRole('region', { name: 'Compare with' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table')).toBeInTheDocument();
  });

  it('shows nothing when no product is close enough', async () => {
    const api = renderPageAndWait();
    await screen.findByRole('heading', { level: 1, name: 'Shearwater Perdix 2' });
    await api.settled();
    expect(screen.queryByRole('heading', { name: 'Compare with' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('compare-with')).not.toBeInTheDocument();
  });
});

/** The page with no alternatives, and a way to wait until their (empty) answer has arrived. */
function renderPageAndWait() {
  let answered: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (answered = resolve));
  stubApi({
    'GET /api/products/7': PERDIX,
    'GET /api/products/7/price-history': HISTORY,
    'GET /api/products/7/alternatives': () => {
      answered();
      return [];
    },
  });
  renderWithProviders(<ShopProductPage />, { route: '/shop/7', path: '/shop/:id' });
  return { settled: () => arrived.then(() => new Promise((resolve) => setTimeout(resolve, 20))) };
}
