import { describe, expect, it } from 'vitest';
import { DailyPrice, medianPrice, MIN_HISTORY_DAYS, priceDeal } from './price-deal';

/** `n` days before 2026-11-28 at one price each. */
function days(prices: number[]): DailyPrice[] {
  return prices.map((price, i) => {
    const day = new Date(Date.UTC(2026, 10, 28 - (prices.length - i)));
    return { day: day.toISOString().slice(0, 10), price };
  });
}
const TODAY = '2026-11-28';

describe('medianPrice', () => {
  it('takes the middle of an odd count and the mean of the middle two of an even count', () => {
    expect(medianPrice([3, 1, 2])).toBe(2);
    expect(medianPrice([4, 1, 2, 3])).toBe(2.5);
    expect(medianPrice([])).toBeNull();
  });
});

describe('priceDeal: "Lowest price in 90 days"', () => {
  const week = days([500, 500, 480, 520, 500, 510, 490]);

  it('is shown when today is below both the typical price and every earlier day', () => {
    const deal = priceDeal([...week, { day: TODAY, price: 479.99 }], { day: TODAY, price: 479.99 });
    expect(deal).toEqual({ typicalPrice: 500, previousLowest: 480, isLowestIn90Days: true });
  });

  it('is not shown when today equals the earlier lowest (equal is not below)', () => {
    expect(priceDeal(week, { day: TODAY, price: 480 }).isLowestIn90Days).toBe(false);
  });

  it('is not shown when today is below the typical price but above the earlier lowest', () => {
    expect(priceDeal(week, { day: TODAY, price: 485 }).isLowestIn90Days).toBe(false);
  });

  it('is not shown when today equals the typical price even if that is the lowest', () => {
    const flat = days([500, 500, 500, 500, 500, 500, 500]);
    expect(priceDeal(flat, { day: TODAY, price: 500 }).isLowestIn90Days).toBe(false);
    expect(priceDeal(flat, { day: TODAY, price: 499.99 }).isLowestIn90Days).toBe(true);
  });

  it(`needs ${MIN_HISTORY_DAYS} days of history: one day short shows no badge`, () => {
    const short = week.slice(1);
    expect(priceDeal(short, { day: TODAY, price: 1 }).isLowestIn90Days).toBe(false);
    expect(priceDeal([...short, { day: TODAY, price: 1 }], { day: TODAY, price: 1 }).isLowestIn90Days).toBe(true);
  });

  it('shows nothing without a price today or without history', () => {
    expect(priceDeal(week, null).isLowestIn90Days).toBe(false);
    expect(priceDeal([], { day: TODAY, price: 1 })).toEqual({ typicalPrice: null, previousLowest: null, isLowestIn90Days: false });
  });
});
