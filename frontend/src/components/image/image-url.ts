import { parseMediaUrl } from '@ddu/shared/media/media-names';

export const DEFAULT_QUALITY = 80;
export const IMAGE_WIDTHS = [400, 600, 800, 1200, 1600] as const;
export const PRODUCT_CARD_SIZE = { width: 400, height: 224 } as const;
export const REVIEW_IMAGE_SIZE = { width: 640, height: 480, quality: 90 } as const;
export const BLOG_HEADER_SIZE = { width: 1200, height: 600 } as const;
export const MAX_MEMOISED_URLS = 100;

export interface ImageUrlOptions {
  width?: number;
  height?: number;
  quality?: number;
  format?: 'webp' | 'auto';
}

type HostKind = 'cloudinary' | 'imgix' | 'unsplash' | 'shopify' | 'generic';

function hostKind(url: URL): HostKind {
  const host = url.hostname.toLowerCase();
  if (host === 'res.cloudinary.com' && url.pathname.includes('/upload/')) return 'cloudinary';
  if (host.endsWith('.imgix.net')) return 'imgix';
  if (host === 'images.unsplash.com') return 'unsplash';
  if (host === 'cdn.shopify.com') return 'shopify';
  return 'generic';
}

// Cloudinary transformations sit in the path segment right after /upload/, e.g. /upload/w_400,q_80/v123/a.jpg.
const CLOUDINARY_TRANSFORMATION = /^(?:[a-z]{1,3}_[^,/]+)(?:,[a-z]{1,3}_[^,/]+)*$/;

function rewriteCloudinary(url: URL, opts: Required<Pick<ImageUrlOptions, 'quality'>> & ImageUrlOptions): void {
  const parts = [
    opts.width ? `w_${opts.width}` : '',
    opts.height ? `h_${opts.height}` : '',
    `q_${opts.quality}`,
    opts.width && opts.height ? 'c_fill' : '',
    opts.format === 'webp' ? 'f_webp' : 'f_auto',
  ].filter(Boolean);
  const [before, after = ''] = url.pathname.split(/\/upload\/(.*)/s);
  const segments = after.split('/');
  // Replace an existing transformation rather than stacking a second one on top of it.
  if (segments.length > 1 && CLOUDINARY_TRANSFORMATION.test(segments[0] ?? '')) segments.shift();
  url.pathname = `${before}/upload/${parts.join(',')}/${segments.join('/')}`;
}

function setParams(url: URL, params: Record<string, string | number | undefined>): void {
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
}

// Pre-signed URLs (S3, Azure SAS, CloudFront) stop working when any query parameter changes.
function isSigned(url: URL): boolean {
  return ['X-Amz-Signature', 'Signature', 'sig', 'Expires'].some((key) => url.searchParams.has(key));
}

function rewrite(original: string, opts: ImageUrlOptions): string {
  let url: URL;
  try {
    url = new URL(original);
  } catch {
    return original;
  }
  const quality = opts.quality ?? DEFAULT_QUALITY;
  const { width, height } = opts;
  const crop = width && height ? 'crop' : undefined;
  switch (hostKind(url)) {
    case 'cloudinary':
      rewriteCloudinary(url, { ...opts, quality });
      break;
    case 'imgix':
      setParams(url, { w: width, h: height, q: quality, fit: crop });
      setParams(url, opts.format === 'webp' ? { fm: 'webp' } : { auto: 'format' });
      break;
    case 'unsplash':
      setParams(url, { w: width, h: height, q: quality, fit: crop });
      setParams(url, opts.format === 'auto' ? { auto: 'format' } : { fm: 'webp' });
      break;
    case 'shopify':
      // Shopify's CDN sizes by width/height parameters and picks the format itself; it has no quality setting.
      setParams(url, { width, height, crop: crop ? 'center' : undefined });
      break;
    case 'generic':
      if (isSigned(url)) return original;
      setParams(url, { w: width, h: height, q: quality });
      break;
  }
  return url.toString();
}

const memo = new Map<string, string>();

/**
 * Asks the image host for a resized, compressed variant. Relative paths (bundled assets),
 * data: and blob: URLs cannot be rewritten and come back unchanged.
 */
export function optimizeImageUrl(url: string, opts: ImageUrlOptions = {}): string {
  const trimmed = url.trim();
  // Uploaded photos have their own variants (ImageWithFallback's <picture>); a query would break their address.
  if (!/^https?:\/\//i.test(trimmed) || parseMediaUrl(trimmed)) return url;
  const key = [trimmed, opts.width, opts.height, opts.quality ?? DEFAULT_QUALITY, opts.format].join('|');
  const cached = memo.get(key);
  if (cached !== undefined) {
    // Re-insert so the entry counts as recently used; Map keeps insertion order.
    memo.delete(key);
    memo.set(key, cached);
    return cached;
  }
  const result = rewrite(trimmed, opts);
  memo.set(key, result);
  if (memo.size > MAX_MEMOISED_URLS) {
    const oldest = memo.keys().next().value;
    if (oldest !== undefined) memo.delete(oldest);
  }
  return result;
}

/** For tests: start from an empty memo. */
export function clearImageUrlMemo(): void {
  memo.clear();
}

/** `srcSet` value for the standard widths, or '' when the host cannot resize (use the plain src then). */
export function responsiveSrcSet(url: string, quality: number = DEFAULT_QUALITY): string {
  if (optimizeImageUrl(url, { width: IMAGE_WIDTHS[0], quality }) === url) return '';
  return IMAGE_WIDTHS.map((width) => `${optimizeImageUrl(url, { width, quality })} ${width}w`).join(', ');
}

const CATEGORY_FILTERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bcomputers?\b/, 'contrast(1.05) saturate(1.1)'],
  [/\b(?:masks?|fins?)\b/, 'saturate(1.1) hue-rotate(-5deg)'],
  [/\b(?:bcds?|vests?)\b/, 'brightness(1.03) saturate(1.05)'],
  [/\b(?:regulators?|cameras?)\b/, 'contrast(1.08) brightness(1.02)'],
  [/\b(?:wetsuits?|apparel)\b/, 'saturate(0.95) contrast(1.05)'],
];

/** Subtle CSS colour filter that gives each gear family a consistent look on review pages. */
export function categoryImageFilter(category: string, title: string): string {
  const text = `${category} ${title}`.toLowerCase();
  return CATEGORY_FILTERS.find(([pattern]) => pattern.test(text))?.[1] ?? 'none';
}
