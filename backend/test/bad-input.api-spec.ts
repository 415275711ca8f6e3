import * as fs from 'node:fs';
import * as path from 'node:path';
import { DataSource } from 'typeorm';
import { JSON_ONLY_MESSAGE } from '../src/common/json-bodies';
import { SESSION_COOKIE } from '../src/auth/session-cookie';
import { createTestApp, TEST_ADMIN_PASSWORD, TestApp } from './support/test-app';

/**
 * "Bad input gets a clear answer, never a 500", checked for EVERY operation in the committed
 * OpenAPI document: malformed path params, query params, bodies and content types must each get a
 * status below 500 and a JSON body with a readable `message`. Admin operations are tried both
 * without a session (401/403) and with a live admin session (validation answers).
 */

interface Schema {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  example?: unknown;
  minimum?: number;
  minLength?: number;
  oneOf?: Schema[];
  allOf?: Schema[];
  $ref?: string;
  properties?: Record<string, Schema>;
  required?: string[];
}
interface Parameter {
  name: string;
  in: 'path' | 'query';
  schema?: Schema;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  'x-admin-only'?: boolean;
}
interface Endpoint {
  method: string;
  path: string;
  op: Operation;
}
interface Case {
  name: string;
  method: string;
  url: string;
  payload?: string | Buffer;
  headers?: Record<string, string>;
  /** Replaces the session cookie (forged or garbled tokens). */
  cookies?: Record<string, string>;
  /** Rejected by Fastify before routing (unreadable body or URL), so before the admin guard too. */
  transport?: boolean;
}

const spec = JSON.parse(fs.readFileSync(path.join(__dirname, '../../openapi/openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

const ENDPOINTS: Endpoint[] = Object.entries(spec.paths).flatMap(([p, ops]) =>
  Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path: p, op })),
);

const WITH_BODY = new Set(['POST', 'PATCH', 'PUT']);
const JSON_TYPE = { 'content-type': 'application/json' };
const HUGE = '99999999999999999999';
const LONG_QUERY = 'q'.repeat(10_000);
const LONG_STRING = 'x'.repeat(300_000);
const PATH_JUNK = ['abc', HUGE, '-1', '0', '1.5', '%00', '%ff', '..%2F..%2F', '%2e%2e', '1%20OR%201%3D1', 'a'.repeat(2000)];
/** Text the database might refuse: 4-byte characters, a lone surrogate, NUL, control characters. */
const ODD_TEXT: Record<string, string> = {
  emoji: 'Nudibranch 🐠🤿 spotting',
  'lone surrogate': 'broken \ud800 text',
  NUL: 'nul\u0000byte',
  'control characters': 'bell\u0007\u001b[31m red',
  'SQL-looking text': "x'); DROP TABLE products; --",
};
/** Creates whose row count must not move for rejected requests. */
const CREATE_TABLES: Record<string, string> = {
  createProduct: 'products',
  createArticle: 'articles',
  createReview: 'reviews',
  createDiveSite: 'dive_sites',
};

function resolve(schema: Schema): Schema {
  if (schema.$ref) return resolve(spec.components.schemas[schema.$ref.split('/').pop()!]);
  if (schema.allOf?.length === 1) return resolve(schema.allOf[0]);
  return schema;
}

/** A plausible value for one property, so a single broken field is what the endpoint has to catch. */
function sampleValue(name: string, raw: Schema): unknown {
  const schema = resolve(raw);
  if (schema.enum) return schema.enum[0];
  if (schema.example !== undefined) return schema.example;
  const type = schema.type ?? schema.oneOf?.[0]?.type;
  if (type === 'boolean') return false;
  if (type === 'number' || type === 'integer') return schema.minimum ?? 1;
  if (schema.format === 'email') return 'bad-input@example.com';
  if (/url|link/i.test(name)) return 'https://example.com/bad-input.jpg';
  if (name === 'slug') return `bad-input-${Date.now()}`;
  return 'Bad input sample text. '.repeat(Math.max(1, Math.ceil((schema.minLength ?? 0) / 20)));
}

function sampleBody(schema: Schema): Record<string, unknown> {
  const props = resolve(schema).properties ?? {};
  return Object.fromEntries(Object.entries(props).map(([k, v]) => [k, sampleValue(k, v)]));
}

function deepNest(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

function urlFor(endpoint: Endpoint, override?: { name: string; value: string }): string {
  return endpoint.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    override?.name === name ? override.value : name === 'id' ? '1' : 'bad-input-unknown',
  );
}

function casesFor(endpoint: Endpoint): Case[] {
  const { method, op } = endpoint;
  const url = urlFor(endpoint);
  const cases: Case[] = [];
  const params = op.parameters ?? [];

  for (const param of params.filter((p) => p.in === 'path')) {
    for (const value of PATH_JUNK) {
      const payload = WITH_BODY.has(method) ? '{}' : undefined;
      cases.push({
        name: `path ${param.name}=${value.slice(0, 30)}`,
        method,
        url: urlFor(endpoint, { name: param.name, value }),
        payload,
        headers: payload ? JSON_TYPE : undefined,
        transport: ['%ff', '%2e%2e'].includes(value) || value.length > 100,
      });
    }
  }

  if (op['x-admin-only']) {
    for (const token of ['junk', 'a'.repeat(10_000), '%ff%00', "' OR '1'='1", '']) {
      cases.push({ name: `session cookie ${token.slice(0, 20) || '(empty)'}`, method, url, cookies: { [SESSION_COOKIE]: token } });
    }
  }

  if (method === 'GET') {
    const names = [...params.filter((p) => p.in === 'query').map((p) => p.name), 'page', 'limit'];
    for (const name of names) {
      for (const value of ['abc', '-1', HUGE, '%00', '%ff', LONG_QUERY, '{"$gt":""}']) {
        cases.push({ name: `query ${name}=${value.slice(0, 30)}`, method, url: `${url}?${name}=${value}`, transport: value === '%ff' });
      }
      cases.push({ name: `query ${name} repeated`, method, url: `${url}?${name}=a&${name}=b&${name}[x]=c` });
    }
  }

  if (WITH_BODY.has(method)) {
    const raw = (name: string, payload: string | Buffer, headers: Record<string, string>, transport = true) =>
      cases.push({ name, method, url, payload, headers, transport });
    raw('body not JSON', '{bad', JSON_TYPE);
    raw('body truncated JSON', '{"a":', JSON_TYPE);
    raw('body __proto__ key', '{"__proto__":{"admin":true}}', JSON_TYPE);
    raw('body constructor.prototype key', '{"constructor":{"prototype":{"admin":true}}}', JSON_TYPE);
    raw('body empty with JSON content-type', '', JSON_TYPE);
    raw('body JSON in UTF-16 charset', '{}', { 'content-type': 'application/json; charset=utf-16' });
    raw('body invalid UTF-8 bytes', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]), JSON_TYPE);
    raw('content-type text/plain', 'hello', { 'content-type': 'text/plain' });
    raw('content-type multipart', '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n', {
      'content-type': 'multipart/form-data; boundary=b',
    });
    raw('content-type form-urlencoded', 'a=1&b=2', { 'content-type': 'application/x-www-form-urlencoded' });
    raw('body over 1 MB', JSON.stringify({ text: 'x'.repeat(1_100_000) }), JSON_TYPE);
    const json = (name: string, body: unknown) => raw(name, JSON.stringify(body), JSON_TYPE, false);
    json('body JSON array', [sampleBody(op.requestBody?.content['application/json']?.schema ?? {})]);
    json('body null', null);
    json('body number', 42);
    json('body string', 'just a string');
    json('body empty object', {});
    // Refused by the request-shape check right after parsing, before the admin guard (request-limits.ts).
    raw('body deeply nested', JSON.stringify(deepNest(2000)), JSON_TYPE);
    raw('body 100,000 nested arrays', `${'['.repeat(100_000)}${']'.repeat(100_000)}`, JSON_TYPE);
    raw('body 100,000 nested objects', `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`, JSON_TYPE);

    const schema = op.requestBody?.content['application/json']?.schema;
    if (schema) {
      const base = sampleBody(schema);
      json('body extra unknown field', { ...base, isAdmin: true, unknownField: 'x' });
      for (const field of Object.keys(resolve(schema).properties ?? {})) {
        json(`${field} as number`, { ...base, [field]: 12345 });
        json(`${field} as non-numeric string`, { ...base, [field]: 'not-a-number' });
        json(`${field} as 300,000 chars`, { ...base, [field]: LONG_STRING });
        json(`${field} as nested object`, { ...base, [field]: { nested: { deeper: [1, { x: 'y' }] } } });
        json(`${field} as array`, { ...base, [field]: ['a', 'b'] });
        json(`${field} as null`, { ...base, [field]: null });
        json(`${field} as 1e308`, { ...base, [field]: 1e308 });
        json(`${field} as -1`, { ...base, [field]: -1 });
        json(`${field} as "${HUGE}"`, { ...base, [field]: HUGE });
        json(`${field} as "maybe"`, { ...base, [field]: 'maybe' });
        for (const [label, text] of Object.entries(ODD_TEXT)) json(`${field} with ${label}`, { ...base, [field]: text });
      }
    }
  }
  return cases;
}

/** Why a response is not a clear answer, or null when it is. */
function problemWith(res: { statusCode: number; headers: Record<string, unknown>; body: string }): string | null {
  if (res.statusCode >= 500) return `status ${res.statusCode}: ${res.body.slice(0, 200)}`;
  if (res.statusCode < 400) return null;
  if (!String(res.headers['content-type'] ?? '').includes('application/json')) {
    return `status ${res.statusCode} with content-type ${String(res.headers['content-type'])}: ${res.body.slice(0, 120)}`;
  }
  let body: { statusCode?: unknown; error?: unknown; message?: unknown };
  try {
    body = JSON.parse(res.body);
  } catch {
    return `status ${res.statusCode} with unparseable JSON: ${res.body.slice(0, 120)}`;
  }
  const { statusCode, error, message } = body ?? {};
  // The one error body: {statusCode, error, message, details?}, message a sentence.
  const readable = statusCode === res.statusCode && typeof error === 'string' && typeof message === 'string' && message.trim() !== '';
  return readable ? null : `status ${res.statusCode} without the error body: ${res.body.slice(0, 120)}`;
}

describe('Bad input across the whole API', () => {
  let sut: TestApp;
  let adminCookies: Record<string, string>;
  let clientCount = 0;
  /** Each request from its own address, so the form and login throttles never mask a real answer. */
  const nextClient = () => {
    clientCount++;
    return `10.${(clientCount >> 16) & 255}.${(clientCount >> 8) & 255}.${clientCount & 255}`;
  };

  beforeAll(async () => {
    sut = await createTestApp();
    const login = await sut.inject({ method: 'POST', url: '/api/admin/login', payload: { password: TEST_ADMIN_PASSWORD } });
    expect(login.statusCode).toBe(200);
    adminCookies = { [SESSION_COOKIE]: login.cookies.find((c) => c.name === SESSION_COOKIE)!.value };
  });
  afterAll(async () => {
    await sut?.close();
  });

  const send = (c: Case, cookies?: Record<string, string>) =>
    sut.inject({
      method: c.method as 'GET',
      url: c.url,
      payload: c.payload,
      headers: c.headers,
      cookies: c.cookies ?? cookies,
      remoteAddress: nextClient(),
    });

  const countRows = async (table: string): Promise<number> => {
    const [row] = await sut.app.get(DataSource).query(`SELECT COUNT(*) AS n FROM \`${table}\``);
    return Number(row.n);
  };

  it('covers every operation of the committed OpenAPI document', () => {
    expect(ENDPOINTS.length).toBeGreaterThan(30);
    expect(ENDPOINTS.filter((e) => e.op['x-admin-only']).length).toBeGreaterThan(10);
  });

  describe.each(ENDPOINTS.filter((e) => !e.op['x-admin-only']).map((e) => [e.op.operationId, e] as const))('public %s', (_id, endpoint) => {
    it('answers every malformed request below 500 with a readable JSON message', async () => {
      const failures: string[] = [];
      for (const c of casesFor(endpoint)) {
        const problem = problemWith(await send(c));
        if (problem) failures.push(`${c.name}: ${problem}`);
      }
      expect(failures).toEqual([]);
    });
  });

  describe.each(ENDPOINTS.filter((e) => e.op['x-admin-only']).map((e) => [e.op.operationId, e] as const))('admin %s', (_id, endpoint) => {
    it('refuses every malformed request without a session with 401/403 (or a transport-level 4xx)', async () => {
      const failures: string[] = [];
      for (const c of casesFor(endpoint)) {
        const res = await send(c);
        const problem = problemWith(res);
        const allowed = res.statusCode === 401 || res.statusCode === 403 || (c.transport && res.statusCode >= 400);
        if (problem || !allowed) failures.push(`${c.name}: ${problem ?? `status ${res.statusCode}`}`);
      }
      expect(failures).toEqual([]);
    });

    it('answers every malformed request with a session below 500 with a readable JSON message', async () => {
      const table = CREATE_TABLES[endpoint.op.operationId];
      const before = table ? await countRows(table) : 0;
      const failures: string[] = [];
      let created = 0;
      for (const c of casesFor(endpoint)) {
        const res = await send(c, adminCookies);
        if (res.statusCode === 201) created++;
        const problem = problemWith(res);
        if (problem) failures.push(`${c.name}: ${problem}`);
        if (c.name === 'body over 1 MB' && res.statusCode !== 413) failures.push(`${c.name}: status ${res.statusCode}, not 413`);
      }
      expect(failures).toEqual([]);
      // Rejected creates leave nothing behind: only the accepted ones (lenient fields) add rows.
      if (table) expect(await countRows(table)).toBe(before + created);
    });
  });

  describe('clear answers for the common mistakes', () => {
    const contact = { name: 'Ann Diver', email: 'ann@example.com', subject: 'Hello', message: 'A message long enough.' };

    it.each([
      ['text/plain', 'hello'],
      ['multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n'],
      ['application/x-www-form-urlencoded', 'name=Ann&email=ann%40example.com'],
    ])('answers a %s body with 415 and asks for JSON', async (type, payload) => {
      const res = await send({ name: type, method: 'POST', url: '/api/contact', payload, headers: { 'content-type': type } });
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe(JSON_ONLY_MESSAGE);
    });

    it.each([['null'], ['[]'], ['42'], ['"text"']])('answers the body %s with "must be a JSON object"', async (payload) => {
      const res = await send({ name: payload, method: 'PATCH', url: '/api/products/1', payload, headers: JSON_TYPE }, adminCookies);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The request body must be a JSON object.');
    });

    it('answers text with a broken character (lone surrogate) with 400 naming the field', async () => {
      const payload = JSON.stringify({ ...contact, email: 'ann\ud800@example.com' });
      const res = await send({ name: 'surrogate', method: 'POST', url: '/api/contact', payload, headers: JSON_TYPE });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'email contains an invalid character.',
        details: ['email contains an invalid character.'],
      });
    });

    it.each([
      ['abc', 'id must be a positive whole number'],
      ['-1', 'id must be a positive whole number'],
      [HUGE, 'id is too large'],
    ])('answers the product id %s with 400 "%s"', async (id, message) => {
      const res = await send({ name: id, method: 'GET', url: `/api/products/${id}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    });
  });

  describe('body over 1 MB on public forms', () => {
    it.each(['/api/contact', '/api/newsletter/subscribe', '/api/admin/login'])('%s answers 413', async (url) => {
      const res = await send({
        name: 'big',
        method: 'POST',
        url,
        payload: JSON.stringify({ text: 'x'.repeat(1_100_000) }),
        headers: JSON_TYPE,
      });
      expect(res.statusCode).toBe(413);
      expect(problemWith(res)).toBeNull();
    });
  });
});
