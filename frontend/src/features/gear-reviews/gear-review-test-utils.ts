import type { ReviewResponseDto } from '@/api/generated/models';

export function makeReview(overrides: Partial<ReviewResponseDto> = {}): ReviewResponseDto {
  return {
    id: 1,
    slug: 'cressi-travelight-bcd-review',
    title: 'Cressi Travelight BCD Review',
    excerpt: 'A light travel BCD for reef holidays.',
    content: '## In the water\n\nStable and **light**.',
    category: 'BCDs',
    rating: '4.5',
    price: '$699 AUD',
    author: 'Dive Down Under Team',
    imageUrl: '/images/gear/cressi-travelight.svg',
    purchaseLink: 'https://shop.example.com.au/travelight',
    published: true,
    publishAt: null,
    featured: false,
    createdAt: '2025-06-07T02:00:00.000Z',
    ...overrides,
  };
}
