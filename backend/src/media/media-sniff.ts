/** What a file really is, from its first bytes (the name and the browser's Content-Type are not believed). */

export type AcceptedFormat = 'jpeg' | 'png' | 'webp' | 'avif';
export type SniffResult = { ok: true; format: AcceptedFormat } | { ok: false; message: string };

export const UNSUPPORTED_MESSAGE = 'This file is not a photo we can use. Please upload a JPEG, PNG, WebP or AVIF image.';
export const SVG_MESSAGE = 'SVG drawings cannot be uploaded: they can carry scripts. Please upload a JPEG, PNG, WebP or AVIF image.';
export const HEIC_MESSAGE =
  'This is an iPhone HEIC photo, which most browsers cannot show. Choose it again with "Upload photo" on the ' +
  'phone (it is converted to JPEG on the way) or export it as JPEG, then upload that.';
export const GIF_MESSAGE = 'GIF images cannot be uploaded. Please upload a JPEG, PNG, WebP or AVIF image.';

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

function ascii(bytes: Buffer, start: number, end: number): string {
  return bytes.subarray(start, end).toString('latin1');
}

/** The ISO-BMFF `ftyp` brands (major and compatible), or null when the file does not start with one. */
function ftypBrands(bytes: Buffer): string[] | null {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return null;
  const size = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands;
}

function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  return (
    head.startsWith('<svg') ||
    ((head.startsWith('<?xml') || head.startsWith('<!--') || head.startsWith('<!doctype')) && head.includes('<svg'))
  );
}

export function sniffImage(bytes: Buffer): SniffResult {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { ok: true, format: 'jpeg' };
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { ok: true, format: 'png' };
  }
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return { ok: true, format: 'webp' };
  const brands = ftypBrands(bytes);
  if (brands) {
    if (brands.includes('avif') || brands.includes('avis')) return { ok: true, format: 'avif' };
    if (brands.some((b) => HEIF_BRANDS.has(b))) return { ok: false, message: HEIC_MESSAGE };
  }
  if (ascii(bytes, 0, 4) === 'GIF8') return { ok: false, message: GIF_MESSAGE };
  if (looksLikeSvg(bytes)) return { ok: false, message: SVG_MESSAGE };
  return { ok: false, message: UNSUPPORTED_MESSAGE };
}

const EXTENSIONS: Record<string, AcceptedFormat> = { jpg: 'jpeg', jpeg: 'jpeg', jfif: 'jpeg', png: 'png', webp: 'webp', avif: 'avif' };
const FORMAT_NAMES: Record<AcceptedFormat, string> = { jpeg: 'JPEG', png: 'PNG', webp: 'WebP', avif: 'AVIF' };
const FORMAT_EXTENSION: Record<AcceptedFormat, string> = { jpeg: '.jpg', png: '.png', webp: '.webp', avif: '.avif' };

/**
 * A file whose name says one image type and whose bytes are another (a PNG renamed .jpg) is refused:
 * something went wrong on the way (a renamed or half-converted file), and the owner should know.
 * Names without an image extension are judged by their bytes alone.
 */
export function nameMismatch(fileName: string, format: AcceptedFormat): string | null {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase() ?? '';
  const named = EXTENSIONS[extension];
  if (!named || named === format) return null;
  return (
    `This file is named "${fileName}" but it is really a ${FORMAT_NAMES[format]} image, not ${FORMAT_NAMES[named]}. ` +
    `Rename it to end in ${FORMAT_EXTENSION[format]} (or save it again as ${FORMAT_NAMES[named]}), then upload it again.`
  );
}
