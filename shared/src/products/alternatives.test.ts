import { describe, expect, it } from 'vitest';
import { chooseAlternatives, hasInStockPrice, type AlternativeCandidate } from './alternatives';

const inStock = { offerId: 1, inStock: true };
const product: AlternativeCandidate = { id: 1, category: 'computers', price: '1000.00', rating: '4.0', bestOffer: inStock };

function candidate(id: number, price: string, fields: Partial<AlternativeCandidate> = {}): AlternativeCandidate {
  return { id, category: 'computers', price, rating: '4.0', bestOffer: inStock, ...fields };
}
const ids = (candidates: AlternativeCandidate[], of = product) => chooseAlternatives(of, candidates).map((c) => c.id);

describe('chooseAlternatives', () => {
  it('keeps prices within 30 % either way, both edges included', () => {
    expect(ids([candidate(2, '700.00'), candidate(3, '1300.00'), candidate(4, '699.99'), candidate(5, '1300.01')])).toEqual([2, 3]);
  });

  it('leaves out the product itself, another category and products nobody has in stock', () => {
    expect(
      ids([
        candidate(1, '1000.00'),
        candidate(2, '1000.00', { category: 'wetsuits' }),
        candidate(3, '1000.00', { bestOffer: { offerId: 3, inStock: false } }),
        candidate(4, '1000.00', { bestOffer: { offerId: null, inStock: true } }),
        candidate(5, '1100.00'),
      ]),
    ).toEqual([5]);
  });

  it('orders by the closest price, then the better rating, then the lower id, and keeps three', () => {
    expect(
      ids([
        candidate(2, '1200.00'),
        candidate(3, '900.00', { rating: '3.5' }),
        candidate(4, '1100.00', { rating: '4.5' }),
        candidate(5, '1050.00'),
        candidate(6, '900.00', { rating: '3.5' }),
      ]),
    ).toEqual([5, 4, 3]);
  });

  it('finds none for a product without a price', () => {
    expect(ids([candidate(2, '0.00')], { ...product, price: '0.00' })).toEqual([]);
  });
});

describe('hasInStockPrice', () => {
  it('needs a seller with it in stock at a price', () => {
    expect(hasInStockPrice(candidate(2, '10.00'))).toBe(true);
    expect(hasInStockPrice(candidate(2, '0.00'))).toBe(false);
    expect(hasInStockPrice(candidate(2, '10.00', { bestOffer: { offerId: 2, inStock: false } }))).toBe(false);
  });
});
