import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { defaultExcerpt, slugify } from './review-fields';
import { CreateReviewDto } from './reviews.dto';

const base = {
  title: 'Test',
  content: 'Body',
  category: 'BCDs',
  price: '$1 AUD',
  purchaseLink: 'https://shop.example.com.au/x',
  imageUrl: '/images/gear/regulator.svg',
};

async function ratingErrors(rating: unknown): Promise<string[]> {
  const dto = plainToInstance(CreateReviewDto, { ...base, rating });
  const errors = await validate(dto, { whitelist: true, forbidNonWhitelisted: true });
  return errors.map((e) => e.property);
}

describe('review fields', () => {
  describe(slugify.name, () => {
    it.each([
      ["Australia's Best Wreck Dives!", 'australias-best-wreck-dives'],
      ['  Café   Reef -- Guide ', 'cafe-reef-guide'],
      ['Masks & Fins: 2025', 'masks-fins-2025'],
      ['!!!', ''],
    ])('turns %p into %p', (input, expected) => {
      expect(slugify(input)).toBe(expected);
    });
  });

  describe(defaultExcerpt.name, () => {
    it('keeps short content and cuts long content to 150 characters plus "..."', () => {
      expect(defaultExcerpt('  Short body. ')).toBe('Short body.');
      expect(defaultExcerpt('a'.repeat(200))).toBe(`${'a'.repeat(150)}...`);
    });
  });

  describe('rating', () => {
    it.each(['4.5', '0', '5', '5.0', '★', '★★★★★', '', null, 3])('accepts %p', async (rating) => {
      expect(await ratingErrors(rating)).toEqual([]);
    });

    it.each(['5.5', '6', '-1', '4.55', '★★★★★★', 'great', '4 stars'])('refuses %p', async (rating) => {
      expect(await ratingErrors(rating)).toEqual(['rating']);
    });
  });
});
