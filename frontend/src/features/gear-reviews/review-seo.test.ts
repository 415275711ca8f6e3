import { describe, expect, it } from 'vitest';
import type { ReviewResponseDto } from '@/api/generated/models';
import { priceAmount, reviewDescription, reviewJsonLd, reviewRatingValue, reviewedProductName } from './review-seo';

const review: ReviewResponseDto = {
  id: 1,
  slug: 'shearwater-teric-review',
  title: 'Shearwater Teric Review: A Dive Computer You Wear Every Day',
  excerpt: 'Watch-sized and brilliant.',
  content: 'Body',
  category: 'Dive Computers',
  rating: null,
  price: '$1,549 AUD',
  author: 'Dive Down Under Team',
  imageUrl: '/images/gear/shearwater-teric.svg',
  purchaseLink: 'https://shop.example.com.au/teric',
  published: true,
  publishAt: null,
  featured: false,
  createdAt: '2025-03-04T01:00:00.000Z',
};

describe('review structured data', () => {
  it('reads ratings, defaulting to 4.5', () => {
    expect(reviewRatingValue('4.0')).toBe(4);
    expect(reviewRatingValue('★★★')).toBe(3);
    expect(reviewRatingValue(null)).toBe(4.5);
    expect(reviewRatingValue('n/a')).toBe(4.5);
  });

  it('finds the amount in free-text prices', () => {
    expect(priceAmount('$1,549 AUD')).toBe('1549');
    expect(priceAmount('From $89.95')).toBe('89.95');
    expect(priceAmount('Call for price')).toBeUndefined();
  });

  it('names the product without the review wording', () => {
    expect(reviewedProductName(review.title)).toBe('Shearwater Teric');
    expect(reviewedProductName('Mares Avanti Quattro+ Fins Review: The Reliable All-Rounder')).toBe('Mares Avanti Quattro+ Fins');
  });

  it('builds a Product with its Review, best rating 5 and an AUD offer', () => {
    expect(reviewJsonLd(review, 'https://x.example/gear-reviews/teric', 'https://x.example/i.svg')).toMatchObject({
      '@type': 'Product',
      name: 'Shearwater Teric',
      image: 'https://x.example/i.svg',
      review: {
        '@type': 'Review',
        datePublished: '2025-03-04',
        author: { '@type': 'Organization', name: 'Dive Down Under Team' },
        reviewRating: { '@type': 'Rating', ratingValue: 4.5, bestRating: 5 },
      },
      offers: { '@type': 'Offer', priceCurrency: 'AUD', price: '1549', url: 'https://shop.example.com.au/teric' },
    });
  });
});

describe('reviewDescription', () => {
  it('uses the excerpt when there is one', () => {
    expect(reviewDescription({ excerpt: ' Watch-sized. ', content: '## Body' })).toBe('Watch-sized.');
  });

  it('falls back to the body without its markup, cut at a word with "..."', () => {
    const content = `## Verdict\n<img src="https://a.example/x.jpg" width="600" />\n**Great** ${'computer '.repeat(30)}`;
    const description = reviewDescription({ excerpt: '', content });
    expect(description.startsWith('Verdict Great computer')).toBe(true);
    expect(description.endsWith('computer...')).toBe(true);
    expect(description).not.toMatch(/[#*<]/);
  });
});
