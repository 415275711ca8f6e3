import { applyDecorators, Res, SetMetadata, UseInterceptors } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import type { Topic } from '../content-versions/content-topics';
import type { QueryValues } from './cache-key';
import { PUBLIC_CACHED, PublicCacheInterceptor, type PublicCachedMetadata } from './public-cache.interceptor';

export interface PublicCachedOptions {
  /**
   * The query parameters the handler reads: its @Query DTO's properties (app/public-cached-query.spec.ts
   * holds each route to its DTO), as the page addresses list theirs (@ddu/shared/pages/page-addresses).
   * The answer is keyed on these alone. A request with any other parameter is not looked up: it runs
   * through the handler, whose DTO refuses it (400). A route that declares none reads none, so every
   * parameter (a tracking tag) answers the same cached bytes.
   */
  query?: readonly string[];
  /**
   * Keep the answer of the bare route (no query) outside the byte-bounded LRU: only for the fixed
   * lists, so a flood of keyed answers cannot evict them. Answers with a query go to the LRU.
   */
  pinned?: boolean;
  /**
   * Requests this holds for (e.g. `?admin=true`) are answered for that request alone: the handler
   * runs, its value is sent `private, no-store`, never stored nor shared with another request.
   */
  privateWhen?: (query: QueryValues) => boolean;
  /**
   * The handler returns a `Versioned` answer (see versioned.ts): it runs on every request and names
   * the state the answer is made from; the answer is built once per version. Never answered early.
   */
  versioned?: boolean;
}

/**
 * The one way to serve a public read: the handler returns its DTO (or a PublicFile) and
 * PublicCacheInterceptor keys it on the route and the query parameters declared here, builds it once,
 * and sends it with its ETag, compression and Cache-Control (see PublicCacheService). The next
 * request for the same address is answered from the onRequest hook, before Nest's routing.
 *
 * @param topics the content the answer is made from; a write to one of them drops it.
 */
export function PublicCached(topics: readonly Topic[], options: PublicCachedOptions = {}): MethodDecorator {
  return applyDecorators(
    SetMetadata(PUBLIC_CACHED, {
      topics,
      query: options.query ?? [],
      pinned: options.pinned === true,
      privateWhen: options.privateWhen,
      versioned: options.versioned === true,
    } satisfies PublicCachedMetadata),
    UseInterceptors(PublicCacheInterceptor),
    ReplySentByCache(),
  );
}

/**
 * Nest (router-execution-context) sends a handler's return value itself unless the handler takes
 * @Res() or @Next() (`isResponseHandled`). The interceptor sends the cached bytes (or a 304) through
 * Fastify itself, so this registers a @Res() argument after the handler's own: Nest then leaves the
 * reply alone, and the handler never sees the extra argument.
 */
function ReplySentByCache(): MethodDecorator {
  return (target, key, descriptor) => {
    const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, target.constructor, key) ?? {}) as Record<string, { index: number }>;
    const declared = (descriptor.value as ((...a: unknown[]) => unknown) | undefined)?.length ?? 0;
    const index = Math.max(declared, ...Object.values(args).map((arg) => arg.index + 1));
    Res()(target, key, index);
  };
}
