import { describe, expect, it } from 'vitest';
import { DEFAULT_PRODUCT_FILTERS, categoryOptions, filterProducts } from './shop-filters';

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
