import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ProductResponseDto } from '@/api/generated/models';
import { reply, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { makeProduct } from '@/test/fixtures/products';
import { ShopPage } from './shop-page';

const product = (
  id: number,
  name: string,
  category: string,
  description: string,
  extra: Partial<ProductResponseDto> = {},
): ProductResponseDto =>
  makeProduct({
    id,
    name,
    category,
    description,
    price: '199.00',
    rating: '4.5',
    reviewCount: 10,
    affiliateLink: `https://shop.example.com.au/${id}`,
    imageUrl: '/images/gear/mask.svg',
    featured: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...extra,
  });

const PRODUCTS = [
  product(1, 'Shearwater Peregrine', 'computers', 'Colour screen wrist computer.', { featured: true, price: '799.00', rating: '4.8' }),
  product(2, 'Cressi Big Eyes Evolution', 'masks', 'Low-volume mask with a wide view.'),
  product(3, 'Mares Avanti Quattro+', 'fins', 'Open-heel fins with four channels.'),
  product(4, 'Atomic Venom', 'masks', 'Frameless mask, ultra clear glass.'),
];

function stubProducts(status = 200, body: unknown = PRODUCTS) {
  return stubApi({ 'GET /api/products': reply(status, body) });
}

function renderShop() {
  renderWithProviders(<ShopPage />);
}

const names = () => screen.queryAllByTestId('product-card').map((card) => within(card).getByRole('heading').textContent);

async function chooseCategory(label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Category' }));
  fireEvent.click(await screen.findByRole('option', { name: label }));
}

describe('ShopPage', () => {
  beforeEach(() => {
    window.__dduAnalytics = [];
  });
  it("tells the browser each card photo's width in the grid, so a phone or desktop fetches the variant it shows", async () => {
    stubProducts(200, [
      product(9, 'Uploaded Fins', 'fins', 'Photo from the media library.', { imageUrl: '/media/0123456789abcdef-1600x1067/1600.jpg' }),
    ]);
    renderShop();
    const card = await screen.findByTestId('product-card');
    const avif = card.querySelector('source[type="image/avif"]');
    expect(avif).toHaveAttribute('srcset', expect.stringContaining('480.avif 480w'));
    // Four columns of the 1152 px container on a desktop, two on a phone: never the whole viewport.
    expect(avif).toHaveAttribute('sizes', expect.stringContaining('(min-width: 1200px) 288px'));
    expect(avif).toHaveAttribute('sizes', expect.stringContaining('(min-width: 360px) calc((100vw - 32px) / 2)'));
    expect(card.querySelector('img')).toHaveAttribute('sizes', avif?.getAttribute('sizes') ?? '');
  });

  it('shows "Loading products..." and then every product with its count', async () => {
    const api = stubProducts();
    renderShop();
    expect(screen.getByText('Loading products...')).toBeInTheDocument();
    expect(await screen.findByText('Showing 4 of 4 products')).toBeInTheDocument();
    expect(api.calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /api/products']);
    expect(names()).toEqual(PRODUCTS.map((p) => p.name));
    expect(screen.getByText('$799.00')).toBeInTheDocument();
  });

  it('ends with "Why shop with us" and its two points: expert testing and expert support', async () => {
    stubProducts();
    renderShop();
    await screen.findByText('Showing 4 of 4 products');
    const section = screen.getByRole('region', { name: 'Why shop with us' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Tested by Divers', 'Expert Support']);
    // After the product grid.
    const lastCard = screen.getAllByTestId('product-card').at(-1)!;
    expect(lastCard.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('offers All plus the distinct loaded categories, never an empty value', async () => {
    stubProducts();
    renderShop();
    await screen.findByText('Showing 4 of 4 products');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Category' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['All Categories', 'Dive Computers', 'Fins', 'Masks']);
    expect(options.every((o) => o.getAttribute('data-value'))).toBe(true);
  });

  it('combines category and search (name or description, any case) with AND', async () => {
    stubProducts();
    renderShop();
    await screen.findByText('Showing 4 of 4 products');
    await chooseCategory('Masks');
    expect(names()).toEqual(['Cressi Big Eyes Evolution', 'Atomic Venom']);
    expect(screen.getByText('Showing 2 of 4 products')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search products' }), { target: { value: 'CLEAR GLASS' } });
    expect(names()).toEqual(['Atomic Venom']);
    expect(window.__dduAnalytics).toContainEqual({
      type: 'event',
      name: 'filter_products',
      params: { category: 'engagement', label: 'masks' },
    });
  });

  it('shows "No products found" and Clear Filters resets category and search', async () => {
    stubProducts();
    renderShop();
    await screen.findByText('Showing 4 of 4 products');
    await chooseCategory('Fins');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search products' }), { target: { value: 'computer' } });
    expect(screen.getByText('No products found')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 4 products')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(names()).toHaveLength(4);
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('All Categories');
  });

  it('Check Price is a counted /go/ link opening in a new tab without opener or referrer, and reports it', async () => {
    stubProducts();
    renderShop();
    await screen.findByText('Showing 4 of 4 products');
    const card = screen.getAllByTestId('product-card')[0]!;
    const link = within(card).getByRole('link', { name: 'Check Price' });
    expect(link.getAttribute('href')).toMatch(/^\/go\/1\?from=shop-card&page=%2F/);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    fireEvent.click(link);
    expect(window.__dduAnalytics).toContainEqual({
      type: 'event',
      name: 'affiliate_link_click',
      params: { category: 'commerce', label: 'Shearwater Peregrine' },
    });
    expect(within(card).getByRole('img', { name: 'Rated 4.8 out of 5' }).querySelectorAll('[data-star="full"]')).toHaveLength(5);
  });

  it('asks the server for the chosen order and price range, and says what a price box cannot read', async () => {
    const cheapFirst = [PRODUCTS[1]!, PRODUCTS[3]!];
    const api = stubApi({
      'GET /api/products': PRODUCTS,
      'GET /api/products?sort=price-asc': [...PRODUCTS].reverse(),
      'GET /api/products?sort=price-asc&min=100&max=300': cheapFirst,
    });
    renderShop();
    await screen.findByText('Showing 4 of 4 products');
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'price-asc' } });
    await waitFor(() => expect(names()).toEqual([...PRODUCTS].reverse().map((p) => p.name)));
    fireEvent.change(screen.getByRole('textbox', { name: 'Min price' }), { target: { value: '100' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Max price' }), { target: { value: '30' } });
    expect(await screen.findByText('The highest price is below the lowest')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Max price' }), { target: { value: '300' } });
    await waitFor(() => expect(names()).toEqual(cheapFirst.map((p) => p.name)));
    expect(screen.getByText('Showing 2 of 2 products')).toBeInTheDocument();
    // Never asked with the upside-down range.
    expect(api.calls.map((call) => call.url)).toEqual([
      '/api/products',
      '/api/products?sort=price-asc',
      '/api/products?sort=price-asc&min=100&max=300',
    ]);
  });

  it('loads featured product images eagerly and the rest lazily', async () => {
    stubProducts();
    renderShop();
    await screen.findByText('Showing 4 of 4 products');
    expect(screen.getByRole('img', { name: 'Shearwater Peregrine' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'Atomic Venom' })).toHaveAttribute('loading', 'lazy');
  });

  it('offers a retry when the products cannot be loaded', async () => {
    stubProducts(500, { message: 'boom' });
    renderShop();
    await waitFor(() => expect(screen.getByText(/couldn't load the products/)).toBeInTheDocument());
  });
});
