import {
  ArgumentsHost,
  Catch,
  ConflictException,
  ExceptionFilter,
  HttpException,
  Logger,
  ServiceUnavailableException,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../../database/database-timeouts';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  SAVE_UNAVAILABLE_MESSAGE,
  isUniqueViolation,
} from '../database-errors';
import { ErrorAnswer, ErrorBody, errorBody, sendError, statusText } from './error-body';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** An http-errors style client error (e.g. from the static file server refusing "/a%00b"). */
function clientErrorStatus(error: unknown): number | null {
  const status = (error as { statusCode?: unknown; status?: unknown } | null)?.statusCode ?? (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}

/** The status ApiErrorsFilter answers `error` with (the audit log records the same one). */
export function answeredStatus(error: unknown): number {
  if (error instanceof HttpException) return error.getStatus();
  const clientStatus = clientErrorStatus(error);
  if (clientStatus !== null) return clientStatus;
  if (isUniqueViolation(error)) return 409;
  return isDatabaseUnavailable(error) ? 503 : 500;
}

/**
 * The last word on every error. Its bodies, {statusCode, error, message, details?} (ErrorResponseDto),
 * are written by sendError, as are those of the Fastify hooks that answer before Nest does. Database errors that are not a server
 * fault get a readable answer instead of a 500: a duplicate unique key is the client's mistake (409);
 * an unreachable or hanging database is an outage (503 with Retry-After), and a write says plainly
 * that nothing was saved. Client errors are answered without logging a stack trace; a real 500 logs
 * one stack with the request id, and the answer carries the id so a report can be matched to its log line.
 */
@Catch()
export class ApiErrorsFilter implements ExceptionFilter {
  private readonly logger = new Logger('ExceptionsHandler');

  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    if (error instanceof HttpException) {
      // A 429 that knows its wait (a site-wide cap, the login throttle) says it in Retry-After too.
      const wait = (error.getResponse() as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
      if (error.getStatus() === 429 && typeof wait === 'number' && !reply.getHeader('retry-after')) {
        void reply.header('retry-after', String(Math.max(1, Math.ceil(wait))));
      }
      return send(reply, withoutQuery(errorBody(error)));
    }
    const clientStatus = clientErrorStatus(error);
    if (clientStatus !== null) {
      const exposed = (error as { expose?: boolean }).expose !== false;
      const message = exposed && (error as Error).message ? (error as Error).message : statusText(clientStatus);
      return send(reply, { statusCode: clientStatus, message });
    }
    if (isUniqueViolation(error)) {
      return send(reply, errorBody(new ConflictException('A record with this value already exists (it must be unique).')));
    }
    if (isDatabaseUnavailable(error)) {
      const method = http.getRequest<{ method: string }>().method;
      void reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      const message = READ_METHODS.has(method) ? DATABASE_UNAVAILABLE_MESSAGE : SAVE_UNAVAILABLE_MESSAGE;
      return send(reply, errorBody(new ServiceUnavailableException(message)));
    }
    this.answerServerError(error, http.getRequest<FastifyRequest>(), reply);
  }

  private answerServerError(error: unknown, request: FastifyRequest, reply: FastifyReply): void {
    const requestId = String(request.id);
    // Fastify's pino logger (LOG_FORMAT=json) adds the request id itself; without it, say it in the line.
    if (typeof request.log?.level === 'string') request.log.error({ err: error }, 'Unhandled error');
    else this.logger.error(`Request ${requestId} failed: ${(error as Error)?.stack ?? String(error)}`);
    send(reply, { statusCode: 500, message: 'Internal server error', requestId });
  }
}

/**
 * Nest's "Cannot GET /api/x?token=…" says the address without its query: the query of a link from
 * an e-mail carries its token, which must never come back in an answer (or a screenshot of one).
 */
export function withoutQuery(body: ErrorBody): ErrorBody {
  const match = /^(Cannot [A-Z]+ [^?\s]*)\?/.exec(body.message);
  return match ? { ...body, message: match[1]! } : body;
}

function send(reply: FastifyReply, body: ErrorAnswer | ErrorBody): void {
  void sendError(reply, body);
}
