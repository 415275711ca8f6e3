import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { MEDIA_WIDTHS, MediaFormat, mediaKey, variantFile, variantWidths } from '@ddu/shared/media/media-names';
import { AcceptedFormat, nameMismatch, sniffImage } from './media-sniff';

// Memory stays bounded under parallel uploads: no operation cache (an upload is never processed twice),
// two libvips threads per image, and at most MAX_JOBS photos decoded at once (the rest wait their turn).
sharp.cache(false);
sharp.concurrency(2);
const MAX_JOBS = 2;

export class ImageRefusedError extends Error {
  constructor(
    readonly status: 413 | 415 | 422,
    message: string,
  ) {
    super(message);
  }
}

export interface ProcessedVariant {
  file: string;
  contentType: string;
  body: Buffer;
}

export interface ProcessedPhoto {
  key: string;
  width: number;
  height: number;
  widths: number[];
  placeholderColor: string;
  originalFormat: AcceptedFormat;
  variants: ProcessedVariant[];
}

const CONTENT_TYPES: Record<MediaFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };

let running = 0;
const waiting: Array<() => void> = [];

async function inTurn<T>(job: () => Promise<T>): Promise<T> {
  if (running >= MAX_JOBS) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await job();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

function hex(value: number): string {
  return Math.max(0, Math.min(255, Math.round(value)))
    .toString(16)
    .padStart(2, '0');
}

/** Reads only the header: size and orientation, never the pixels. */
async function header(input: Buffer, maxPixels: number) {
  let meta: sharp.Metadata;
  try {
    // Only the header is read here, so no pixel limit yet: the check below gives the readable answer.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRefusedError(422, 'The photo could not be read: the file may be damaged. Please try another copy.');
  }
  const { width, height } = meta;
  if (!width || !height) throw new ImageRefusedError(422, 'The photo could not be read: it has no size. Please try another copy.');
  if (width * height > maxPixels) {
    const mp = Math.round((width * height) / 1e6);
    throw new ImageRefusedError(
      422,
      `This image is ${width} × ${height} pixels (${mp} megapixels); at most ${Math.round(maxPixels / 1e6)} megapixels can be uploaded. Please make it smaller and try again.`,
    );
  }
  // Orientations 5–8 turn the picture a quarter: width and height swap.
  return (meta.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}

async function encode(image: sharp.Sharp, format: MediaFormat, opaque: boolean): Promise<Buffer> {
  switch (format) {
    case 'avif':
      return image.avif({ quality: 50, effort: 2 }).toBuffer();
    case 'webp':
      return image.webp({ quality: 72, effort: 4 }).toBuffer();
    case 'jpg':
      return (opaque ? image : image.flatten({ background: '#ffffff' })).jpeg({ quality: 78, mozjpeg: true }).toBuffer();
  }
}

/**
 * Checks what the file is, refuses bombs from the header alone, then decodes once (shrunk on load),
 * applies the EXIF orientation and writes every width × format. Outputs carry no metadata at all
 * (sharp keeps none unless asked): no GPS position, camera or ICC profile; colours are converted to sRGB.
 */
export async function processPhoto(input: Buffer, maxPixels: number, fileName = ''): Promise<ProcessedPhoto> {
  const sniffed = sniffImage(input);
  if (!sniffed.ok) throw new ImageRefusedError(415, sniffed.message);
  const mismatch = nameMismatch(fileName, sniffed.format);
  if (mismatch) throw new ImageRefusedError(415, mismatch);
  const oriented = await header(input, maxPixels);
  const width = Math.min(oriented.width, MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]);
  const height = Math.max(1, Math.round((oriented.height * width) / oriented.width));
  const hash = createHash('sha256').update(input).digest('hex').slice(0, 16);

  return inTurn(async () => {
    let decoded: { data: Buffer; info: sharp.OutputInfo };
    try {
      decoded = await sharp(input, { limitInputPixels: maxPixels, failOn: 'error' })
        .rotate()
        .resize(width, height, { fit: 'fill' })
        .toColourspace('srgb')
        .raw()
        .toBuffer({ resolveWithObject: true });
    } catch {
      throw new ImageRefusedError(422, 'The photo could not be read: the file may be damaged. Please try another copy.');
    }
    const raw = { width: decoded.info.width, height: decoded.info.height, channels: decoded.info.channels };
    const opaque = raw.channels < 4;
    const { dominant } = await sharp(decoded.data, { raw }).stats();
    const variants: ProcessedVariant[] = [];
    for (const w of variantWidths(width)) {
      const image = sharp(decoded.data, { raw }).resize(w, Math.max(1, Math.round((height * w) / width)), { fit: 'fill' });
      const bodies = await Promise.all((['avif', 'webp', 'jpg'] as const).map((f) => encode(image.clone(), f, opaque)));
      (['avif', 'webp', 'jpg'] as const).forEach((format, i) =>
        variants.push({ file: variantFile(w, format), contentType: CONTENT_TYPES[format], body: bodies[i]! }),
      );
    }
    return {
      key: mediaKey(hash, width, height),
      width,
      height,
      widths: variantWidths(width),
      placeholderColor: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
      originalFormat: sniffed.format,
      variants,
    };
  });
}
