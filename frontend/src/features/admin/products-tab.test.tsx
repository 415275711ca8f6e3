import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { ProductsTab } from './products-tab';

const description = `A rechargeable wrist computer with a bright screen and simple two-button menus. ${'It logs every dive. '.repeat(5)}`;
const product = {
  id: 7,
  name: 'Shearwater Peregrine',
  category: 'computers',
  description,
  price: '799.00',
  rating: '4.8',
  reviewCount: 214,
  affiliateLink: 'https://shop.example.com.au/peregrine',
  imageUrl: '/images/gear/dive-computer.svg',
  featured: true,
  createdAt: '2025-06-01T00:00:00.000Z',
};

describe('ProductsTab', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => new Response(JSON.stringify([product]), { status: 200, headers: { 'Content-Type': 'application/json' } })));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists a product with its category label, its state and the description cut to 100 characters', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ProductsTab />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Shearwater Peregrine')).toBeInTheDocument();
    expect(screen.getByText('Dive Computers · $799.00 · 4.8★ (214 reviews)')).toBeInTheDocument();
    expect(screen.getByText(`${description.slice(0, 100)}...`)).toBeInTheDocument();
    expect(screen.getByText('Featured')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unfeature' })).toBeInTheDocument();
  });
});
