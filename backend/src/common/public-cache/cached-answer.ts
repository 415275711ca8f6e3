import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** What a builder hands the cache: one HTTP answer, before it is encoded. */
export interface AnswerSource {
  status: number;
  contentType: string;
  body: string | Buffer;
  /** Extra headers sent with every copy (e.g. a Link or Content-Language); never caching headers. */
  headers?: Record<string, string>;
  /** A fixed Cache-Control instead of the public one: the page shells (`no-store` for the admin's, `no-cache`). */
  cacheControl?: string;
}

/** One answer, serialised and compressed once, then sent as it is to every client that asks. */
export interface CachedAnswer {
  readonly status: number;
  readonly contentType: string;
  readonly headers: Readonly<Record<string, string>>;
  /** Strong validator of the plain bytes; every coding of them shares it. */
  readonly etag: string;
  readonly identity: Buffer;
  /** Null when compressing would not pay (tiny bodies) or the answer is not shared. */
  readonly gzip: Buffer | null;
  readonly br: Buffer | null;
  /** False for answers only one client may see (the admin's drafts): sent `private, no-store`. */
  readonly shared: boolean;
  /** Null: the public cache's own Cache-Control (see PublicCacheService.send). */
  readonly cacheControl: string | null;
  /** Roughly what keeping it costs in memory. */
  readonly bytes: number;
}

/** Below this, compressed bytes save less than the headers that announce them. */
const MIN_COMPRESS_BYTES = 512;
/** Brotli's best quality costs ~30 ms on 40 KB but seconds on megabytes; quality 5 is ~10 % larger. */
const BEST_BROTLI_UP_TO_BYTES = 128 * 1024;
const ENTRY_OVERHEAD_BYTES = 512;

function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Compresses on the thread pool (zlib's async API), so a rebuild never stalls other requests. */
export async function toCachedAnswer(source: AnswerSource): Promise<CachedAnswer> {
  const identity = typeof source.body === 'string' ? Buffer.from(source.body, 'utf8') : source.body;
  let gzipped: Buffer | null = null;
  let brotli: Buffer | null = null;
  if (identity.length >= MIN_COMPRESS_BYTES) {
    const quality = identity.length <= BEST_BROTLI_UP_TO_BYTES ? constants.BROTLI_MAX_QUALITY : 5;
    [gzipped, brotli] = await Promise.all([
      gzipAsync(identity),
      brotliAsync(identity, {
        params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
      }),
    ]);
    if (gzipped.length >= identity.length) gzipped = null;
    if (brotli.length >= identity.length) brotli = null;
  }
  const headers = { ...(source.headers ?? {}) };
  const headerBytes = Object.entries(headers).reduce((sum, [k, v]) => sum + k.length + v.length, 0);
  return {
    status: source.status,
    contentType: source.contentType,
    headers,
    etag: etagOf(identity),
    identity,
    gzip: gzipped,
    br: brotli,
    shared: true,
    cacheControl: source.cacheControl ?? null,
    bytes: identity.length + (gzipped?.length ?? 0) + (brotli?.length ?? 0) + headerBytes + ENTRY_OVERHEAD_BYTES,
  };
}

/** An answer for one client only: never stored, never compressed (built for each request anyway). */
export function privateAnswer(source: AnswerSource): CachedAnswer {
  const identity = typeof source.body === 'string' ? Buffer.from(source.body, 'utf8') : source.body;
  return {
    status: source.status,
    contentType: source.contentType,
    headers: { ...(source.headers ?? {}) },
    etag: '',
    identity,
    gzip: null,
    br: null,
    shared: false,
    cacheControl: null,
    bytes: identity.length,
  };
}
