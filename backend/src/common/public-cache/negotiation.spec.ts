import { matchesEtag, negotiateEncoding } from './negotiation';

describe(negotiateEncoding.name, () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br', 'br'],
    ['x-gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0', 'identity'],
    ['gzip, *;q=0', 'gzip'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
    ['br;q=abc, gzip', 'gzip'],
  ])('answers %j with %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });

  it('reads a header sent several times', () => {
    expect(negotiateEncoding(['deflate', 'gzip'])).toBe('gzip');
  });
});

describe(matchesEtag.name, () => {
  const etag = '"abc"';
  it.each([
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['*', true],
    ['"abd"', false],
    [undefined, false],
  ])('If-None-Match %j matches: %s', (header, expected) => {
    expect(matchesEtag(header, etag)).toBe(expected);
  });
});
