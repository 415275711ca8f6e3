import { describe, expect, it } from 'vitest';
import {
  articlePayload,
  cutDescription,
  emptyArticleForm,
  emptyProductForm,
  emptyReviewForm,
  isArticleComplete,
  isProductComplete,
  isReviewComplete,
  NO_RATING,
  productPayload,
  ratingChoices,
  ratingFromOption,
  ratingOption,
  reviewPayload,
} from './admin-forms';

const content = 'x'.repeat(200);

describe('articlePayload', () => {
  it('fills an empty excerpt with the first 150 characters of the content and "..."', () => {
    const payload = articlePayload(
      { ...emptyArticleForm, title: ' Reef ', content, category: 'Safety', imageUrl: 'https://a/b.jpg' },
      false,
    );
    expect(payload.excerpt).toBe(`${'x'.repeat(150)}...`);
    expect(payload.title).toBe('Reef');
    expect(payload.published).toBe(false);
  });

  it('keeps an excerpt the admin wrote', () => {
    expect(articlePayload({ ...emptyArticleForm, excerpt: 'Mine', content }, true).excerpt).toBe('Mine');
  });
});

describe('required fields', () => {
  it('article needs title, content, category and header image', () => {
    const ok = { ...emptyArticleForm, title: 't', content: 'c', category: 'Safety', imageUrl: 'u' };
    expect(isArticleComplete(ok)).toBe(true);
    expect(isArticleComplete({ ...ok, imageUrl: ' ' })).toBe(false);
  });

  it('review needs price and purchase link too', () => {
    const ok = { ...emptyReviewForm, title: 't', content: 'c', category: 'BCDs', imageUrl: 'u', price: '$1', purchaseLink: 'l' };
    expect(isReviewComplete(ok)).toBe(true);
    expect(isReviewComplete({ ...ok, purchaseLink: '' })).toBe(false);
  });

  it('product needs name, category, description, price and image', () => {
    const ok = { ...emptyProductForm, name: 'n', category: 'fins', description: 'd', price: '10', imageUrl: 'u' };
    expect(isProductComplete(ok)).toBe(true);
    expect(isProductComplete({ ...ok, description: '' })).toBe(false);
  });
});

describe('reviewPayload', () => {
  it('sends a blank rating as null and never features on save', () => {
    const payload = reviewPayload({ ...emptyReviewForm, content: 'c' }, true);
    expect(payload.rating).toBeNull();
    expect(payload.featured).toBe(false);
  });
});

describe('productPayload', () => {
  it('defaults rating to 4.5 and review count to 100 when blank or not numeric', () => {
    expect(productPayload({ ...emptyProductForm, rating: '', reviewCount: 'lots' }, false)).toMatchObject({
      rating: 4.5,
      reviewCount: 100,
    });
    expect(productPayload({ ...emptyProductForm, rating: '3.8', reviewCount: '42' }, true)).toMatchObject({
      rating: 3.8,
      reviewCount: 42,
      featured: true,
    });
  });
});

describe('cutDescription', () => {
  it('cuts to 100 characters', () => {
    expect(cutDescription('y'.repeat(120))).toBe(`${'y'.repeat(100)}...`);
    expect(cutDescription('short')).toBe('short');
  });
});

describe('rating dropdown values', () => {
  it('shows an empty rating as the "none" option and maps it back to no rating', () => {
    expect(ratingOption('')).toBe(NO_RATING);
    expect(ratingOption('★★★')).toBe('★★★');
    expect(ratingFromOption(NO_RATING)).toBe('');
    expect(ratingFromOption('★★')).toBe('★★');
    expect(reviewPayload({ ...emptyReviewForm, rating: ratingFromOption(NO_RATING) }, false).rating).toBeNull();
  });

  it('offers a stored number such as "4.5" as a choice drawn in stars, so it shows and is kept', () => {
    const choices = ratingChoices('4.5');
    expect(choices.map((c) => c.label)).toEqual([
      '★ (1 of 5)',
      '★★ (2 of 5)',
      '★★★ (3 of 5)',
      '★★★★ (4 of 5)',
      '★★★★½ (4.5 of 5)',
      '★★★★★ (5 of 5)',
    ]);
    expect(ratingOption('4.5')).toBe('4.5');
    expect(reviewPayload({ ...emptyReviewForm, rating: '4.5' }, false).rating).toBe('4.5');
    expect(ratingChoices('★★★')).toHaveLength(5);
    expect(ratingChoices('')).toHaveLength(5);
  });
});
