import { Transform } from 'class-transformer';
import { ValidationOptions, registerDecorator } from 'class-validator';
import { isBlank, numberFromText } from '../common/validation';

export const PRODUCT_CATEGORIES = ['masks', 'fins', 'snorkels', 'wetsuits', 'bcds', 'regulators', 'computers', 'accessories'] as const;

/** The spec's defaults when the admin leaves rating or review count blank or not numeric. */
export const DEFAULT_PRODUCT_RATING = '4.5';
export const DEFAULT_REVIEW_COUNT = 100;

/** decimal(10,2): up to 8 whole digits and 2 decimals. */
const PRICE = /^\d{1,8}(?:\.\d{1,2})?$/;
const MAX_REVIEW_COUNT = 2_147_483_647;

/** "$1,199.00", "1199", 1199 → "1199" (validated and fixed to 2 decimals afterwards). */
export function ToPriceText(): PropertyDecorator {
  return Transform(({ value }) => {
    if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'invalid';
    if (typeof value === 'string')
      return value
        .trim()
        .replace(/^\$\s*/, '')
        .replace(/,/g, '');
    return value;
  });
}

export function IsProductPrice(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isProductPrice',
      target: target.constructor,
      propertyName: propertyName as string,
      options: {
        message: 'price must be a positive amount in dollars with at most 2 decimals, e.g. 899 or 899.95',
        ...options,
      },
      validator: {
        validate: (value: unknown) => typeof value === 'string' && PRICE.test(value) && Number(value) > 0,
      },
    });
}

/** Blank or non-numeric ratings fall back to 4.5, as the admin form does; numbers stay numbers. */
export function ToProductRating(): PropertyDecorator {
  return Transform(({ value }) => {
    if (isBlank(value)) return Number(DEFAULT_PRODUCT_RATING);
    const number = typeof value === 'number' ? value : typeof value === 'string' ? numberFromText(value) : null;
    return number !== null && Number.isFinite(number) ? number : Number(DEFAULT_PRODUCT_RATING);
  });
}

/** Blank or non-numeric review counts fall back to 100; whole-number checks happen afterwards. */
export function ToReviewCount(): PropertyDecorator {
  return Transform(({ value }) => {
    if (isBlank(value)) return DEFAULT_REVIEW_COUNT;
    const number = typeof value === 'number' ? value : typeof value === 'string' ? numberFromText(value) : null;
    return number === null || Number.isNaN(number) ? DEFAULT_REVIEW_COUNT : number;
  });
}

export { MAX_REVIEW_COUNT };

/** "899" → "899.00": the decimal(10,2) column's own form, so responses match what was stored. */
export function toPriceColumn(price: string): string {
  return Number(price).toFixed(2);
}

/** 4.46 → "4.5": the decimal(2,1) column's own form. */
export function toRatingColumn(rating: number): string {
  return (Math.round(rating * 10) / 10).toFixed(1);
}
