/**
 * The site's own illustrations (`/images/blog|gear|locations/<name>.svg`) are also drawn by the build
 * as WebP pictures at these widths (build-plugins/illustrations.ts), named `<name>.<width>.webp` beside
 * the SVG. Pages on a phone ask for those: an SVG in an <img> is a document of its own that the browser builds
 * and draws on the page's main thread (5 to 25 ms each on a fast machine, eight times that on a
 * phone, a shop page holds nine), while a WebP is decoded off it.
 */
export const ILLUSTRATION_WIDTHS = [480, 960] as const;

/**
 * Where the pictures are used: a phone's screen, where an illustration is at most 600 CSS pixels wide
 * and 960 px covers it at the phone's pixel density, and where the main thread is slowest. A tablet or
 * a computer draws the SVG itself: sharp at any size and density (an article's 900-pixel header on a
 * 2x screen would need a picture 1,800 px wide), on a processor that builds it quickly.
 */
export const ILLUSTRATION_PICTURE_MEDIA = '(max-width: 599.95px)';

/** The folders of public/images whose SVGs are illustrations. */
export const ILLUSTRATION_FOLDERS = ['blog', 'gear', 'locations'] as const;

const FOLDER = ILLUSTRATION_FOLDERS.join('|');
const ILLUSTRATION = new RegExp(`^/images/(?:${FOLDER})/[a-z0-9-]+\\.svg$`);
const VARIANT = new RegExp(`^(/images/(?:${FOLDER})/[a-z0-9-]+)\\.(\\d+)\\.webp$`);

/** Whether the build draws WebP pictures of this image address. */
export function isIllustration(src: string | null | undefined): src is string {
  return typeof src === 'string' && ILLUSTRATION.test(src);
}

/** The address of an illustration's picture at one of ILLUSTRATION_WIDTHS. */
export function illustrationVariantUrl(src: string, width: number): string {
  return `${src.slice(0, -'.svg'.length)}.${width}.webp`;
}

/** The illustration a picture's address was drawn from, and its width; null for any other address. */
export function illustrationOfVariant(url: string): { src: string; width: number } | null {
  const match = VARIANT.exec(url);
  const width = Number(match?.[2]);
  if (!match || !(ILLUSTRATION_WIDTHS as readonly number[]).includes(width)) return null;
  return { src: `${match[1]}.svg`, width };
}

/** The `srcset` of an illustration's WebP pictures, or null for any other address. */
export function illustrationSrcSet(src: string | null | undefined): string | null {
  if (!isIllustration(src)) return null;
  return ILLUSTRATION_WIDTHS.map((width) => `${illustrationVariantUrl(src, width)} ${width}w`).join(', ');
}
