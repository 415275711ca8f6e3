import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { CreateProductDto, UpdateProductDto } from './products.dto';

const base = {
  name: 'Mask',
  category: 'masks',
  description: 'A mask.',
  price: '99.95',
  imageUrl: 'https://images.example.com.au/mask.jpg',
};

async function check<T extends object>(cls: new () => T, body: object): Promise<{ dto: T; invalid: string[] }> {
  const dto = plainToInstance(cls, body);
  const errors = await validate(dto, { whitelist: true, forbidNonWhitelisted: true });
  return { dto, invalid: errors.map((e) => e.property) };
}

describe(CreateProductDto.name, () => {
  it.each([899, '899', '899.00', '$1,199.5', '0.01'])('accepts the price %p', async (price) => {
    expect((await check(CreateProductDto, { ...base, price })).invalid).toEqual([]);
  });

  it.each([0, '0.00', '-5', '1.999', 'free', '', null, Number.NaN, '123456789'])('refuses the price %p', async (price) => {
    expect((await check(CreateProductDto, { ...base, price })).invalid).toEqual(['price']);
  });

  it('turns blank or non-numeric ratings and review counts into the spec defaults', async () => {
    const { dto, invalid } = await check(CreateProductDto, { ...base, rating: 'n/a', reviewCount: ' ' });
    expect(invalid).toEqual([]);
    expect(dto.rating).toBe(4.5);
    expect(dto.reviewCount).toBe(100);
  });

  it('refuses ratings outside 0 to 5 and negative or fractional review counts', async () => {
    expect((await check(CreateProductDto, { ...base, rating: '5.1' })).invalid).toEqual(['rating']);
    expect((await check(CreateProductDto, { ...base, reviewCount: -1 })).invalid).toEqual(['reviewCount']);
    expect((await check(CreateProductDto, { ...base, reviewCount: '1.5' })).invalid).toEqual(['reviewCount']);
  });

  it('allows an empty affiliate link but not a non-web one', async () => {
    expect((await check(CreateProductDto, { ...base, affiliateLink: '' })).invalid).toEqual([]);
    expect((await check(CreateProductDto, { ...base, affiliateLink: 'ftp://x.example.com' })).invalid).toEqual(['affiliateLink']);
  });
});

describe(UpdateProductDto.name, () => {
  it('accepts an empty update and checks the fields that are sent', async () => {
    expect((await check(UpdateProductDto, {})).invalid).toEqual([]);
    expect((await check(UpdateProductDto, { price: '1.234' })).invalid).toEqual(['price']);
  });
});
