import { describe, expect, it } from 'vitest';
import { mediaSrcSet, mediaVariantUrl, parseMediaUrl, variantWidths } from './media-names';

describe(parseMediaUrl.name, () => {
  it('reads size and widths from a disk address and from a bucket or CDN address', () => {
    expect(parseMediaUrl('/media/0123456789abcdef-1600x1067/1600.jpg')).toEqual({
      base: '/media/0123456789abcdef-1600x1067',
      key: '0123456789abcdef-1600x1067',
      width: 1600,
      height: 1067,
      widths: [480, 960, 1600],
    });
    expect(parseMediaUrl('https://cdn.example.com/media/0123456789abcdef-700x500/700.jpg')?.widths).toEqual([480, 700]);
  });

  it('leaves every other address alone', () => {
    for (const url of [
      'https://images.unsplash.com/photo-1',
      '/images/gear/mask.svg',
      '/media/0123456789abcdef-1600x1067/960.jpg',
      '/media/0123456789abcdef-1600x1067/1600.jpg?x=1',
      'javascript:/media/0123456789abcdef-1x1/1.jpg',
      '',
      null,
    ]) {
      expect(parseMediaUrl(url)).toBeNull();
    }
  });
});

describe(variantWidths.name, () => {
  it('never upscales', () => {
    expect(variantWidths(300)).toEqual([300]);
    expect(variantWidths(960)).toEqual([480, 960]);
  });
});

describe(mediaSrcSet.name, () => {
  it('lists each width of one format, and picks the smallest variant wide enough', () => {
    const ref = parseMediaUrl('/media/0123456789abcdef-1600x1067/1600.jpg')!;
    expect(mediaSrcSet(ref, 'webp')).toBe(
      '/media/0123456789abcdef-1600x1067/480.webp 480w, /media/0123456789abcdef-1600x1067/960.webp 960w, /media/0123456789abcdef-1600x1067/1600.webp 1600w',
    );
    expect(mediaVariantUrl(ref, 600)).toBe('/media/0123456789abcdef-1600x1067/960.jpg');
    expect(mediaVariantUrl(ref, 5000, 'avif')).toBe('/media/0123456789abcdef-1600x1067/1600.avif');
  });
});
