import { Transform } from 'class-transformer';
import { ValidationOptions, registerDecorator } from 'class-validator';
import { isHttpUrl, isImageSource } from '../common/url-validators';

/** Trims strings so "   " counts as empty; other types pass through for the type validators to judge. */
export const Trim = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/**
 * Admin forms send coordinates from text fields, so a numeric string is accepted and turned into a
 * number; anything else stays as it is and fails @IsNumber with a readable message.
 */
export const ToNumber = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string' || value.trim() === '') return value;
    const number = Number(value.trim());
    return Number.isFinite(number) ? number : value;
  });

/** A path on this site ("/blog/wreck-diving"), never protocol-relative ("//evil.example"). */
export function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !/[\s\\]/.test(value);
}

function stringRule(name: string, test: (value: string) => boolean, defaultMessage: string, options?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name,
      target: object.constructor,
      propertyName,
      options: { message: defaultMessage.replace('$property', propertyName), ...options },
      // An empty string clears the field, so only non-empty values are checked.
      validator: { validate: (value: unknown) => typeof value === 'string' && (value === '' || test(value)) },
    });
}

/** An http(s) address, or "" to clear the field. */
export const IsHttpUrlOrEmpty = (options?: ValidationOptions) =>
  stringRule('isHttpUrlOrEmpty', isHttpUrl, '$property must be a web address starting with http:// or https://', options);

/** An http(s) image address or an uploaded photo (/media/...), or "" to clear the field. */
export const IsImageUrlOrEmpty = (options?: ValidationOptions) =>
  stringRule('isImageUrlOrEmpty', isImageSource, '$property must be a web address starting with http:// or https://, or an uploaded photo', options);

/** An http(s) address or a path on this site, or "" to clear the field. */
export const IsLinkOrEmpty = (options?: ValidationOptions) =>
  stringRule(
    'isLinkOrEmpty',
    (value) => isHttpUrl(value) || isSitePath(value),
    '$property must be a web address (https://...) or a page of this site starting with "/"',
    options,
  );
