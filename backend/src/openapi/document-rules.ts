import type { OpenAPIObject } from '@nestjs/swagger';

/**
 * Rules that hold for every operation of the API, applied to the generated document in one place so
 * no handler can forget them (checked by `redocly lint`, see redocly.yaml):
 * - an operation without a security requirement is public and says so (`security: []`); admin ones
 *   get the session cookie from @AdminOnly;
 * - every error answer is JSON (ApiErrorsFilter writes them all), also on operations whose success
 *   is a CSV file or a redirect;
 * - answers the server gives before or around any handler are documented on every operation.
 */

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;

const ERROR_SCHEMA_REF = '#/components/schemas/ErrorResponseDto';

interface Answer {
  description: string;
  content?: Record<string, { schema?: unknown; example?: unknown }>;
  headers?: Record<string, unknown>;
}

interface Operation {
  security?: Array<Record<string, string[]>>;
  requestBody?: unknown;
  parameters?: Array<{ in: string; name: string }>;
  responses: Record<string, Answer>;
}

function errorAnswer(status: number, error: string, description: string, message: string): Answer {
  return {
    description,
    content: { 'application/json': { schema: { $ref: ERROR_SCHEMA_REF }, example: { statusCode: status, error, message } } },
  };
}

/** Every route: the onRequest hook in common/json-bodies.ts refuses a non-JSON body before routing to a handler. */
const EVERY_OPERATION: Record<string, Answer> = {
  '415': errorAnswer(
    415,
    'Unsupported Media Type',
    'The request carries a body that is not JSON.',
    'Please send the request body as JSON (Content-Type: application/json).',
  ),
  // Database outages (common/errors) and requests on open keep-alive connections during shutdown.
  '503': {
    ...errorAnswer(
      503,
      'Service Unavailable',
      'The database does not answer, or the server is shutting down; try again after Retry-After seconds.',
      'The site is temporarily unavailable. Please try again in a moment.',
    ),
    headers: { 'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } } },
  },
};

/** Operations that take a body: malformed JSON (400) and bodies over the route's limit (413, common/request-limits.ts). */
const WITH_BODY: Record<string, Answer> = {
  '400': errorAnswer(400, 'Bad Request', 'The body is not valid JSON or breaks an input rule.', 'name is required.'),
  '413': errorAnswer(413, 'Payload Too Large', 'The body is larger than this operation accepts.', 'Request body is too large'),
};

/** An `id` in the path is a positive whole number (ParseIdPipe, DiveSiteIdParamDto), else 400. */
const WITH_ID: Record<string, Answer> = {
  '400': errorAnswer(400, 'Bad Request', 'The id is not a positive whole number.', 'id must be a positive whole number'),
};

/** Error answers are JSON whatever the success answer's type (text/csv, a redirect). */
function jsonErrors(responses: Record<string, Answer>): void {
  for (const [status, answer] of Object.entries(responses)) {
    if (Number(status) < 400 || !answer.content) continue;
    const types = Object.keys(answer.content);
    if (types.length === 1 && types[0] === 'application/json') continue;
    const first = answer.content['application/json'] ?? answer.content[types[0]];
    answer.content = { 'application/json': { ...first, schema: first?.schema ?? { $ref: ERROR_SCHEMA_REF } } };
  }
}

/** `allOf` with one member (Nest's way to put an enum $ref on a property) is that member. */
function collapseSingleAllOf(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(collapseSingleAllOf);
  if (node === null || typeof node !== 'object') return node;
  const entries = Object.entries(node as Record<string, unknown>);
  if (entries.length === 1 && entries[0][0] === 'allOf' && Array.isArray(entries[0][1]) && entries[0][1].length === 1) {
    return collapseSingleAllOf(entries[0][1][0]);
  }
  return Object.fromEntries(entries.map(([key, value]) => [key, collapseSingleAllOf(value)]));
}

const SCHEMA_PREFIX = '#/components/schemas/';

/**
 * A nullable property whose type is another schema (`review: ProductReviewLinkDto | null`): Nest writes
 * `{ allOf: [$ref], nullable: true }`, but in OpenAPI 3.0 `nullable` does not reach into the `allOf`
 * member, so validators (Prism) refuse the null the API sends. The member's schema is written in
 * place instead, where `nullable` applies to it.
 */
function inlineNullableRefs(node: unknown, schemas: Record<string, unknown>, inlined: Set<string>): unknown {
  if (Array.isArray(node)) return node.map((item) => inlineNullableRefs(item, schemas, inlined));
  if (node === null || typeof node !== 'object') return node;
  const { allOf, ...rest } = node as Record<string, unknown>;
  const ref = Array.isArray(allOf) && allOf.length === 1 ? (allOf[0] as { $ref?: string }).$ref : undefined;
  const name = ref?.startsWith(SCHEMA_PREFIX) ? ref.slice(SCHEMA_PREFIX.length) : undefined;
  if (rest.nullable === true && name && schemas[name]) {
    inlined.add(name);
    return inlineNullableRefs({ ...structuredClone(schemas[name] as object), ...rest }, schemas, inlined);
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, inlineNullableRefs(value, schemas, inlined)]));
}

/** A schema written in place everywhere it was used is no longer a component of its own. */
function dropUnused(document: OpenAPIObject, names: Set<string>): void {
  const text = JSON.stringify(document);
  for (const name of names) {
    if (!text.includes(JSON.stringify(SCHEMA_PREFIX + name))) delete document.components?.schemas?.[name];
  }
}

export function applyDocumentRules(document: OpenAPIObject): OpenAPIObject {
  for (const pathItem of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = (pathItem as Record<string, Operation | undefined>)[method];
      if (!operation) continue;
      operation.security ??= [];
      jsonErrors(operation.responses);
      const hasId = operation.parameters?.some((p) => p.in === 'path' && p.name === 'id');
      const extra = { ...EVERY_OPERATION, ...(hasId ? WITH_ID : {}), ...(operation.requestBody ? WITH_BODY : {}) };
      for (const [status, answer] of Object.entries(extra)) operation.responses[status] ??= structuredClone(answer);
    }
  }
  const schemas = (document.components?.schemas ?? {}) as Record<string, unknown>;
  const inlined = new Set<string>();
  document.components = inlineNullableRefs(document.components, schemas, inlined) as OpenAPIObject['components'];
  document.paths = inlineNullableRefs(document.paths, schemas, inlined) as OpenAPIObject['paths'];
  dropUnused(document, inlined);
  document.components = collapseSingleAllOf(document.components) as OpenAPIObject['components'];
  document.paths = collapseSingleAllOf(document.paths) as OpenAPIObject['paths'];
  return document;
}
