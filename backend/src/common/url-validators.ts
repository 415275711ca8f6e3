import { ValidationOptions, isURL, registerDecorator } from 'class-validator';

const HTTP_URL_OPTIONS = { protocols: ['http', 'https'], require_protocol: true, require_valid_protocol: true };

/** A bundled illustration under /images/ (no "..", no query): seeded content points at these. */
const LOCAL_IMAGE_PATH = /^\/images\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+\.(?:svg|png|jpe?g|webp|gif|avif)$/;

/** An uploaded photo on this server's disk storage (see media/shared/media-names.ts). */
const LOCAL_MEDIA_PATH = /^\/media\/[0-9a-f]{16}-[1-9]\d{0,4}x[1-9]\d{0,4}\/[1-9]\d{0,4}\.jpg$/;

export function isHttpUrl(value: unknown): boolean {
  return typeof value === 'string' && isURL(value, HTTP_URL_OPTIONS);
}

/** Links visitors follow (affiliate, purchase): only absolute http(s) URLs, never javascript: or data:. */
export function IsHttpUrl(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isHttpUrl',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: `${String(propertyName)} must be a full http:// or https:// address`, ...options },
      validator: { validate: isHttpUrl },
    });
}

/** An absolute http(s) URL, a bundled image under /images/ or an uploaded photo under /media/. */
export function isImageSource(value: unknown): boolean {
  return isHttpUrl(value) || (typeof value === 'string' && (LOCAL_IMAGE_PATH.test(value) || LOCAL_MEDIA_PATH.test(value)));
}

/** Image sources: an absolute http(s) URL, or a site path to a bundled image (/images/) or an uploaded photo (/media/). */
export function IsImageUrl(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isImageUrl',
      target: target.constructor,
      propertyName: propertyName as string,
      options: {
        message: `${String(propertyName)} must be a full http:// or https:// address (or a bundled /images/ path or an uploaded photo)`,
        ...options,
      },
      validator: { validate: isImageSource },
    });
}
