import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { from, lastValueFrom, map, Observable } from 'rxjs';
import type { Topic } from '../content-versions/content-topics';
import { cacheKey, QueryValues, routePath } from './cache-key';
import { AnswerSource, CachedAnswer, toCachedAnswer } from './cached-answer';
import { JSON_CONTENT_TYPE, PublicCacheService } from './public-cache.service';
import { PublicFile } from './public-file';
import { isVersioned } from './versioned';

export const PUBLIC_CACHED = 'ddu:public-cached';

/** What @PublicCached stores on a handler. */
export interface PublicCachedMetadata {
  topics: readonly Topic[];
  /** The query parameters the handler reads (its @Query DTO's properties). */
  query: readonly string[];
  pinned: boolean;
  privateWhen?: (query: QueryValues) => boolean;
  versioned: boolean;
}

/** The bytes a handler's value is sent as: JSON serialised once (as Fastify would), or a PublicFile as it is. */
export function answerSourceOf(value: unknown): AnswerSource {
  if (value instanceof PublicFile) return { status: 200, contentType: value.contentType, body: value.body, headers: value.headers };
  return { status: 200, contentType: JSON_CONTENT_TYPE, body: JSON.stringify(value) };
}

/**
 * The miss path of @PublicCached handlers (the hit path of a repeated address is the onRequest hook
 * in PublicCacheService). Runs before the handler's pipes: on a current entry the handler is not
 * called at all; otherwise the handler (pipes first) builds the answer once for every request
 * waiting on the same key. The key is the route as the router matched it plus the query parameters
 * @PublicCached declares, nothing else of the request.
 */
@Injectable()
export class PublicCacheInterceptor implements NestInterceptor {
  constructor(
    private readonly cache: PublicCacheService,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<void> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    return from(this.answer(context, request, next)).pipe(map((answer) => this.cache.send(request, reply, answer)));
  }

  private async answer(context: ExecutionContext, request: FastifyRequest, next: CallHandler): Promise<CachedAnswer> {
    const options = this.reflector.get<PublicCachedMetadata>(PUBLIC_CACHED, context.getHandler());
    const run = async (): Promise<unknown> => lastValueFrom(next.handle(), { defaultValue: undefined });
    const query = (request.query ?? {}) as QueryValues;
    if (options.privateWhen?.(query)) return this.cache.privateJson(await run());
    const kept: Record<string, string | readonly string[] | undefined> = {};
    let undeclared = false;
    for (const name of Object.keys(query)) {
      if (options.query.includes(name)) kept[name] = query[name];
      else undeclared = true;
    }
    // A route that reads a query validates it with a DTO, which refuses this request (400): let it, looking nothing up.
    if (undeclared && options.query.length > 0) return toCachedAnswer(answerSourceOf(await run()));
    const params = (request.params ?? {}) as Record<string, string | undefined>;
    const key = cacheKey(routePath(request.routeOptions.url ?? request.url, params), kept);
    if (options.versioned) {
      // The handler says which state is current (it may refresh it first); the answer is built once per state.
      const value = await run();
      if (!isVersioned(value)) throw new Error(`${context.getClass().name}.${context.getHandler().name} must return a Versioned answer`);
      return this.cache.get(`${key}#${value.version}`, options.topics, async () => ({
        ...answerSourceOf(await value.build()),
        cacheControl: this.cache.shortLivedCacheControl(),
      }));
    }
    const pinned = options.pinned && Object.keys(kept).length === 0;
    return this.cache.get(key, options.topics, async () => answerSourceOf(await run()), { pinned, exactUrl: true });
  }
}
