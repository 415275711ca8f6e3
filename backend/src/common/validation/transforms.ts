import { Transform } from 'class-transformer';

/**
 * The input rules every DTO uses. They only reshape what the client sent (trimming, reading numbers
 * and booleans from text); whether the result is acceptable is left to the validators, so a value
 * these cannot read is passed on unchanged and refused with a readable message.
 */

type Reshape = (value: string) => unknown;

function onStrings(reshape: Reshape): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? reshape(value) : value));
}

/** Leading and trailing spaces removed, so "   " counts as empty for @IsNotEmpty. */
export const Trim = (): PropertyDecorator => onStrings((value) => value.trim());

/** One line of text: runs of spaces and line breaks become one space (header-safe), then trimmed. */
export const SingleLine = (): PropertyDecorator => onStrings((value) => value.replace(/\s+/g, ' ').trim());

/** True for undefined, null, or text that is only spaces. */
export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** The number in a text field ("-30.5", " 12 "), or null when it holds none. */
export function numberFromText(value: string): number | null {
  if (value.trim() === '') return null;
  const number = Number(value.trim());
  return Number.isFinite(number) ? number : null;
}

/**
 * Forms send numbers from text fields, so a numeric string is turned into a number; anything else
 * stays as it is and fails @IsNumber/@IsInt with a readable message.
 */
export const ToNumber = (): PropertyDecorator => onStrings((value) => numberFromText(value) ?? value);

/**
 * A flag from a query string: "true" and "false" (any case, spaces ignored) become booleans, as do
 * JSON booleans; anything else is passed on and refused by @IsBoolean ("admin must be true or false").
 */
export const ToBoolean = (): PropertyDecorator => onStrings(flagFromText);

/** How @ToBoolean reads one value: "true" / "false" in any case, spaces ignored; anything else as it is. */
export function flagFromText(value: string): unknown {
  const text = value.trim().toLowerCase();
  return text === 'true' ? true : text === 'false' ? false : value;
}
