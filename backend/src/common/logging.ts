import { LoggerService } from '@nestjs/common';
import { LogController } from 'fastify';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { AppConfig } from '../config/app-config';

import { isBeaconRoute } from './json-bodies';
import { QuietLogger } from './quiet-logger';

/** Nest's start-up chatter, left out as in QuietLogger. */
const NOISY_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory']);

/**
 * Nest's own messages (start-up, audit or database warnings) as JSON lines through Fastify's pino
 * logger, so production logs are one format an operator's tools can parse.
 */
export class JsonLogger implements LoggerService {
  constructor(private readonly pino: FastifyBaseLogger) {}

  log(message: unknown, context?: string): void {
    if (context && NOISY_CONTEXTS.has(context)) return;
    this.pino.info({ context }, String(message));
  }
  error(message: unknown, ...rest: unknown[]): void {
    const context = typeof rest[rest.length - 1] === 'string' ? (rest[rest.length - 1] as string) : undefined;
    if (message instanceof Error) this.pino.error({ context, err: message }, message.message);
    else this.pino.error({ context }, String(message));
  }
  warn(message: unknown, context?: string): void {
    this.pino.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string): void {
    this.pino.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string): void {
    this.pino.trace({ context }, String(message));
  }
}

export interface LoggingOptions {
  /** Where JSON lines go (tests capture them); standard output by default. */
  logStream?: NodeJS.WritableStream;
}

/**
 * Fastify's options for logging. JSON (LOG_FORMAT=json, the production default): pino with one
 * line per request written by installRequestLogging instead of Fastify's two. Request ids are
 * random, never taken from the client, so they identify one request across instances.
 */
export function fastifyLoggingOptions(config: AppConfig, options: LoggingOptions = {}): Partial<FastifyServerOptions> {
  return {
    logger: config.log.format === 'json' ? { level: config.log.level, ...(options.logStream ? { stream: options.logStream } : {}) } : false,
    // Also silences Fastify's own logging of client errors (with their stack traces).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
  };
}

/** The Nest logger: JSON through Fastify's pino in production, readable lines in development. */
export function nestLogger(config: AppConfig, fastify: FastifyInstance): LoggerService {
  return config.log.format === 'json' ? new JsonLogger(fastify.log) : new QuietLogger();
}

/**
 * One JSON line per answered request: id, method, route, status and duration. Except a beacon post
 * answered 202: a busy site sends a thousand a second, each line would cost about a tenth of the
 * post, and the events themselves are the record of them (a refused post is still logged).
 */
export function installRequestLogging(fastify: FastifyInstance, config: AppConfig): void {
  fastify.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (e: null, p: unknown) => void) => {
    // Lets the owner quote an id from a browser's network tab when reporting a problem.
    void reply.header('x-request-id', request.id);
    done(null, payload);
  });
  if (config.log.format !== 'json') return;
  fastify.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (reply.statusCode === 202 && isBeaconRoute(request.routeOptions.config)) return done();
    request.log.info(
      {
        method: request.method,
        // The route pattern (/api/products/:id), so lines group by endpoint; the path only when nothing
        // matched. Never the query: links from e-mails carry their tokens there.
        route: request.routeOptions.url ?? null,
        url: request.routeOptions.url ? undefined : (request.url.split('?')[0] ?? '').slice(0, 200),
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
    done();
  });
}
