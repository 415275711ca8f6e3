import { Transform } from 'class-transformer';
import { ValidationOptions, registerDecorator } from 'class-validator';

export const REVIEW_CATEGORIES = [
  'BCDs',
  'Dive Computers',
  'Masks & Fins',
  'Wetsuits',
  'Cameras',
  'Regulators',
  'Other',
] as const;

export const EXCERPT_LENGTH = 150;

/** "4.5" (0 to 5, at most one decimal) or one to five star characters ("★★★★"). */
const RATING = /^(?:[0-4](?:\.\d)?|5(?:\.0)?|★{1,5})$/u;

/** Same rule as the admin form: lowercase, punctuation removed, whitespace and hyphen runs → one hyphen. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The spec's excerpt when the admin leaves it empty: the first 150 characters of content plus "...". */
export function defaultExcerpt(content: string): string {
  const text = content.trim();
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH)}...` : text;
}

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
