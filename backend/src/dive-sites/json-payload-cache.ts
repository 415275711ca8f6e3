import { Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

/** A response body serialised once and reused for every request until it is refreshed. */
export interface JsonPayload {
  json: Buffer;
  gzip: Buffer;
  etag: string;
}

export async function toJsonPayload(value: unknown): Promise<JsonPayload> {
  const json = Buffer.from(JSON.stringify(value), 'utf8');
  return {
    json,
    // Compressed off the event loop, once per refresh: the list shrinks about tenfold for phones.
    gzip: await gzipAsync(json),
    etag: `"${createHash('sha1').update(json).digest('base64url')}"`,
  };
}

interface Entry {
  payload: JsonPayload;
  loadedAt: number;
  /** The data's fingerprint when it was loaded (null without a version function). */
  version: string | null;
}

/**
 * Caches one JSON payload in memory.
 *
 * - A write on this instance calls `invalidate()`: the next request waits for fresh data, so the
 *   admin always sees their own change.
 * - Writes on another instance cannot be seen here, so an entry older than `ttlMs` is revalidated in
 *   the background while the old bytes are still served (stale-while-revalidate). With a `version`
 *   function (a cheap fingerprint query) the data is reloaded only when the fingerprint changed;
 *   either way every instance shows another's change within about `ttlMs`, and no request waits.
 * - Concurrent misses share one load; a load that started before an invalidation is never stored.
 */
export class JsonPayloadCache {
  private readonly logger = new Logger(JsonPayloadCache.name);
  private entry: Entry | null = null;
  private generation = 0;
  private inflight: { generation: number; promise: Promise<JsonPayload> } | null = null;

  constructor(
    private readonly load: () => Promise<unknown>,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly version?: () => Promise<string>,
  ) {}

  get(): Promise<JsonPayload> {
    const entry = this.entry;
    if (!entry) return this.refresh(null);
    if (this.now() - entry.loadedAt >= this.ttlMs) {
      this.refresh(entry).catch((error: unknown) => this.logger.error(`Background refresh failed: ${String(error)}`));
    }
    return Promise.resolve(entry.payload);
  }

  invalidate(): void {
    this.generation += 1;
    this.entry = null;
  }

  /** Reloads, or with a known entry first asks whether the data changed since it was loaded. */
  private refresh(known: Entry | null): Promise<JsonPayload> {
    if (this.inflight && this.inflight.generation === this.generation) return this.inflight.promise;
    const generation = this.generation;
    const startedAt = this.now();
    const promise = (async () => {
      // The fingerprint is read before the data: a write in between makes the next check reload.
      const version = this.version ? await this.version() : null;
      if (known && version !== null && version === known.version) {
        if (generation === this.generation && this.entry === known) known.loadedAt = startedAt;
        return known.payload;
      }
      const payload = await toJsonPayload(await this.load());
      if (generation === this.generation) this.entry = { payload, loadedAt: startedAt, version };
      return payload;
    })().finally(() => {
      if (this.inflight?.promise === promise) this.inflight = null;
    });
    this.inflight = { generation, promise };
    return promise;
  }
}

/** True unless the client leaves gzip out or refuses it with q=0. */
export function acceptsGzip(acceptEncoding: string | string[] | undefined): boolean {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  return header.split(',').some((part) => {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    if (coding.trim() !== 'gzip' && coding.trim() !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** If-None-Match may list several tags, weak ones ("W/...") included, or "*". */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

interface ReplyLike {
  header(name: string, value: string): unknown;
  code(status: number): unknown;
  send(body?: Buffer): unknown;
}

/** Sends the pre-serialised bytes straight through Fastify, gzipped when the client accepts it. */
export function sendJsonPayload(
  headers: { 'if-none-match'?: string; 'accept-encoding'?: string | string[] },
  reply: ReplyLike,
  payload: JsonPayload,
): void {
  reply.header('content-type', 'application/json; charset=utf-8');
  reply.header('etag', payload.etag);
  reply.header('vary', 'accept-encoding');
  // Browsers may keep the list but must ask again; an unchanged list then costs a 304 only.
  reply.header('cache-control', 'no-cache');
  if (matchesEtag(headers['if-none-match'], payload.etag)) {
    reply.code(304);
    reply.send();
    return;
  }
  if (acceptsGzip(headers['accept-encoding'])) {
    reply.header('content-encoding', 'gzip');
    reply.send(payload.gzip);
    return;
  }
  reply.send(payload.json);
}
