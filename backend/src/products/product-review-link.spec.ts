import { reviewRatingValue } from './product-review-link';

describe('reviewRatingValue', () => {
  it.each([
    ['4.5', '4.5'],
    ['5', '5.0'],
    ['★★★★', '4.0'],
    ['★', '1.0'],
  ])('reads %p as %p', (text, value) => expect(reviewRatingValue(text)).toBe(value));

  it.each([null, '', 'great', '7'])('has no rating for %p', (text) => expect(reviewRatingValue(text)).toBeNull());
});
