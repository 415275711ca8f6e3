/**
 * How an uploaded photo's address says everything a page needs, shared by the API and the frontend
 * (`@ddu/shared/media/media-names`). Content stores the largest JPEG variant:
 *
 *   [<public base>]/media/<hash>-<W>x<H>/<W>.jpg
 *
 * `hash` is 16 hex digits of the original file's SHA-256, W×H the intrinsic size of the largest
 * variant. Every other variant sits beside it as `<w>.avif|webp|jpg`, for each standard width below
 * W, plus W itself (never upscaled). So the address alone gives the srcset, the width/height
 * attributes and the aspect ratio: no lookup, and pasted URLs elsewhere are untouched.
 */

export const MEDIA_WIDTHS = [480, 960, 1600] as const;
export const MEDIA_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

export const MEDIA_KEY = /^[0-9a-f]{16}-[1-9]\d{0,4}x[1-9]\d{0,4}$/;
export const MEDIA_FILE = /^[1-9]\d{0,4}\.(?:avif|webp|jpg)$/;
/** The path part of a stored media address, wherever it is hosted. */
const MEDIA_PATH = /\/media\/([0-9a-f]{16})-([1-9]\d{0,4})x([1-9]\d{0,4})\/([1-9]\d{0,4})\.jpg$/;

export interface MediaRef {
  /** Everything before `/<W>.jpg`: the variants' folder. */
  base: string;
  key: string;
  width: number;
  height: number;
  widths: number[];
}

/** The widths written for a photo whose largest variant is `largest` pixels wide. */
export function variantWidths(largest: number): number[] {
  return [...MEDIA_WIDTHS.filter((w) => w < largest), largest];
}

export function mediaKey(hash: string, width: number, height: number): string {
  return `${hash}-${width}x${height}`;
}

export function variantFile(width: number, format: MediaFormat): string {
  return `${width}.${format}`;
}

/** The uploaded photo an address points at, or null for any other image (pasted URL, bundled file). */
export function parseMediaUrl(url: string | null | undefined): MediaRef | null {
  const path = url?.trim() ?? '';
  const match = MEDIA_PATH.exec(path);
  if (!match || /[?#\s]/.test(path) || !(path.startsWith('/media/') || /^https?:\/\//i.test(path))) return null;
  const [, hash, w, h, largest] = match;
  const width = Number(w);
  if (Number(largest) !== width) return null;
  return {
    base: path.slice(0, path.lastIndexOf('/')),
    key: mediaKey(hash!, width, Number(h)),
    width,
    height: Number(h),
    widths: variantWidths(width),
  };
}

/** `srcset` of one format: "…/480.webp 480w, …/960.webp 960w". */
export function mediaSrcSet(ref: MediaRef, format: MediaFormat): string {
  return ref.widths.map((w) => `${ref.base}/${variantFile(w, format)} ${w}w`).join(', ');
}

/** The address of one variant: the smallest at least `minWidth` wide (else the largest). */
export function mediaVariantUrl(ref: MediaRef, minWidth: number, format: MediaFormat = 'jpg'): string {
  const width = ref.widths.find((w) => w >= minWidth) ?? ref.width;
  return `${ref.base}/${variantFile(width, format)}`;
}
