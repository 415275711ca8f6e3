import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { isSameOriginOrAllowed } from '../common/csrf/csrf-origin';
import { isBeaconRoute } from '../common/json-bodies';
import { strictBeaconEvent } from './beacon-event-check';
import type { EventCollectorService } from './event-collector.service';

/** The body the fast path read but left to the full pipeline, handed back to Fastify's body parser. */
const HANDED_BACK = Symbol('beaconBodyHandedBack');

type HandedBack = FastifyRequest & { [HANDED_BACK]?: Buffer };

/** The one body encoding the fast path reads (what sendBeacon sends); any other goes the full way. */
const BEACON_CONTENT_TYPE = /^(?:text\/plain|application\/json)\s*(?:;\s*charset="?utf-8"?\s*)?$/i;

export interface BeaconFastPathOptions {
  /** The collector, once Nest has made it (null before: every request then goes the full way). */
  collector: () => EventCollectorService | null;
  /** The origins the CSRF guard allows besides the site's own (config.allowedOrigins). */
  allowedOrigins: readonly string[];
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The analytics beacon's fast path. At a thousand posts a second, Nest's pipeline (guards, the
 * validation pipe with class-transformer, interceptors, then helmet's and the other hooks) cost more
 * than the event itself and slowed every public read. So the beacon route is taken in the first
 * onRequest hook: the body is read here, checked by hand (strictBeaconEvent, the CSRF rule, the
 * per-client limit), buffered, and answered 202 with no body.
 *
 * Only a 202 is answered here. Anything else (a refused event, a client over its limit, another
 * content type, an unknown length, a cross-site post, the day's salt not read yet) goes on through
 * Fastify and Nest as before, with the body handed back through a preParsing hook: the error
 * answers stay the documented ones, from the one place that writes them, and the route stays in
 * the OpenAPI document (AnalyticsCollectController) with the same contract.
 *
 * Install before any plugin (its onRequest hook must run first) and before the routes exist (the
 * preParsing hook is added to the beacon route as it is registered).
 */
export function installBeaconFastPath(fastify: FastifyInstance, options: BeaconFastPathOptions): void {
  fastify.addHook('onRoute', (route: RouteOptions) => {
    if (!isBeaconRoute(route.config)) return;
    const existing = route.preParsing ? (Array.isArray(route.preParsing) ? route.preParsing : [route.preParsing]) : [];
    route.preParsing = [handBack, ...existing];
  });

  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    const collector = request.method === 'POST' && isBeaconRoute(request.routeOptions.config) ? options.collector() : null;
    if (!collector || !takesFast(request, options.allowedOrigins)) return done();
    const bodyLimit = request.routeOptions.bodyLimit;
    const length = Number(header(request, 'content-length'));
    if (!(length > 0 && length <= bodyLimit)) return done();
    readBody(request.raw, length, (error, body) => {
      if (error || !body) return done(error ?? undefined);
      if (takeEvent(collector, request, body)) {
        void reply.code(202).send();
        return;
      }
      (request as HandedBack)[HANDED_BACK] = body;
      done();
    });
  });
}

/** What the fast path can answer without reading the body: a plain beacon post from the site itself. */
function takesFast(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  if (request.url.includes('?') || request.headers['transfer-encoding'] !== undefined) return false;
  if (!BEACON_CONTENT_TYPE.test(header(request, 'content-type') ?? '')) return false;
  // The global CSRF guard's rule: a cross-site post is answered 403 by the full pipeline.
  return isSameOriginOrAllowed({
    method: request.method,
    origin: header(request, 'origin'),
    referer: header(request, 'referer'),
    host: request.host ?? header(request, 'host'),
    allowedOrigins: [...allowedOrigins],
  });
}

/** True when the collector took the event (stored or deliberately not counted): answer 202. */
function takeEvent(collector: EventCollectorService, request: FastifyRequest, body: Buffer): boolean {
  const text = body.toString('utf8');
  // The full pipeline drops these keys (json-bodies.ts) or refuses them (Fastify's JSON parser).
  if (text.includes('__proto__') || text.includes('constructor')) return false;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return false;
  }
  const event = strictBeaconEvent(value);
  return event !== null && collector.accept(request, event);
}

/** Reads a body of a known length (at most the route's limit, checked before). */
function readBody(raw: IncomingMessage, length: number, callback: (error: Error | null, body: Buffer | null) => void): void {
  const chunks: Buffer[] = [];
  let received = 0;
  let finished = false;
  const finish = (error: Error | null) => {
    if (finished) return;
    finished = true;
    raw.removeListener('data', onData);
    raw.removeListener('end', onEnd);
    raw.removeListener('error', onError);
    if (error) return callback(error, null);
    callback(null, chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, received));
  };
  const onData = (chunk: Buffer) => {
    received += chunk.length;
    chunks.push(chunk);
  };
  const onEnd = () =>
    finish(received === length ? null : Object.assign(new Error('The body is not as long as its Content-Length.'), { statusCode: 400 }));
  const onError = (error: Error) => finish(Object.assign(error, { statusCode: 400 }));
  raw.on('data', onData);
  raw.on('end', onEnd);
  raw.on('error', onError);
}

/** Gives Fastify's body parser the body the fast path read and left to the full pipeline. */
function handBack(
  request: FastifyRequest,
  _reply: FastifyReply,
  payload: Readable,
  done: (error: Error | null, payload?: Readable) => void,
) {
  const body = (request as HandedBack)[HANDED_BACK];
  if (!body) return done(null, payload);
  (request as HandedBack)[HANDED_BACK] = undefined;
  const stream = Readable.from([body], { objectMode: false }) as Readable & { receivedEncodedLength?: number };
  stream.receivedEncodedLength = body.length;
  done(null, stream);
}
