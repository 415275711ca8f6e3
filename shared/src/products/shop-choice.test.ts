import { describe, expect, it } from 'vitest';
import { chooseProducts, readPriceBound } from './shop-choice';

const products = [
  { id: 1, price: '799.00', rating: '4.8' },
  { id: 2, price: '449.00', rating: '3.5' },
  { id: 3, price: '1149.00', rating: '4.5' },
  { id: 4, price: '449.00', rating: '4.5' },
  { id: 5, price: '69.00', rating: '4.5' },
];
const ids = (choice: Parameters<typeof chooseProducts>[1]) => chooseProducts(products, choice).map((p) => p.id);

describe('chooseProducts', () => {
  it("keeps the shop's order without a sort", () => {
    expect(ids({})).toEqual([1, 2, 3, 4, 5]);
  });

  it('sorts by price either way, equal prices keeping their order', () => {
    expect(ids({ sort: 'price-asc' })).toEqual([5, 2, 4, 1, 3]);
    expect(ids({ sort: 'price-desc' })).toEqual([3, 1, 2, 4, 5]);
  });

  it('sorts by rating, best first, equal ratings cheapest first', () => {
    expect(ids({ sort: 'rating' })).toEqual([1, 5, 4, 3, 2]);
  });

  it('keeps prices within the range, both ends included', () => {
    expect(ids({ min: 449, max: 799 })).toEqual([1, 2, 4]);
    expect(ids({ min: 800 })).toEqual([3]);
    expect(ids({ max: 69, sort: 'price-desc' })).toEqual([5]);
  });
});

describe('readPriceBound', () => {
  it.each([
    ['500', 500],
    [' $1,200 ', 1200],
    ['99.5', 99.5],
    ['0', 0],
  ])('reads %p as %p', (text, value) => expect(readPriceBound(text)).toBe(value));

  it('is null when blank and NaN when not an amount', () => {
    expect(readPriceBound('  ')).toBeNull();
    for (const text of ['-5', 'cheap', '1.234', '1e3']) expect(readPriceBound(text)).toBeNaN();
  });
});
