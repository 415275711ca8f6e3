import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BLOG_HEADER_SIZE,
  DEFAULT_QUALITY,
  IMAGE_WIDTHS,
  MAX_MEMOISED_URLS,
  PRODUCT_CARD_SIZE,
  REVIEW_IMAGE_SIZE,
  categoryImageFilter,
  clearImageUrlMemo,
  optimizeImageUrl,
  responsiveSrcSet,
} from './image-url';

beforeEach(() => clearImageUrlMemo());

describe('constants', () => {
  it('match the spec', () => {
    expect(DEFAULT_QUALITY).toBe(80);
    expect(IMAGE_WIDTHS).toEqual([400, 600, 800, 1200, 1600]);
    expect(PRODUCT_CARD_SIZE).toEqual({ width: 400, height: 224 });
    expect(REVIEW_IMAGE_SIZE).toEqual({ width: 640, height: 480, quality: 90 });
    expect(BLOG_HEADER_SIZE).toEqual({ width: 1200, height: 600 });
  });
});

describe(optimizeImageUrl.name, () => {
  it('inserts a Cloudinary transformation after /upload/', () => {
    expect(optimizeImageUrl('https://res.cloudinary.com/demo/image/upload/v1712/reef.jpg', { width: 400, height: 224 })).toBe(
      'https://res.cloudinary.com/demo/image/upload/w_400,h_224,q_80,c_fill,f_auto/v1712/reef.jpg',
    );
  });

  it('replaces an existing Cloudinary transformation instead of stacking', () => {
    expect(optimizeImageUrl('https://res.cloudinary.com/demo/image/upload/w_2000,q_100/reef.jpg', { width: 600, format: 'webp' })).toBe(
      'https://res.cloudinary.com/demo/image/upload/w_600,q_80,f_webp/reef.jpg',
    );
  });

  it('adds imgix parameters', () => {
    const url = new URL(optimizeImageUrl('https://dive.imgix.net/reef.jpg?dpr=2', { width: 800, height: 600, quality: 70 }));
    expect(Object.fromEntries(url.searchParams)).toEqual({ dpr: '2', w: '800', h: '600', q: '70', fit: 'crop', auto: 'format' });
  });

  it('asks Unsplash for webp and overrides its default size', () => {
    const url = new URL(optimizeImageUrl('https://images.unsplash.com/photo-1?ixlib=rb-4.0.3&w=1080&q=60', { width: 400, height: 224 }));
    expect(url.searchParams.get('w')).toBe('400');
    expect(url.searchParams.get('h')).toBe('224');
    expect(url.searchParams.get('q')).toBe('80');
    expect(url.searchParams.get('fm')).toBe('webp');
    expect(url.searchParams.get('fit')).toBe('crop');
    expect(url.searchParams.getAll('w')).toHaveLength(1);
    expect(url.searchParams.get('ixlib')).toBe('rb-4.0.3');
  });

  it('sizes Shopify images with width and height parameters', () => {
    const url = new URL(optimizeImageUrl('https://cdn.shopify.com/s/files/1/0001/files/mask.jpg?v=17', { width: 400, height: 224 }));
    expect(Object.fromEntries(url.searchParams)).toEqual({ v: '17', width: '400', height: '224', crop: 'center' });
  });

  it('adds generic w, h and q parameters to other hosts', () => {
    expect(optimizeImageUrl('https://example.com/a.jpg', { width: 640, height: 480, quality: 90 })).toBe(
      'https://example.com/a.jpg?w=640&h=480&q=90',
    );
    expect(optimizeImageUrl('https://example.com/a.jpg')).toBe('https://example.com/a.jpg?q=80');
  });

  it('leaves pre-signed URLs alone', () => {
    const signed = 'https://bucket.s3.amazonaws.com/a.jpg?X-Amz-Signature=abc&X-Amz-Expires=60';
    expect(optimizeImageUrl(signed, { width: 400 })).toBe(signed);
  });

  it.each(['/images/dive-computer.png', 'data:image/png;base64,AAAA', 'blob:https://example.com/1', '', 'not a url'])(
    'returns %s unchanged',
    (url) => {
      expect(optimizeImageUrl(url, { width: 400 })).toBe(url);
    },
  );

  describe('memo', () => {
    // Every rewrite parses the URL once, so counting URL constructions shows cache misses.
    let parsed: string[] = [];
    beforeEach(() => {
      parsed = [];
      const RealURL = URL;
      vi.stubGlobal(
        'URL',
        class extends RealURL {
          constructor(url: string | URL, base?: string | URL) {
            super(url, base);
            parsed.push(String(url));
          }
        },
      );
    });
    afterEach(() => vi.unstubAllGlobals());

    const fill = (count: number) => {
      for (let i = 0; i < count; i += 1) optimizeImageUrl(`https://example.com/${i}.jpg`, { width: 400 });
    };

    it('reuses a rewrite for the same URL and options', () => {
      optimizeImageUrl('https://example.com/a.jpg', { width: 400 });
      optimizeImageUrl('https://example.com/a.jpg', { width: 400 });
      optimizeImageUrl('https://example.com/a.jpg', { width: 600 });
      expect(parsed).toEqual(['https://example.com/a.jpg', 'https://example.com/a.jpg']);
    });

    it('remembers 100 rewrites and drops the oldest past that', () => {
      fill(MAX_MEMOISED_URLS + 1);
      parsed = [];
      optimizeImageUrl('https://example.com/1.jpg', { width: 400 });
      expect(parsed).toEqual([]);
      optimizeImageUrl('https://example.com/0.jpg', { width: 400 });
      expect(parsed).toEqual(['https://example.com/0.jpg']);
    });

    it('keeps a recently used rewrite when trimming', () => {
      optimizeImageUrl('https://example.com/keep.jpg', { width: 400 });
      fill(MAX_MEMOISED_URLS - 1);
      optimizeImageUrl('https://example.com/keep.jpg', { width: 400 });
      optimizeImageUrl('https://example.com/new.jpg', { width: 400 });
      parsed = [];
      expect(optimizeImageUrl('https://example.com/keep.jpg', { width: 400 })).toBe('https://example.com/keep.jpg?w=400&q=80');
      expect(parsed).toEqual([]);
    });
  });
});

describe(responsiveSrcSet.name, () => {
  it('lists the five standard widths', () => {
    expect(responsiveSrcSet('https://example.com/a.jpg')).toBe(
      IMAGE_WIDTHS.map((w) => `https://example.com/a.jpg?w=${w}&q=80 ${w}w`).join(', '),
    );
  });

  it('is empty for images that cannot be resized', () => {
    expect(responsiveSrcSet('/images/local.png')).toBe('');
  });
});

describe('REVIEW_IMAGE_SIZE', () => {
  it('requests review images at 640x480, quality 90', () => {
    expect(optimizeImageUrl('https://res.cloudinary.com/demo/image/upload/a.jpg', REVIEW_IMAGE_SIZE)).toBe(
      'https://res.cloudinary.com/demo/image/upload/w_640,h_480,q_90,c_fill,f_auto/a.jpg',
    );
  });
});

describe(categoryImageFilter.name, () => {
  it.each([
    ['Dive Computers', 'Shearwater Peregrine', 'contrast(1.05) saturate(1.1)'],
    ['Masks & Fins', 'Cressi Big Eyes', 'saturate(1.1) hue-rotate(-5deg)'],
    ['Other', 'Mares Avanti fins review', 'saturate(1.1) hue-rotate(-5deg)'],
    ['BCDs', 'Aqualung Pro HD', 'brightness(1.03) saturate(1.05)'],
    ['Other', 'Travel vest for warm water', 'brightness(1.03) saturate(1.05)'],
    ['Regulators', 'Apeks XTX50', 'contrast(1.08) brightness(1.02)'],
    ['Cameras', 'GoPro Hero 13', 'contrast(1.08) brightness(1.02)'],
    ['Wetsuits', 'Waterproof W2 5mm', 'saturate(0.95) contrast(1.05)'],
    ['Other', 'Definitely a finder of investment gear', 'none'],
  ])('%s / %s → %s', (category, title, expected) => {
    expect(categoryImageFilter(category, title)).toBe(expected);
  });
});
