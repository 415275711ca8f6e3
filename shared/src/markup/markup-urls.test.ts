// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isSafeImageUrl, isSafeLinkUrl, pixelSize } from './markup-urls';

describe(isSafeLinkUrl.name, () => {
  it.each(['https://a.example', 'http://a.example/x?y=1', 'mailto:a@b.example', '/', '/dive-sites', '/blog/x#tips', '/?q=reef', '/%5Cx'])(
    'accepts %s',
    (url) => expect(isSafeLinkUrl(url)).toBe(true),
  );

  it.each([
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    'tel:123',
    '#top',
    'evil.example',
    'https:evil.example',
    'mailto:',
    '',
    ' ',
  ])('refuses %j', (url) => expect(isSafeLinkUrl(url)).toBe(false));
});

describe(isSafeImageUrl.name, () => {
  it.each(['https://cdn.example/a.jpg', '/images/a.jpg', 'data:image/png;base64,iVBORw0KGgo=', 'DATA:image/webp;base64,AA'])(
    'accepts %s',
    (url) => expect(isSafeImageUrl(url)).toBe(true),
  );

  it.each(['//cdn.example/a.jpg', '/\\cdn.example/a.jpg', '/', 'data:text/html,x', 'javascript:x', 'a.jpg', ''])('refuses %j', (url) =>
    expect(isSafeImageUrl(url)).toBe(false),
  );
});

describe(pixelSize.name, () => {
  it('reads whole pixels only', () => {
    expect(pixelSize('600')).toBe(600);
    expect(pixelSize(' 300px ')).toBe(300);
    expect(pixelSize('100%')).toBeNull();
    expect(pixelSize('0')).toBeNull();
    expect(pixelSize('99999')).toBeNull();
    expect(pixelSize('6e2')).toBeNull();
    expect(pixelSize(undefined)).toBeNull();
  });
});
