import { createHmac, timingSafeEqual } from 'node:crypto';

export const INVALID_UNSUBSCRIBE_LINK_MESSAGE =
  'This unsubscribe link is not valid. Please open the whole link from the newsletter e-mail, or write to us and we will take you off the list.';

/** Whose link: the newsletter's, or a dive-window alert's (ids of another table); signed in, so one never works for the other. */
export type UnsubscribePurpose = 'newsletter' | 'window-alert';

/**
 * Unsubscribe links carry `<subscriber id>.<HMAC-SHA256 of id and address>` (base64url), so a link works
 * without a login, cannot be guessed for another subscriber, and stops working if the address changes.
 */
export function signUnsubscribeToken(secret: string, id: number, email: string, purpose: UnsubscribePurpose = 'newsletter'): string {
  return `${id}.${mac(secret, id, email, purpose).toString('base64url')}`;
}

/** The subscriber id a well-formed token names (not yet verified), or null. */
export function unsubscribeTokenId(token: string): number | null {
  const match = /^([1-9][0-9]{0,9})\.[A-Za-z0-9_-]{43}$/.exec(token);
  return match ? Number(match[1]) : null;
}

/** True when `token` was signed with `secret` for exactly this subscriber. Constant-time comparison. */
export function verifyUnsubscribeToken(
  secret: string,
  token: string,
  id: number,
  email: string,
  purpose: UnsubscribePurpose = 'newsletter',
): boolean {
  if (unsubscribeTokenId(token) !== id) return false;
  // The signature's text, not its decoded bytes: base64url's last character carries two unused bits,
  // so decoding would accept four spellings of one signature. Only the link we sent is valid.
  const given = Buffer.from(token.slice(token.indexOf('.') + 1));
  const expected = Buffer.from(mac(secret, id, email, purpose).toString('base64url'));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The page a newsletter e-mail links to, under the configured PUBLIC_URL. */
export function unsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}

function mac(secret: string, id: number, email: string, purpose: UnsubscribePurpose): Buffer {
  return createHmac('sha256', secret).update(`${purpose}-unsubscribe\n${id}\n${email}`).digest();
}
