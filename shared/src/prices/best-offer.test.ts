import { describe, expect, it } from 'vitest';
import { chooseBestOffer, OfferForChoice, priceRange } from './best-offer';

const offer = (price: string | null, extra: Partial<OfferForChoice> = {}): OfferForChoice => ({
  price,
  currency: 'AUD',
  inStock: true,
  ownersPick: false,
  ...extra,
});

describe('chooseBestOffer', () => {
  it('takes the lowest in-stock AUD price', () => {
    const offers = [offer('499.00'), offer('449.00', { inStock: false }), offer('459.00'), offer('300.00', { currency: 'USD' })];
    expect(chooseBestOffer(offers)).toEqual({ offer: offers[2], reason: 'lowest' });
  });

  it("takes the owner's pick while it is in stock with a price", () => {
    const offers = [offer('449.00'), offer('499.00', { ownersPick: true })];
    expect(chooseBestOffer(offers)).toEqual({ offer: offers[1], reason: 'owners-pick' });
    offers[1]!.inStock = false;
    expect(chooseBestOffer(offers)).toEqual({ offer: offers[0], reason: 'lowest' });
  });

  it('falls back to the lowest known price when nothing is in stock, and to nothing without a price', () => {
    const offers = [offer('499.00', { inStock: false }), offer('479.00', { inStock: false })];
    expect(chooseBestOffer(offers)?.offer).toBe(offers[1]);
    expect(chooseBestOffer([offer(null), offer('0.00')])).toBeNull();
  });

  it('keeps the first of equal prices', () => {
    const offers = [offer('449.00'), offer('449.00')];
    expect(chooseBestOffer(offers)?.offer).toBe(offers[0]);
  });
});

describe('priceRange', () => {
  it('spans the AUD prices in stock, or every known AUD price when none is', () => {
    const offers = [offer('499'), offer('459'), offer('449', { inStock: false }), offer('10', { currency: 'NZD' }), offer(null)];
    expect(priceRange(offers)).toEqual({ lowPrice: '459.00', highPrice: '499.00', offerCount: 2 });
    expect(priceRange(offers.map((o) => ({ ...o, inStock: false })))).toEqual({ lowPrice: '449.00', highPrice: '499.00', offerCount: 3 });
    expect(priceRange([])).toBeNull();
  });
});
