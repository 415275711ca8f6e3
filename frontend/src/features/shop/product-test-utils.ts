import type { ProductResponseDto } from '@/api/generated/models';

/** A product as the API answers it, for unit tests: a featured dive computer with a seller link. */
export function makeProduct(overrides: Partial<ProductResponseDto> = {}): ProductResponseDto {
  return {
    id: 7,
    name: 'Shearwater Peregrine',
    category: 'computers',
    description: 'A rechargeable wrist computer with a bright screen.',
    price: '799.00',
    rating: '4.8',
    reviewCount: 214,
    review: null,
    affiliateLink: 'https://shop.example.com.au/peregrine',
    imageUrl: '/images/gear/dive-computer.svg',
    imageAlt: null,
    featured: true,
    createdAt: '2025-06-01T00:00:00.000Z',
    ...overrides,
  };
}
