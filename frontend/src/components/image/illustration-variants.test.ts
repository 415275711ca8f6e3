import { describe, expect, it } from 'vitest';
import { illustrationOfVariant, illustrationSrcSet, isIllustration } from './illustration-variants';

describe('illustration variants', () => {
  it('names the WebP pictures of an illustration beside its SVG', () => {
    expect(illustrationSrcSet('/images/blog/equalising-tips.svg')).toBe(
      '/images/blog/equalising-tips.480.webp 480w, /images/blog/equalising-tips.960.webp 960w',
    );
  });

  it('leaves every other address alone: photos, pasted URLs, other bundled SVGs, odd paths', () => {
    for (const src of [
      '/media/0123456789abcdef-1600x1066/1600.jpg',
      'https://example.com/reef.svg',
      '/images/og-default.svg',
      '/images/hero-poster.svg',
      '/images/gear/../hero-poster.svg',
      '/images/gear/Suunto.svg',
      '/images/gear/suunto-d5.svg?v=2',
      '',
      null,
      undefined,
    ]) {
      expect(isIllustration(src), String(src)).toBe(false);
      expect(illustrationSrcSet(src)).toBeNull();
    }
  });

  it("reads a picture's address back to its illustration, and nothing else", () => {
    expect(illustrationOfVariant('/images/gear/suunto-d5.960.webp')).toEqual({ src: '/images/gear/suunto-d5.svg', width: 960 });
    for (const url of [
      '/images/gear/suunto-d5.700.webp',
      '/images/other/x.480.webp',
      '/images/gear/../x.480.webp',
      '/images/gear/x.webp',
    ]) {
      expect(illustrationOfVariant(url), url).toBeNull();
    }
  });
});
