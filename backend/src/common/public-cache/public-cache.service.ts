import { HttpException, Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit, Optional } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { ContentTopic, Topic } from '../content-versions/content-topics';
import { ContentVersionsService } from '../content-versions/content-versions.service';
import { ByteLru } from './byte-lru';
import { QueryValues, requestCacheKey } from './cache-key';
import { AnswerSource, CachedAnswer, privateAnswer, toCachedAnswer } from './cached-answer';
import { matchesEtag, negotiateEncoding, representationEtag } from './negotiation';
import { edgeTagHeaders } from '../edge/edge-tags';
import { ReadReplicas } from '../../database/read-replicas';
import { hasSessionCookie, PRIVATE_NO_STORE, sharedCacheControl, shortCacheControl } from '../edge/edge-policy';

export type { AnswerSource, CachedAnswer } from './cached-answer';
export type { Topic } from '../content-versions/content-topics';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** After a failed rebuild the last good copy is served this long before the database is tried again. */
const RETRY_AFTER_FAILURE_MS = 1_000;

export interface CacheOptions {
  /**
   * Keep the answer outside the byte-bounded LRU. Only for the fixed, code-defined set of list
   * answers (never for a key made from request input), so a flood of keyed answers cannot evict them.
   */
  pinned?: boolean;
  /**
   * The key is the one requestCacheKey (cache-key.ts) gives every request the route answers this
   * to, for every client without an admin session. Such answers are sent straight from a Fastify
   * onRequest hook, before Nest's routing, guards and pipes (after helmet's headers).
   */
  exactUrl?: boolean;
}

export interface PublicCacheStatus {
  /** True while some answer is being served from a copy that could not be rebuilt, or versions cannot be read. */
  stale: boolean;
  /** Since when answers may be stale (the earlier of a failed rebuild and unreadable versions). */
  staleSince: Date | null;
  keyedEntries: number;
  keyedBytes: number;
  maxKeyedBytes: number;
  pinnedEntries: number;
}

interface Entry {
  answer: CachedAnswer;
  /** The local generations of its topics when its build started; a different stamp means outdated. */
  stamp: string;
  topics: readonly Topic[];
  exactUrl: boolean;
  /** Until then a failed rebuild is not retried and this (outdated) copy is served. */
  retryAfter: number;
}

/**
 * The read cache for public answers (JSON reads, the sitemap, server-rendered pages).
 *
 * Each answer is built once, serialised, compressed to gzip and Brotli on the thread pool and sent
 * with its ETag to every client until a content topic it depends on changes (see
 * ContentVersionsService: at once after a write on this instance, within a poll interval after a
 * write on another). Concurrent requests for a missing answer share one build. Keyed answers live in
 * an LRU bounded in bytes (`PUBLIC_CACHE_MAX_MB`).
 *
 * When a rebuild fails for any reason other than an HttpException (the database is unreachable),
 * the last good copy keeps being served and the cache reports itself stale; with no copy the error
 * propagates. An HttpException (e.g. 404 for a deleted slug) drops the entry and propagates.
 */
@Injectable()
export class PublicCacheService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(PublicCacheService.name);
  private readonly keyed: ByteLru<Entry>;
  private readonly pinned = new Map<string, Entry>();
  private readonly inflight = new Map<string, { stamp: string; promise: Promise<CachedAnswer> }>();
  private readonly generations = new Map<ContentTopic, number>();
  private allGeneration = 0;
  private failingSince: Date | null = null;
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly versions: ContentVersionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() private readonly adapterHost?: HttpAdapterHost,
    @Optional() private readonly replicas?: ReadReplicas,
  ) {
    this.keyed = new ByteLru<Entry>(config.publicCache.maxBytes);
  }

  onModuleInit(): void {
    this.unsubscribe = this.versions.onChange((topics) => this.outdate(topics));
    const fastify = this.adapterHost?.httpAdapter?.getInstance?.() as
      { addHook(name: 'onRequest', hook: (request: FastifyRequest, reply: FastifyReply, done: () => void) => void): void } | undefined;
    fastify?.addHook('onRequest', (request, reply, done) => {
      if (!this.answerEarly(request, reply)) done();
    });
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
  }

  /**
   * The cached answer for `key`, built by `build` when it is missing or one of `topics` changed
   * since it was built.
   *
   * @param key what identifies the answer, e.g. its URL (`/api/products`, `/blog/some-slug`). Keys
   *   made from request input are fine: they live in the byte-bounded LRU.
   * @param topics the content the answer is made from; `'all'` for answers that any content change
   *   may alter (server-rendered pages).
   * @param build makes the answer. Any status may be cached (a 404 page too). Throw an
   *   HttpException to answer with an error that is not cached; any other error (database down)
   *   falls back to the last good copy when there is one.
   */
  get(key: string, topics: readonly Topic[], build: () => Promise<AnswerSource>, options: CacheOptions = {}): Promise<CachedAnswer> {
    const stamp = this.stampOf(topics);
    const entry = options.pinned ? this.pinned.get(key) : this.keyed.get(key);
    if (entry && (entry.stamp === stamp || entry.retryAfter > Date.now())) return Promise.resolve(entry.answer);
    return this.rebuild(key, topics, stamp, build, options);
  }

  /** True when `get` would answer from the cache without building (a current copy, or a fallback in its retry pause). */
  isCurrent(key: string, topics: readonly Topic[]): boolean {
    const entry = this.keyed.get(key);
    return entry !== undefined && (entry.stamp === this.stampOf(topics) || entry.retryAfter > Date.now());
  }

  /** Cache-Control of answers that change by themselves (a forecast's age): shared caches keep them no longer than browsers. */
  shortLivedCacheControl(): string {
    return shortCacheControl(this.config);
  }

  /** A JSON answer for one client (the admin's `?admin=true` lists): never stored, sent `private, no-store`. */
  privateJson(value: unknown): CachedAnswer {
    return privateAnswer({ status: 200, contentType: JSON_CONTENT_TYPE, body: JSON.stringify(value) });
  }

  /**
   * The one sender of cached bytes (JSON reads, rendered pages and the page shells): 304 when
   * If-None-Match holds the ETag of a 2xx answer, otherwise the Brotli, gzip or plain bytes the
   * client accepts, with `Vary: Accept-Encoding`, the content tags (Surrogate-Key, Cache-Tag) and a
   * Cache-Control that lets browsers keep shared answers briefly and shared caches long (`s-maxage`;
   * they are purged by tag on publish, see backend/src/edge). A request carrying the admin's session
   * cookie gets `private, no-store` instead, so the owner always sees their own change and no shared
   * cache keeps their copy; private answers too; an answer with its own Cache-Control (a shell) keeps it.
   */
  send(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): void {
    reply.header('vary', 'accept-encoding');
    for (const name in answer.headers) reply.header(name, answer.headers[name]);
    if (!answer.shared) {
      reply.header('cache-control', 'private, no-store');
      reply.code(answer.status).header('content-type', answer.contentType).send(answer.identity);
      return;
    }
    reply.header('cache-control', answer.cacheControl ?? this.cacheControl(request));
    const wanted = negotiateEncoding(request.headers['accept-encoding']);
    const [coding, body] =
      wanted === 'br' && answer.br
        ? (['br', answer.br] as const)
        : wanted !== 'identity' && answer.gzip
          ? (['gzip', answer.gzip] as const)
          : (['identity', answer.identity] as const);
    const ok = answer.status >= 200 && answer.status < 300;
    if (ok) {
      // Each representation has its own strong validator (RFC 9110 8.8.3): the plain bytes' tag, marked per coding.
      const etag = representationEtag(answer.etag, coding);
      reply.header('etag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) {
        reply.code(304).send();
        return;
      }
    }
    reply.code(answer.status).header('content-type', answer.contentType);
    if (coding !== 'identity') reply.header('content-encoding', coding);
    reply.send(body);
  }

  /**
   * Sends a current exactUrl answer for this request, if there is one: true when it did. Requests
   * with an admin session go the long way, so their guard still refreshes the session. The key is
   * the request's canonical address (cache-key.ts), the same function every builder keys with.
   */
  private answerEarly(request: FastifyRequest, reply: FastifyReply): boolean {
    if (request.method !== 'GET' || hasSessionCookie(request)) return false;
    const key = requestCacheKey(request.url, (request.query ?? {}) as QueryValues);
    if (key === null) return false;
    const entry = this.pinned.get(key) ?? this.keyed.get(key);
    if (!entry?.exactUrl || entry.stamp !== this.stampOf(entry.topics)) return false;
    this.send(request, reply, entry.answer);
    return true;
  }

  /** For the health endpoint and operators. */
  status(): PublicCacheStatus {
    const unreadable = this.versions.unreadableSince;
    const since = [this.failingSince, unreadable].filter((d): d is Date => d !== null).sort((a, b) => +a - +b)[0] ?? null;
    return {
      stale: since !== null,
      staleSince: since,
      keyedEntries: this.keyed.size,
      keyedBytes: this.keyed.bytes,
      maxKeyedBytes: this.keyed.maxBytes,
      pinnedEntries: this.pinned.size,
    };
  }

  private cacheControl(request: FastifyRequest): string {
    // The owner's browser keeps nothing and no shared cache gets their copy: they always see their own change.
    if (hasSessionCookie(request)) return PRIVATE_NO_STORE;
    return sharedCacheControl(this.config);
  }

  /** Outdated entries stay as fallbacks for a database outage; the next request rebuilds them. */
  private outdate(topics: readonly ContentTopic[]): void {
    for (const topic of topics) this.generations.set(topic, (this.generations.get(topic) ?? 0) + 1);
    this.allGeneration += 1;
  }

  private stampOf(topics: readonly Topic[]): string {
    if (topics.includes('all')) return `*${this.allGeneration}`;
    let stamp = '';
    for (const topic of topics) stamp += `${this.generations.get(topic as ContentTopic) ?? 0}.`;
    return stamp;
  }

  private rebuild(
    key: string,
    topics: readonly Topic[],
    stamp: string,
    build: () => Promise<AnswerSource>,
    options: CacheOptions,
  ): Promise<CachedAnswer> {
    const running = this.inflight.get(key);
    if (running && running.stamp === stamp) return running.promise;
    const promise = this.buildAndStore(key, topics, stamp, build, options).finally(() => {
      if (this.inflight.get(key)?.promise === promise) this.inflight.delete(key);
    });
    this.inflight.set(key, { stamp, promise });
    return promise;
  }

  private async buildAndStore(
    key: string,
    topics: readonly Topic[],
    stamp: string,
    build: () => Promise<AnswerSource>,
    options: CacheOptions,
  ): Promise<CachedAnswer> {
    // Nothing is built before the versions were first read: a later change is then always noticed.
    await this.versions.ready();
    let answer: CachedAnswer;
    try {
      // Public reads go to a read replica that has applied every write this instance knows of (or the primary).
      const source = this.replicas?.configured ? await this.replicas.runPublic(this.versions.knownVersions(), build) : await build();
      answer = await toCachedAnswer(withEdgeTags(source, topics));
    } catch (error) {
      return this.fallBack(key, error, options);
    }
    if (this.failingSince) {
      this.logger.log(`Rebuilding cached answers again (failing since ${this.failingSince.toISOString()}).`);
      this.failingSince = null;
    }
    // A change noticed while building may have come after the data was read: then serve, don't keep.
    if (this.stampOf(topics) === stamp) {
      const entry: Entry = { answer, stamp, topics, exactUrl: options.exactUrl === true, retryAfter: 0 };
      if (options.pinned) this.pinned.set(key, entry);
      else if (!this.keyed.set(key, entry, answer.bytes)) this.keyed.delete(key);
    }
    return answer;
  }

  private fallBack(key: string, error: unknown, options: CacheOptions): CachedAnswer {
    const store = options.pinned ? this.pinned : this.keyed;
    if (error instanceof HttpException) {
      store.delete(key);
      throw error;
    }
    const previous = options.pinned ? this.pinned.get(key) : this.keyed.get(key);
    if (!previous) throw error;
    if (!this.failingSince) {
      this.failingSince = new Date();
      this.logger.warn(`Serving the last good copy of ${key} (and others) as the rebuild failed: ${String(error)}`);
    }
    previous.retryAfter = Date.now() + RETRY_AFTER_FAILURE_MS;
    return previous.answer;
  }
}

/** Names the content an answer is built from, for shared caches (see common/edge); not the fixed shells, which keep their own Cache-Control. */
function withEdgeTags(source: AnswerSource, topics: readonly Topic[]): AnswerSource {
  if (source.cacheControl && !source.cacheControl.startsWith('public')) return source;
  return { ...source, headers: { ...source.headers, ...edgeTagHeaders(topics) } };
}
