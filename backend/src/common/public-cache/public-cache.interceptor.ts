import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { Reflector } from '@nestjs/core';
import { getMetadataStorage } from 'class-validator';
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
  pinned: boolean;
  privateWhen?: (query: QueryValues) => boolean;
  versioned: boolean;
}

/** The query parameters a handler declares: its @Query DTO's properties and any @Query('name'). */
interface DeclaredQuery {
  names: ReadonlySet<string>;
  /** A validated @Query DTO: the global pipe refuses any other parameter (forbidNonWhitelisted). */
  strict: boolean;
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
 * waiting on the same key. The key is the route as the router matched it plus the declared query
 * parameters, nothing else of the request.
 */
@Injectable()
export class PublicCacheInterceptor implements NestInterceptor {
  private readonly declared = new WeakMap<object, DeclaredQuery>();

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
    const declared = this.declaredQuery(context);
    const kept: Record<string, string | readonly string[] | undefined> = {};
    let undeclared = false;
    for (const name of Object.keys(query)) {
      if (declared.names.has(name)) kept[name] = query[name];
      else undeclared = true;
    }
    // The handler's validation refuses this request (400): let it, without looking anything up.
    if (undeclared && declared.strict) return toCachedAnswer(answerSourceOf(await run()));
    const params = (request.params ?? {}) as Record<string, string | undefined>;
    const key = cacheKey(routePath(request.routeOptions.url ?? request.url, params), kept);
    if (options.versioned) {
      // The handler says which state is current (it may refresh it first); the answer is built once per state.
      const value = await run();
      if (!isVersioned(value)) throw new Error(`${context.getClass().name}.${context.getHandler().name} must return a Versioned answer`);
      return this.cache.get(`${key}#${value.version}`, options.topics, async () => answerSourceOf(await value.build()));
    }
    const pinned = options.pinned && Object.keys(kept).length === 0;
    return this.cache.get(key, options.topics, async () => answerSourceOf(await run()), { pinned, exactUrl: true });
  }

  private declaredQuery(context: ExecutionContext): DeclaredQuery {
    const handler = context.getHandler();
    const known = this.declared.get(handler);
    if (known) return known;
    const controller = context.getClass();
    const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, handler.name) ?? {}) as Record<
      string,
      { index: number; data?: unknown }
    >;
    const types = (Reflect.getMetadata('design:paramtypes', controller.prototype as object, handler.name) ?? []) as unknown[];
    const names = new Set<string>();
    let strict = false;
    for (const [key, arg] of Object.entries(args)) {
      if (Number(key.split(':')[0]) !== RouteParamtypes.QUERY) continue;
      if (typeof arg.data === 'string') {
        names.add(arg.data);
        continue;
      }
      const dto = types[arg.index];
      if (typeof dto !== 'function') continue;
      const properties = getMetadataStorage()
        .getTargetValidationMetadatas(dto, '', true, false)
        .map((m) => m.propertyName);
      for (const name of properties) names.add(name);
      strict ||= properties.length > 0;
    }
    const found = { names, strict };
    this.declared.set(handler, found);
    return found;
  }
}
