import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRODUCT_FILTERS,
  RELEVANCE,
  categoryOptions,
  filterProducts,
  priceRangeProblems,
  productFiltersCodec,
  productListParams,
} from './shop-filters';

const products = [
  { id: 1, name: 'Cressi Big Eyes Evolution', category: 'masks', description: 'Wide field of view mask.' },
  { id: 2, name: 'Mares Avanti Quattro+', category: 'fins', description: 'Powerful open-heel fins.' },
  { id: 3, name: 'Shearwater Peregrine', category: 'computers', description: 'Colour screen, easy to read under the MASK.' },
  { id: 4, name: 'Mystery box', category: '  ', description: null },
  { id: 5, name: 'Atomic Venom', category: 'masks', description: 'Frameless.' },
];

const ids = (filters: Partial<typeof DEFAULT_PRODUCT_FILTERS>) =>
  filterProducts(products, { ...DEFAULT_PRODUCT_FILTERS, ...filters }).map((p) => p.id);

describe(filterProducts.name, () => {
  it('returns everything for the defaults', () => {
    expect(ids({})).toEqual([1, 2, 3, 4, 5]);
  });

  it('filters by exact category', () => {
    expect(ids({ category: 'masks' })).toEqual([1, 5]);
    expect(ids({ category: 'Masks' })).toEqual([]);
  });

  it('searches name or description case-insensitively', () => {
    expect(ids({ search: 'PEREGRINE' })).toEqual([3]);
    expect(ids({ search: 'mask' })).toEqual([1, 3]);
    expect(ids({ search: ' box ' })).toEqual([4]);
  });

  it('combines category and search with AND', () => {
    expect(ids({ category: 'masks', search: 'mask' })).toEqual([1]);
    expect(ids({ category: 'fins', search: 'peregrine' })).toEqual([]);
  });
});

describe(categoryOptions.name, () => {
  it('lists distinct non-blank categories, sorted', () => {
    expect(categoryOptions(products)).toEqual(['computers', 'fins', 'masks']);
  });

  it('is empty when nothing is loaded', () => {
    expect(categoryOptions([])).toEqual([]);
  });
});

describe('productFiltersCodec', () => {
  it('reads sort and the price boxes from the address, an unknown sort as relevance', () => {
    expect(productFiltersCodec.read(new URLSearchParams('sort=price-desc&min=100&max=500'))).toMatchObject({
      sort: 'price-desc',
      min: '100',
      max: '500',
    });
    expect(productFiltersCodec.read(new URLSearchParams('sort=cheapest')).sort).toBe(RELEVANCE);
  });

  it('writes only what differs from the shop as it opens', () => {
    expect(productFiltersCodec.write({ ...DEFAULT_PRODUCT_FILTERS }, new URLSearchParams('x=1')).toString()).toBe('x=1');
    const written = productFiltersCodec.write({ ...DEFAULT_PRODUCT_FILTERS, sort: 'rating', min: ' 50 ', max: '' }, new URLSearchParams());
    expect(written.toString()).toBe('sort=rating&min=50');
  });
});

describe(productListParams.name, () => {
  it('asks for nothing when nothing is chosen, so the plain list is shared', () => {
    expect(productListParams(RELEVANCE, '', '')).toBeUndefined();
  });

  it('sends the order and the readable bounds', () => {
    expect(productListParams('price-asc', '$1,000', '2000.5')).toEqual({ sort: 'price-asc', min: 1000, max: 2000.5 });
    expect(productListParams(RELEVANCE, '', '300')).toEqual({ max: 300 });
  });

  it('leaves the range out while a box holds no amount or the range is upside down', () => {
    expect(productListParams('rating', 'cheap', '300')).toEqual({ sort: 'rating' });
    expect(productListParams(RELEVANCE, '500', '200')).toBeUndefined();
  });
});

describe(priceRangeProblems.name, () => {
  it('says which box is wrong, in words', () => {
    expect(priceRangeProblems('', '')).toEqual({ min: null, max: null });
    expect(priceRangeProblems('-5', '')).toEqual({ min: 'Type an amount in dollars, e.g. 500', max: null });
    expect(priceRangeProblems('500', '200')).toEqual({ min: null, max: 'The highest price is below the lowest' });
  });
});
