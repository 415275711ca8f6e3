import { signUnsubscribeToken, unsubscribeTokenId, unsubscribeUrl, verifyUnsubscribeToken } from './unsubscribe-token';

const SECRET = 'a-test-secret-that-is-long-enough-0001';

describe(verifyUnsubscribeToken.name, () => {
  const sut = signUnsubscribeToken(SECRET, 42, 'ann@example.com');

  it('accepts the token signed for the subscriber', () => {
    expect(unsubscribeTokenId(sut)).toBe(42);
    expect(verifyUnsubscribeToken(SECRET, sut, 42, 'ann@example.com')).toBe(true);
  });

  it.each([
    ['another address', SECRET, sut, 42, 'bob@example.com'],
    ['another secret', `${SECRET}x`, sut, 42, 'ann@example.com'],
    ['another id', SECRET, sut.replace(/^42\./, '43.'), 43, 'ann@example.com'],
    ['a changed signature', SECRET, `${sut.slice(0, -1)}${sut.endsWith('A') ? 'B' : 'A'}`, 42, 'ann@example.com'],
  ])('refuses a token checked against %s', (_name, secret, token, id, email) => {
    expect(verifyUnsubscribeToken(secret, token, id, email)).toBe(false);
  });

  it("refuses another spelling of the same signature (the last character's two unused bits changed)", () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(sut.slice(-1));
    const respelt = `${sut.slice(0, -1)}${alphabet[last ^ 1]}`;
    // Decoded, both spellings are the same 32 bytes: only the text tells them apart.
    expect(Buffer.from(respelt.split('.')[1]!, 'base64url')).toEqual(Buffer.from(sut.split('.')[1]!, 'base64url'));
    expect(verifyUnsubscribeToken(SECRET, respelt, 42, 'ann@example.com')).toBe(false);
  });

  it.each(['', '42', '42.', '042.abc', `42.${'a'.repeat(44)}`, 'x.y', `${'9'.repeat(11)}.${'a'.repeat(43)}`])(
    'finds no id in the malformed token %j',
    (token) => {
      expect(unsubscribeTokenId(token)).toBeNull();
    },
  );

  it('builds the link under the public URL', () => {
    expect(unsubscribeUrl('https://dive.example', sut)).toBe(`https://dive.example/newsletter/unsubscribe?token=${sut}`);
  });
});
