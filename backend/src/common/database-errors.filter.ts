import {
  ArgumentsHost,
  Catch,
  ConflictException,
  ExceptionFilter,
  HttpException,
  Logger,
  ServiceUnavailableException,
} from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { QueryFailedError } from 'typeorm';
import { isDatabaseUnavailable } from '../database/database-timeouts';

/** Seconds a client is asked to wait when the database cannot answer. */
export const DATABASE_RETRY_AFTER_SECONDS = 10;
export const DATABASE_UNAVAILABLE_MESSAGE = 'The site is temporarily unavailable. Please try again in a moment.';
export const SAVE_UNAVAILABLE_MESSAGE = 'The site is temporarily unable to save changes. Nothing was saved.';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** True for a unique-key violation on MySQL/MariaDB or SQLite. */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = (error as QueryFailedError & { driverError?: { code?: string } }).driverError;
  const code = driverError?.code ?? '';
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** An http-errors style client error (e.g. from the static file server refusing "/a%00b"). */
function clientErrorStatus(error: unknown): number | null {
  const status = (error as { statusCode?: unknown; status?: unknown } | null)?.statusCode ?? (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}

/**
 * The last word on every error. Database errors that are not a server fault get a readable answer
 * instead of a 500: a duplicate unique key is the client's mistake (409); an unreachable or hanging
 * database is an outage (503 with Retry-After), and a write says plainly that nothing was saved.
 * Client errors are answered without logging a stack trace; a real 500 logs one stack with the
 * request id, and the answer carries the id so a report can be matched to its log line.
 */
@Catch()
export class DatabaseErrorsFilter extends BaseExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ExceptionsHandler');

  catch(error: unknown, host: ArgumentsHost): void {
    if (error instanceof HttpException) return super.catch(error, host);
    const clientStatus = clientErrorStatus(error);
    if (clientStatus !== null) {
      const exposed = (error as { expose?: boolean; message?: string }).expose !== false;
      const text = STATUS_CODES[clientStatus] ?? 'Bad Request';
      const message = exposed && (error as Error).message ? (error as Error).message : text;
      return super.catch(new HttpException({ statusCode: clientStatus, error: text, message }, clientStatus), host);
    }
    if (isUniqueViolation(error)) {
      return super.catch(new ConflictException('A record with this value already exists (it must be unique).'), host);
    }
    if (isDatabaseUnavailable(error)) {
      const http = host.switchToHttp();
      const method = http.getRequest<{ method: string }>().method;
      http.getResponse<{ header(name: string, value: string): unknown }>().header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      const message = READ_METHODS.has(method) ? DATABASE_UNAVAILABLE_MESSAGE : SAVE_UNAVAILABLE_MESSAGE;
      return super.catch(new ServiceUnavailableException(message), host);
    }
    this.answerServerError(error, host);
  }

  private answerServerError(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const requestId = String(request.id);
    // Fastify's pino logger (LOG_FORMAT=json) adds the request id itself; without it, say it in the line.
    if (typeof request.log?.level === 'string') request.log.error({ err: error }, 'Unhandled error');
    else this.logger.error(`Request ${requestId} failed: ${(error as Error)?.stack ?? String(error)}`);
    if (reply.sent) return;
    void reply.status(500).send({ statusCode: 500, error: 'Internal Server Error', message: 'Internal server error', requestId });
  }
}
