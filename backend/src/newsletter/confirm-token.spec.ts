import { createHmac } from 'node:crypto';
import {
  CONFIRM_LINK_DAYS,
  confirmUrl,
  isLatestConfirmToken,
  parseConfirmToken,
  signConfirmToken,
  verifyConfirmToken,
} from './confirm-token';

const SECRET = 'a-test-secret-that-is-long-enough-0001';
const EXPIRES = new Date('2026-12-01T00:00:00Z');

describe(verifyConfirmToken.name, () => {
  const sut = signConfirmToken(SECRET, 7, 'ann@example.com', EXPIRES);

  it('accepts the token signed for the subscriber and reads its expiry', () => {
    expect(parseConfirmToken(sut)).toEqual({ id: 7, expiresAt: EXPIRES, inSeconds: false });
    expect(verifyConfirmToken(SECRET, sut, 7, 'ann@example.com')).toBe(true);
  });

  it.each([
    ['another address', SECRET, sut, 7, 'bob@example.com'],
    ['another secret', `${SECRET}x`, sut, 7, 'ann@example.com'],
    ['another id', SECRET, sut.replace(/^7\./, '8.'), 8, 'ann@example.com'],
    ['a later expiry', SECRET, sut.replace(/\.(\d+)\./, (_m, s: string) => `.${Number(s) + 86_400_000}.`), 7, 'ann@example.com'],
    ['a changed signature', SECRET, `${sut.slice(0, -2)}${sut.endsWith('AA') ? 'BB' : 'AA'}`, 7, 'ann@example.com'],
  ])('refuses a token checked against %s', (_name, secret, token, id, email) => {
    expect(verifyConfirmToken(secret, token, id, email)).toBe(false);
  });

  it.each(['', '7', '7.123', 'x.y.z', `7.1800000000.${'a'.repeat(42)}`])('finds nothing in the malformed token %j', (token) => {
    expect(parseConfirmToken(token)).toBeNull();
  });

  it('still reads a link whose expiry is in seconds, as links were signed before', () => {
    const seconds = Math.floor(EXPIRES.getTime() / 1000);
    const mac = createHmac('sha256', SECRET).update(`newsletter-confirm\n7\nann@example.com\n${seconds}`).digest('base64url');
    const legacy = `7.${seconds}.${mac}`;
    expect(parseConfirmToken(legacy)).toEqual({ id: 7, expiresAt: EXPIRES, inSeconds: true });
    expect(verifyConfirmToken(SECRET, legacy, 7, 'ann@example.com')).toBe(true);
    const sentAt = new Date(EXPIRES.getTime() - CONFIRM_LINK_DAYS * 86_400_000 + 345);
    expect(isLatestConfirmToken(parseConfirmToken(legacy)!, sentAt)).toBe(true);
    expect(isLatestConfirmToken(parseConfirmToken(legacy)!, new Date(sentAt.getTime() + 1000))).toBe(false);
  });

  it("keeps a dive-window alert's link and a newsletter link apart (same id, same address)", () => {
    const alert = signConfirmToken(SECRET, 7, 'ann@example.com', EXPIRES, 'window-alert');
    expect(verifyConfirmToken(SECRET, alert, 7, 'ann@example.com', 'window-alert')).toBe(true);
    expect(verifyConfirmToken(SECRET, alert, 7, 'ann@example.com')).toBe(false);
    expect(verifyConfirmToken(SECRET, sut, 7, 'ann@example.com', 'window-alert')).toBe(false);
  });

  it('builds the link under the public URL', () => {
    expect(confirmUrl('https://dive.example', sut)).toBe(`https://dive.example/newsletter/confirm?token=${sut}`);
  });
});
