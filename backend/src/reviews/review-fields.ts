import { Transform } from 'class-transformer';
import { ValidationOptions, registerDecorator } from 'class-validator';

export const REVIEW_CATEGORIES = ['BCDs', 'Dive Computers', 'Masks & Fins', 'Wetsuits', 'Cameras', 'Regulators', 'Other'] as const;

/** "4.5" (0 to 5, at most one decimal) or one to five star characters ("★★★★"). */
const RATING = /^(?:[0-4](?:\.\d)?|5(?:\.0)?|★{1,5})$/u;

/** An empty rating field means "no rating". */
export function ToOptionalRating(): PropertyDecorator {
  return Transform(({ value }) => {
    if (typeof value === 'number') return String(value);
    if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
    return value;
  });
}

export function IsReviewRating(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isReviewRating',
      target: target.constructor,
      propertyName: propertyName as string,
      options: {
        message: 'rating must be a number from 0 to 5 such as "4.5", or one to five ★ characters',
        ...options,
      },
      validator: { validate: (value: unknown) => typeof value === 'string' && RATING.test(value) },
    });
}
