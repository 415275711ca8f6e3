import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { CreateReviewDto } from './review.dto';

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
  describe('rating', () => {
    it.each(['4.5', '0', '5', '5.0', '★', '★★★★★', '', null, 3])('accepts %p', async (rating) => {
      expect(await ratingErrors(rating)).toEqual([]);
    });

    it.each(['5.5', '6', '-1', '4.55', '★★★★★★', 'great', '4 stars'])('refuses %p', async (rating) => {
      expect(await ratingErrors(rating)).toEqual(['rating']);
    });
  });
});
