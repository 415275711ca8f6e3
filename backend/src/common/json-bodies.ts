import { RouteConfig } from '@nestjs/platform-fastify';
import { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './errors/error-body';
import { bodyLimitConfig } from './request-limits';

export const JSON_ONLY_MESSAGE = 'Please send the request body as JSON (Content-Type: application/json).';

/** application/json, optionally with parameters (charset) or a +json suffix type. */
const JSON_CONTENT_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

const MULTIPART_CONTENT_TYPE = /^multipart\/form-data\s*;/i;
const ACCEPTS_MULTIPART = 'acceptsMultipart';

/** The one kind of route that takes a multipart body instead of JSON (photo uploads). */
export function AcceptsMultipart(): MethodDecorator {
  return RouteConfig({ [ACCEPTS_MULTIPART]: true });
}

const FORM_CONTENT_TYPE = /^application\/x-www-form-urlencoded\s*(?:;|$)/i;
const ACCEPTS_FORM = 'acceptsFormBody';

/**
 * RFC 8058 one-click unsubscribes: mail providers POST `List-Unsubscribe=One-Click` as a form,
 * URL-encoded or multipart/form-data (the RFC's own example), or with no body, and the route must
 * take it as they send it. Such a route reads nothing from the body (its token is in the query):
 * @fastify/multipart only marks a multipart request, leaving the unread body for Node to discard.
 */
export function AcceptsFormBody(): MethodDecorator {
  return RouteConfig({ [ACCEPTS_FORM]: true });
}

const TEXT_CONTENT_TYPE = /^text\/plain\s*(?:;|$)/i;
const ACCEPTS_BEACON = 'acceptsBeaconBody';

/**
 * The analytics beacon: `navigator.sendBeacon(url, string)` sends its JSON as text/plain (a type that
 * needs no preflight), so the one route that takes it reads a text/plain body as JSON. Anything that
 * is not a JSON object is answered 400 before validation. Takes the route's body limit too (a second
 * RouteConfig would replace this one).
 */
export function AcceptsBeaconBody(bodyLimitBytes: number): MethodDecorator {
  return RouteConfig({ [ACCEPTS_BEACON]: true, ...bodyLimitConfig(bodyLimitBytes) });
}

/** True for the route config AcceptsBeaconBody wrote: the analytics beacon's route. */
export function isBeaconRoute(config: unknown): boolean {
  return (config as Record<string, unknown> | undefined)?.[ACCEPTS_BEACON] === true;
}

function acceptsBeacon(request: FastifyRequest): boolean {
  return isBeaconRoute(request.routeOptions?.config) && TEXT_CONTENT_TYPE.test(request.headers['content-type'] ?? '');
}

/** Parses a beacon route's text/plain body as JSON; runs before the request-shape limits and validation. */
export function readBeaconBodies(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (!acceptsBeacon(request) || typeof request.body !== 'string') return done();
    try {
      const value: unknown = JSON.parse(request.body, (key, v: unknown) => (key === '__proto__' || key === 'constructor' ? undefined : v));
      if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new Error('not an object');
      request.body = value;
      done();
    } catch {
      void sendError(reply, { statusCode: 400, message: 'The request body must be a JSON object.' });
    }
  });
}

function acceptsForm(request: FastifyRequest): boolean {
  const config = request.routeOptions?.config as unknown as Record<string, unknown> | undefined;
  const type = request.headers['content-type'] ?? '';
  return config?.[ACCEPTS_FORM] === true && (FORM_CONTENT_TYPE.test(type) || MULTIPART_CONTENT_TYPE.test(type));
}

function acceptsMultipart(request: FastifyRequest): boolean {
  const config = request.routeOptions?.config as unknown as Record<string, unknown> | undefined;
  return config?.[ACCEPTS_MULTIPART] === true && MULTIPART_CONTENT_TYPE.test(request.headers['content-type'] ?? '');
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Every endpoint takes JSON. Fastify would otherwise parse text/plain into a string and Nest a
 * form post into an object, which then fail validation with confusing field messages (or, for
 * multipart, a bare "Unsupported Media Type"). Checked on arrival, before anything is parsed.
 */
export function refuseNonJsonBodies(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (
      !hasBody(request) ||
      JSON_CONTENT_TYPE.test(request.headers['content-type'] ?? '') ||
      acceptsMultipart(request) ||
      acceptsForm(request) ||
      acceptsBeacon(request)
    )
      return done();
    void sendError(reply, { statusCode: 415, message: JSON_ONLY_MESSAGE });
  });
}
