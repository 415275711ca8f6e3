import {
  BadRequestException,
  CallHandler,
  ConflictException,
  ExecutionContext,
  HttpStatus,
  Injectable,
  NestInterceptor,
  UnprocessableEntityException,
} from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import { Reflector } from '@nestjs/core';
import { createHash } from 'node:crypto';
import { from, Observable, of, throwError } from 'rxjs';
import { catchError, concatMap, map } from 'rxjs/operators';
import type { AdminAwareRequest } from '../../auth/admin-session.guard';
import { IdempotencyService } from './idempotency.service';

/** The request header (RFC draft "The Idempotency-Key HTTP Header Field"), lower case as Node gives it. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Set on an answer that repeats an earlier one instead of doing the work again. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

export const KEY_INVALID_MESSAGE = 'The Idempotency-Key header must be 1 to 255 visible characters (a UUID is a good choice).';
export const KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for a different request. Send a new key for a new item.';
export const KEY_IN_FLIGHT_MESSAGE = 'A request with this Idempotency-Key is still being saved. Please wait a moment and try again.';

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export interface IdempotentRequest extends AdminAwareRequest {
  method: string;
  url: string;
  body?: unknown;
  headers: Record<string, string | string[] | undefined>;
  /** True when the answer repeats an earlier one: nothing was written (the audit log skips it). */
  idempotentReplay?: boolean;
}

interface HeaderReply {
  header(name: string, value: string): unknown;
}

/** JSON with every object's keys in order, so the same body always has the same fingerprint. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What makes two requests "the same": method, path and body. An upload's body is streamed to the
 * handler, not read before it, so its fingerprint is its length (the multipart boundary differs on
 * every send, so the content type cannot be part of it).
 */
export function fingerprintOf(request: Pick<IdempotentRequest, 'method' | 'url' | 'body' | 'headers'>): string {
  const contentType = String(request.headers['content-type'] ?? '');
  const body = contentType.startsWith('multipart/')
    ? `multipart:${String(request.headers['content-length'] ?? '')}`
    : canonicalJson(request.body ?? null);
  return createHash('sha256').update(`${request.method} ${request.url}\n${body}`).digest('hex');
}

/**
 * Makes an admin create safe to repeat: with an `Idempotency-Key` header the first request does the
 * work and its answer is remembered for a day; a repeat with the same key (same admin, same request)
 * gets that answer and creates nothing, even while the first is still running. Without the header the
 * request is handled as usual. Runs inside the session guard, so the admin is known.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly keys: IdempotencyService,
    private readonly reflector: Reflector,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<IdempotentRequest>();
    const header = request.headers[IDEMPOTENCY_KEY_HEADER];
    const userId = request.adminSession?.userId;
    if (header === undefined || userId === undefined) return next.handle();
    const key = Array.isArray(header) ? '' : header.trim();
    if (!KEY_PATTERN.test(key)) throw new BadRequestException(KEY_INVALID_MESSAGE);

    const claim = await this.keys.claim(userId, key, fingerprintOf(request));
    switch (claim.kind) {
      case 'mismatch':
        throw new UnprocessableEntityException(KEY_REUSED_MESSAGE);
      case 'in-flight':
        throw new ConflictException(KEY_IN_FLIGHT_MESSAGE);
      case 'replay':
        request.idempotentReplay = true;
        context.switchToHttp().getResponse<HeaderReply>().header(IDEMPOTENT_REPLAYED_HEADER, 'true');
        return of(claim.body);
      case 'claimed':
        break;
    }
    const statusCode = this.reflector.get<number | undefined>(HTTP_CODE_METADATA, context.getHandler()) ?? HttpStatus.CREATED;
    return next.handle().pipe(
      concatMap((body: unknown) => from(this.keys.complete(userId, key, statusCode, body)).pipe(map(() => body))),
      catchError((error: unknown) => from(this.keys.release(userId, key)).pipe(concatMap(() => throwError(() => error)))),
    );
  }
}
