import { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const JSON_ONLY_MESSAGE = 'Please send the request body as JSON (Content-Type: application/json).';

/** application/json, optionally with parameters (charset) or a +json suffix type. */
const JSON_CONTENT_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

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
    if (!hasBody(request) || JSON_CONTENT_TYPE.test(request.headers['content-type'] ?? '')) return done();
    void reply.code(415).send({ statusCode: 415, error: 'Unsupported Media Type', message: JSON_ONLY_MESSAGE });
  });
}
