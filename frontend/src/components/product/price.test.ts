import { describe, expect, it } from 'vitest';
import { formatPrice } from './price';

describe('formatPrice', () => {
  it.each([
    ['1149.00', '$1,149.00'],
    ['69', '$69.00'],
    [1199, '$1,199.00'],
    ['$1,199 AUD', '$1,199.00'],
    ['$1,549 AUD', '$1,549.00'],
    ['$549.95', '$549.95'],
    ['AU$ 99', '$99.00'],
    ['A$1,899.5', '$1,899.50'],
  ])('writes %p as %p', (input, shown) => expect(formatPrice(input)).toBe(shown));

  it.each(['US$99', '€50', 'from $99', 'POA', ''])('shows %p as written, since it is not a plain Australian-dollar amount', (text) =>
    expect(formatPrice(text)).toBe(text),
  );

  it.each([0, 0.5, 0.994, 0.995, 1.005, 7, 99.99, 999.995, 1000, 12_345.678, 999_999.999, 1_234_567.891, -42.5])(
    'writes the number %p as en-AU does, with two decimals and grouped thousands',
    (value) => {
      const enAU = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      expect(formatPrice(value)).toBe(`$${enAU.format(value)}`);
    },
  );
});
