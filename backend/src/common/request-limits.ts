import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { sendError } from './errors/error-body';

/**
 * Body sizes per kind of route. The server-wide limit (BODY_LIMIT_BYTES, 1 MB) is right for the
 * owner's articles; an anonymous login or newsletter sign-up never needs more than a few hundred
 * bytes, so anything bigger is refused from its Content-Length before it is read or parsed.
 */
export const BODY_LIMITS = {
  /** Login, newsletter: one or two short fields. */
  tiny: 4 * 1024,
  /** The contact form: 5,000 characters still fit when every one is sent as a \uXXXX escape. */
  form: 64 * 1024,
} as const;

/**
 * Far above any request DTO (the largest, a dive site, has about 25 flat fields), far below what
 * makes class-transformer and the validators expensive: their cost grows faster than the key count.
 */
export const MAX_JSON_KEYS = 200;
/** Request DTOs are flat; a little room for a mistaken nested value to be reported by its field. */
export const MAX_JSON_DEPTH = 8;

export const TOO_MANY_FIELDS_MESSAGE = `The request has too many fields (at most ${MAX_JSON_KEYS}).`;
export const TOO_DEEP_MESSAGE = 'The request is nested too deeply.';

const ROUTE_BODY_LIMIT = 'bodyLimit';

/** A smaller body limit for one route (Fastify's per-route bodyLimit, set from the route config). */
export function BodyLimit(bytes: number): MethodDecorator {
  return RouteConfig(bodyLimitConfig(bytes));
}

/** The route config of BodyLimit, for a route that sets other config too (one RouteConfig replaces another). */
export function bodyLimitConfig(bytes: number): Record<string, unknown> {
  return { [ROUTE_BODY_LIMIT]: bytes };
}

/**
 * Why a parsed JSON value is too big in shape to be worth validating, or null. Counts object keys
 * and array items together; iterative and stops at the first excess, so its own cost is bounded.
 */
export function jsonShapeProblem(value: unknown): { status: 400 | 413; message: string } | null {
  if (value === null || typeof value !== 'object') return null;
  const stack: Array<[object, number]> = [[value, 1]];
  let keys = 0;
  while (stack.length) {
    const [current, depth] = stack.pop()!;
    if (depth > MAX_JSON_DEPTH) return { status: 400, message: TOO_DEEP_MESSAGE };
    for (const key in current) {
      if (++keys > MAX_JSON_KEYS) return { status: 413, message: TOO_MANY_FIELDS_MESSAGE };
      const child = (current as Record<string, unknown>)[key];
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return null;
}

/**
 * Installs the request-shape limits on the Fastify instance. Must run before the routes are
 * registered (before app.init()), since per-route body limits are applied as routes are added.
 */
export function installRequestLimits(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route: RouteOptions) => {
    const limit = (route.config as Record<string, unknown> | undefined)?.[ROUTE_BODY_LIMIT];
    if (typeof limit === 'number') route.bodyLimit = limit;
  });
  // After parsing, before Nest's guards, pipes and class-transformer see anything.
  fastify.addHook('preValidation', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const problem = jsonShapeProblem(request.body) ?? jsonShapeProblem(request.query);
    if (!problem) return done();
    void sendError(reply, { statusCode: problem.status, message: problem.message });
  });
}
