/** A body coding the cache keeps: Brotli and gzip copies next to the plain bytes. */
export type BodyEncoding = 'br' | 'gzip' | 'identity';

function qualityOf(params: string[]): number {
  const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
  if (q === undefined) return 1;
  const value = Number(q.slice(2));
  return Number.isFinite(value) ? value : 0;
}

/**
 * The coding to send for an Accept-Encoding header: Brotli or gzip, whichever the client weights
 * higher (Brotli on a tie: smaller), `*` standing for any coding it did not name; identity when it
 * accepts neither. Browsers send one of a handful of headers, so answers are memoised.
 */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined): BodyEncoding {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  if (!header) return 'identity';
  const known = memo.get(header);
  if (known) return known;
  const choice = parse(header);
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(header, choice);
  return choice;
}

const MEMO_LIMIT = 256;
const memo = new Map<string, BodyEncoding>();

function parse(header: string): BodyEncoding {
  let br: number | undefined;
  let gzip: number | undefined;
  let any: number | undefined;
  for (const part of header.toLowerCase().split(',')) {
    const [rawCoding = '', ...params] = part.split(';');
    const coding = rawCoding.trim();
    const q = qualityOf(params);
    if (coding === 'br') br = q;
    else if (coding === 'gzip' || coding === 'x-gzip') gzip = q;
    else if (coding === '*') any = q;
  }
  const brQ = br ?? any ?? 0;
  const gzipQ = gzip ?? any ?? 0;
  if (brQ <= 0 && gzipQ <= 0) return 'identity';
  return brQ >= gzipQ ? 'br' : 'gzip';
}

/** If-None-Match may list several tags, weak ones ("W/...") included, or "*". */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch === etag) return true;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/** The strong ETag of one coding of a body whose plain bytes have `etag`: `"abc"`, `"abc-br"`, `"abc-gzip"`. */
export function representationEtag(etag: string, coding: BodyEncoding): string {
  return coding === 'identity' ? etag : `${etag.slice(0, -1)}-${coding}"`;
}
