import { createHmac, timingSafeEqual } from 'node:crypto';

/** A confirmation link works this long; unconfirmed sign-ups are deleted at the same age. */
export const CONFIRM_LINK_DAYS = 14;

export const INVALID_CONFIRM_LINK_MESSAGE =
  'This confirmation link is not valid. Please open the whole link from the e-mail, or sign up again on our home page.';
export const EXPIRED_CONFIRM_LINK_MESSAGE =
  'This confirmation link has expired. Please sign up again on our home page and we will send a new one.';

export const REPLACED_CONFIRM_LINK_MESSAGE =
  'This confirmation link was replaced by a newer one. Please open the latest e-mail from us, or sign up again on our home page.';

/**
 * What a link confirms: the newsletter, or a dive-window alert (ids of another table). Part of the
 * signature, so a link of one never confirms the other.
 */
export type ConfirmPurpose = 'newsletter' | 'window-alert';

export interface ConfirmTokenParts {
  id: number;
  expiresAt: Date;
  /** The expiry was written in seconds (a link sent before milliseconds were). */
  inSeconds: boolean;
}

/**
 * `<subscriber id>.<expiry, unix milliseconds>.<HMAC-SHA256 of id, address and expiry>` (base64url):
 * not guessable, bound to one address, and useless after its expiry, which the signature also
 * covers. Links sent before the expiry was written in milliseconds carry unix seconds (10 digits)
 * and still work.
 */
export function signConfirmToken(
  secret: string,
  id: number,
  email: string,
  expiresAt: Date,
  purpose: ConfirmPurpose = 'newsletter',
): string {
  const expires = String(expiresAt.getTime());
  return `${id}.${expires}.${mac(secret, id, email, expires, purpose)}`;
}

/** Expiries of 12 digits and more are milliseconds (as seconds they would be beyond the year 5000). */
const MILLISECONDS_FROM = 1e11;

/** The id and expiry a well-formed token names (not yet verified), or null. */
export function parseConfirmToken(token: string): ConfirmTokenParts | null {
  const match = /^([1-9][0-9]{0,9})\.([1-9][0-9]{8,12})\.[A-Za-z0-9_-]{43}$/.exec(token);
  if (!match) return null;
  const expires = Number(match[2]);
  const inSeconds = expires < MILLISECONDS_FROM;
  return { id: Number(match[1]), expiresAt: new Date(inSeconds ? expires * 1000 : expires), inSeconds };
}

/** True when `token` was signed with `secret` for this subscriber (expiry not checked here). Constant time. */
export function verifyConfirmToken(
  secret: string,
  token: string,
  id: number,
  email: string,
  purpose: ConfirmPurpose = 'newsletter',
): boolean {
  const parts = parseConfirmToken(token);
  if (!parts || parts.id !== id) return false;
  const [, expires, signature] = token.split('.');
  const given = Buffer.from(signature!);
  const expected = Buffer.from(mac(secret, id, email, expires!, purpose));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * True when the token came with the address's latest confirmation e-mail: a link's expiry is the
 * moment its e-mail was queued plus the link's life, so a later sign-up (which queues a new e-mail)
 * leaves every older link behind.
 */
export function isLatestConfirmToken(parts: ConfirmTokenParts, confirmationSentAt: Date | null): boolean {
  if (!confirmationSentAt) return false;
  const expires = confirmationSentAt.getTime() + CONFIRM_LINK_DAYS * 86_400_000;
  return (parts.inSeconds ? Math.floor(expires / 1000) * 1000 : expires) === parts.expiresAt.getTime();
}

/** The page a confirmation e-mail links to, under the configured PUBLIC_URL. */
export function confirmUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`;
}

function mac(secret: string, id: number, email: string, expires: string, purpose: ConfirmPurpose): string {
  return createHmac('sha256', secret).update(`${purpose}-confirm\n${id}\n${email}\n${expires}`).digest('base64url');
}
