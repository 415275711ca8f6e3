import { createHmac, timingSafeEqual } from 'node:crypto';

/** A confirmation link works this long; unconfirmed sign-ups are deleted at the same age. */
export const CONFIRM_LINK_DAYS = 14;

export const INVALID_CONFIRM_LINK_MESSAGE =
  'This confirmation link is not valid. Please open the whole link from the e-mail, or sign up again on our home page.';
export const EXPIRED_CONFIRM_LINK_MESSAGE =
  'This confirmation link has expired. Please sign up again on our home page and we will send a new one.';

export interface ConfirmTokenParts {
  id: number;
  expiresAt: Date;
}

/**
 * `<subscriber id>.<expiry, unix seconds>.<HMAC-SHA256 of id, address and expiry>` (base64url): not
 * guessable, bound to one address, and useless after its expiry, which the signature also covers.
 */
export function signConfirmToken(secret: string, id: number, email: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${id}.${expires}.${mac(secret, id, email, expires)}`;
}

/** The id and expiry a well-formed token names (not yet verified), or null. */
export function parseConfirmToken(token: string): ConfirmTokenParts | null {
  const match = /^([1-9][0-9]{0,9})\.([1-9][0-9]{8,10})\.[A-Za-z0-9_-]{43}$/.exec(token);
  return match ? { id: Number(match[1]), expiresAt: new Date(Number(match[2]) * 1000) } : null;
}

/** True when `token` was signed with `secret` for this subscriber (expiry not checked here). Constant time. */
export function verifyConfirmToken(secret: string, token: string, id: number, email: string): boolean {
  const parts = parseConfirmToken(token);
  if (!parts || parts.id !== id) return false;
  const given = Buffer.from(token.slice(token.lastIndexOf('.') + 1));
  const expected = Buffer.from(mac(secret, id, email, Math.floor(parts.expiresAt.getTime() / 1000)));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The page a confirmation e-mail links to, under the configured PUBLIC_URL. */
export function confirmUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`;
}

function mac(secret: string, id: number, email: string, expires: number): string {
  return createHmac('sha256', secret).update(`newsletter-confirm\n${id}\n${email}\n${expires}`).digest('base64url');
}
