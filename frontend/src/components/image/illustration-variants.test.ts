import { describe, expect, it } from 'vitest';
import { illustrationSrcSet, isIllustration } from './illustration-variants';

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
});
