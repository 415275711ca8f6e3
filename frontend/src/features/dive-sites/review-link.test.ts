import { describe, expect, it } from 'vitest';
import { reviewLinkTarget } from './review-link';

describe(reviewLinkTarget.name, () => {
  it('keeps site paths inside the app', () => {
    expect(reviewLinkTarget('/blog/diving-julian-rocks')).toEqual({ kind: 'internal', to: '/blog/diving-julian-rocks' });
    expect(reviewLinkTarget(`${window.location.origin}/blog/x?a=1`)).toEqual({ kind: 'internal', to: '/blog/x?a=1' });
  });

  it('opens other http(s) addresses externally', () => {
    expect(reviewLinkTarget(' https://example.com/review ')).toEqual({ kind: 'external', href: 'https://example.com/review' });
    expect(reviewLinkTarget('http://example.com')).toEqual({ kind: 'external', href: 'http://example.com/' });
  });

  it.each([null, undefined, '', '   ', 'javascript:alert(1)', 'mailto:a@b.c', '//evil.example/x', 'not a link'])(
    'gives no target for %s',
    (link) => {
      expect(reviewLinkTarget(link)).toBeNull();
    },
  );
});
