import { ValidationArguments, ValidationOptions, isURL, registerDecorator } from 'class-validator';
import { ipLiteralOf, isPublicAddress } from '../network/public-address';

const HTTP_URL_OPTIONS = { protocols: ['http', 'https'], require_protocol: true, require_valid_protocol: true };

/** A bundled illustration under /images/ (no "..", no query): seeded content points at these. */
const LOCAL_IMAGE_PATH = /^\/images\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+\.(?:svg|png|jpe?g|webp|gif|avif)$/;

/** An uploaded photo on this server's disk storage (see shared/src/media/media-names.ts). */
const LOCAL_MEDIA_PATH = /^\/media\/[0-9a-f]{16}-[1-9]\d{0,4}x[1-9]\d{0,4}\/[1-9]\d{0,4}\.jpg$/;

const FULL_ADDRESS = 'must be a full http:// or https:// address';

let privateTargetsAllowed = false;

/**
 * Set once at start-up from the typed config (ALLOW_PRIVATE_LINK_TARGETS, tests only): lets
 * addresses name a loopback or private IP literal, for local stub sellers.
 */
export function allowPrivateLinkTargets(allowed: boolean): void {
  privateTargetsAllowed = allowed;
}

/**
 * An address naming its host by IP number ("http://127.0.0.1", "http://2130706433", "http://[::1]")
 * is refused: the server checks seller links and visitors are sent to them, so the address must be
 * a public website's name (what it resolves to is checked again before every request).
 */
export function ipHostProblem(value: string): string | null {
  let host: string;
  try {
    host = new URL(value.trim()).hostname;
  } catch {
    return null;
  }
  const ip = ipLiteralOf(host);
  if (ip === null || (privateTargetsAllowed && !isPublicAddress(ip))) return null;
  return `must point to a public website by its domain name (such as example.com.au), not an IP address: ${quoted(host)}`;
}

export function isHttpUrl(value: unknown): boolean {
  return typeof value === 'string' && isURL(value, HTTP_URL_OPTIONS) && ipHostProblem(value) === null;
}

/** An absolute http(s) URL, a bundled image under /images/ or an uploaded photo under /media/. */
export function isImageSource(value: unknown): boolean {
  return isHttpUrl(value) || (typeof value === 'string' && (LOCAL_IMAGE_PATH.test(value) || LOCAL_MEDIA_PATH.test(value)));
}

/** A path on this site ("/blog/wreck-diving"), never protocol-relative ("//evil.example"). */
export function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !/[\s\\]/.test(value);
}

function quoted(value: string): string {
  return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
}

/**
 * What is wrong with `value` as an http(s) address, completing "<field> ...": the scheme, a host that
 * is not a public domain name (localhost, a single word), spaces. Null when it is a valid address.
 */
export function httpUrlProblem(value: unknown): string | null {
  const ipProblem = typeof value === 'string' && /^https?:\/\//i.test(value.trim()) ? ipHostProblem(value) : null;
  if (ipProblem) return ipProblem;
  if (isHttpUrl(value)) return null;
  if (typeof value !== 'string') return `${FULL_ADDRESS} written as text`;
  const text = value.trim();
  if (/\s/.test(text)) return `must be a web address without spaces`;
  if (text.startsWith('//')) return `${FULL_ADDRESS}: it starts with "//" instead of https://`;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text)?.[1]?.toLowerCase();
  if (scheme && scheme !== 'http' && scheme !== 'https') return `${FULL_ADDRESS}: "${scheme}:" addresses are not allowed`;
  if (!/^https?:\/\//i.test(text)) return `${FULL_ADDRESS}: it does not start with http:// or https://`;
  let host: string;
  try {
    host = new URL(text).hostname;
  } catch {
    return `${FULL_ADDRESS}: ${quoted(text)} is not a valid address`;
  }
  if (host === 'localhost' || host.endsWith('.localhost') || (!host.includes('.') && !host.includes(':'))) {
    return `must point to a public website: "${host}" is not a public domain name such as example.com.au`;
  }
  return `${FULL_ADDRESS}: ${quoted(text)} is not a valid address`;
}

/** Like httpUrlProblem, for image fields that also take a bundled /images/ path or an uploaded photo. */
export function imageSourceProblem(value: unknown): string | null {
  if (isImageSource(value)) return null;
  if (typeof value === 'string' && value.startsWith('/') && !value.startsWith('//')) {
    return `must be a full http:// or https:// address, a bundled /images/ picture or an uploaded photo: ${quoted(value)} is neither`;
  }
  return httpUrlProblem(value);
}

/** Like httpUrlProblem, for links that may also be a page of this site ("/blog/..."). */
export function linkProblem(value: unknown): string | null {
  if (isHttpUrl(value) || (typeof value === 'string' && isSitePath(value))) return null;
  if (typeof value === 'string' && value.startsWith('/')) {
    return value.startsWith('//')
      ? 'must be a web address (https://...) or a page of this site starting with a single "/"'
      : `must be a page of this site without spaces or backslashes: ${quoted(value)} is not one`;
  }
  return httpUrlProblem(value);
}

/** Registers a rule whose message says what is wrong; with `allowEmpty`, "" clears the field. */
function urlRule(
  name: string,
  problem: (value: unknown) => string | null,
  allowEmpty: boolean,
  options?: ValidationOptions,
): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name,
      target: target.constructor,
      propertyName: propertyName as string,
      options: {
        message: (args: ValidationArguments) => `${args.property} ${problem(args.value) ?? 'is not a valid address'}`,
        ...options,
      },
      validator: { validate: (value: unknown) => (allowEmpty && value === '') || problem(value) === null },
    });
}

/** Links visitors follow (affiliate, purchase): only absolute http(s) URLs, never javascript: or data:. */
export const IsHttpUrl = (options?: ValidationOptions) => urlRule('isHttpUrl', httpUrlProblem, false, options);

/** Image sources: an absolute http(s) URL, or a site path to a bundled image (/images/) or an uploaded photo (/media/). */
export const IsImageUrl = (options?: ValidationOptions) => urlRule('isImageUrl', imageSourceProblem, false, options);

/** An http(s) address, or "" to clear the field. */
export const IsHttpUrlOrEmpty = (options?: ValidationOptions) => urlRule('isHttpUrlOrEmpty', httpUrlProblem, true, options);

/** An image source as IsImageUrl, or "" to clear the field. */
export const IsImageUrlOrEmpty = (options?: ValidationOptions) => urlRule('isImageUrlOrEmpty', imageSourceProblem, true, options);

/** An http(s) address or a path on this site, or "" to clear the field. */
export const IsLinkOrEmpty = (options?: ValidationOptions) => urlRule('isLinkOrEmpty', linkProblem, true, options);
