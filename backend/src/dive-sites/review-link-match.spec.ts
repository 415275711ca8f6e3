import { escapeLike, linkPathMatches, normalisePagePath } from './review-link-match';

describe(normalisePagePath.name, () => {
  it.each([
    ['/blog/some-slug', '/blog/some-slug'],
    ['/blog/some-slug/', '/blog/some-slug'],
    ['/blog/some-slug?utm_source=x#top', '/blog/some-slug'],
    ['https://divedownunder.com.au/blog/some-slug', '/blog/some-slug'],
    ['http://example.com/blog/caf%C3%A9', '/blog/café'],
    ['/', null],
    ['https://divedownunder.com.au/', null],
    ['//evil.example/blog/x', null],
    ['javascript:alert(1)', null],
    ['not a link', null],
    ['', null],
    [null, null],
  ])('%s → %s', (link, expected) => {
    expect(normalisePagePath(link)).toBe(expected);
  });
});

describe(linkPathMatches.name, () => {
  it('matches a full address or a path with the same page path only', () => {
    expect(linkPathMatches('https://divedownunder.com.au/blog/some-slug', '/blog/some-slug')).toBe(true);
    expect(linkPathMatches('/blog/some-slug', '/blog/some-slug')).toBe(true);
    expect(linkPathMatches('/blog/some-slug-2', '/blog/some-slug')).toBe(false);
    expect(linkPathMatches('/en/blog/some-slug', '/blog/some-slug')).toBe(false);
    expect(linkPathMatches(null, '/blog/some-slug')).toBe(false);
  });
});

describe(escapeLike.name, () => {
  it('escapes LIKE wildcards and the escape character', () => {
    expect(escapeLike('100%_sure!\\')).toBe('100!%!_sure!!\\');
  });
});
