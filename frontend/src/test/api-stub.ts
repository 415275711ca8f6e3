/**
 * The one stand-in for the API in unit tests. setup.ts installs it as the global `fetch` for every
 * test: a request no test declared is refused and fails that test with its method and URL, so no
 * test reaches the network or passes on a request it did not expect.
 *
 *   const api = stubApi({
 *     'GET /api/products': PRODUCTS,                          // 200 with this JSON body
 *     'POST /api/newsletter/subscribe': reply(409, conflict), // any status
 *     'GET /api/admin/session': (request) => reply(401, {}),  // computed per request
 *   });
 *   expect(api.callsTo('GET /api/products')).toHaveLength(1);
 *
 * A key matches the request's path and query exactly; a key without a query also matches the path
 * with any query.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RouteKey = `${Method} /${string}`;

/** What the code under test sent. `body` is the parsed JSON when it was JSON, otherwise as sent. */
export interface StubRequest {
  method: string;
  /** Path and query as requested, e.g. `/api/reviews?admin=true`. */
  url: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
  init: RequestInit;
}

const REPLY = Symbol('reply');
interface Reply {
  [REPLY]: true;
  status: number;
  body: unknown;
}
const NETWORK_ERROR = Symbol('network error');
interface NetworkError {
  [NETWORK_ERROR]: string;
}

/** A JSON body (answered with 200), a `reply(...)`, a raw `Response`, or `networkError()`. */
export type StubAnswer = unknown;
export type StubHandler = StubAnswer | ((request: StubRequest) => StubAnswer | Promise<StubAnswer>);
export type StubRoutes = Partial<Record<RouteKey, StubHandler>>;

/** Answers with this status and JSON body (no body when `body` is undefined). */
export function reply(status: number, body?: unknown): Reply {
  return { [REPLY]: true, status, body };
}

/** Makes fetch reject as the browser does when the server cannot be reached. */
export function networkError(message = 'Failed to fetch'): NetworkError {
  return { [NETWORK_ERROR]: message };
}

/** A handler whose answer never arrives: the request stays loading. */
export function pending(): Promise<never> {
  return new Promise<never>(() => undefined);
}

/** A handler whose answer the test sends later with `resolve`. */
export function deferred() {
  let resolve: (answer: StubAnswer) => void = () => undefined;
  const promise = new Promise<StubAnswer>((settle) => {
    resolve = settle;
  });
  return { handler: () => promise, resolve };
}

function isReply(value: unknown): value is Reply {
  return typeof value === 'object' && value !== null && REPLY in value;
}

function isNetworkError(value: unknown): value is NetworkError {
  return typeof value === 'object' && value !== null && NETWORK_ERROR in value;
}

function toResponse(answer: StubAnswer): Response {
  if (answer instanceof Response) return answer;
  const { status, body } = isReply(answer) ? answer : { status: 200, body: answer };
  if (body === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function parseSentBody(body: RequestInit['body']): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

function describeRequest(input: RequestInfo | URL, init: RequestInit = {}): StubRequest {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const parsed = new URL(url, 'http://localhost');
  return {
    method: (init.method ?? 'GET').toUpperCase(),
    url,
    path: parsed.pathname,
    query: parsed.searchParams,
    body: parseSentBody(init.body),
    headers: new Headers(init.headers),
    init,
  };
}

let routes: StubRoutes = {};
let calls: StubRequest[] = [];
let unhandled: string[] = [];

function findHandler(request: StubRequest): StubHandler | undefined {
  const exact = `${request.method} ${request.url}` as RouteKey;
  if (exact in routes) return routes[exact];
  const byPath = `${request.method} ${request.path}` as RouteKey;
  return byPath in routes ? routes[byPath] : undefined;
}

/** The global fetch during tests. */
export async function stubFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = describeRequest(input, init);
  calls.push(request);
  const handler = findHandler(request);
  if (handler === undefined) {
    const line = `${request.method} ${request.url}`;
    unhandled.push(line);
    throw new Error(`Unhandled API request in a test: ${line}. Declare it with stubApi({ '${line}': ... }).`);
  }
  const answer = typeof handler === 'function' ? await (handler as (r: StubRequest) => unknown)(request) : handler;
  if (isNetworkError(answer)) throw new TypeError(answer[NETWORK_ERROR]);
  return toResponse(answer);
}

function callsTo(key: RouteKey): StubRequest[] {
  const [method, url] = [key.slice(0, key.indexOf(' ')), key.slice(key.indexOf(' ') + 1)];
  const matchesPath = !url.includes('?');
  return calls.filter((call) => call.method === method && (call.url === url || (matchesPath && call.path === url)));
}

export interface ApiStub {
  /** Every request so far, in order. */
  readonly calls: readonly StubRequest[];
  /** The requests a route key matches (same rule as answering). */
  callsTo: (key: RouteKey) => StubRequest[];
  /** Adds or replaces routes. */
  use: (more: StubRoutes) => void;
}

const stub: ApiStub = {
  get calls() {
    return calls;
  },
  callsTo,
  use: (more) => {
    routes = { ...routes, ...more };
  },
};

/** Answers the given routes for the rest of this test (replacing earlier ones); anything else fails the test. */
export function stubApi(next: StubRoutes = {}): ApiStub {
  routes = { ...next };
  return stub;
}

/** setup.ts: forget the previous test's routes and calls. */
export function resetApiStub(): void {
  routes = {};
  calls = [];
  unhandled = [];
}

/** setup.ts: fails the test that made requests nobody declared. */
export function assertNoUnhandledRequests(): void {
  const lines = unhandled;
  unhandled = [];
  if (lines.length > 0) {
    throw new Error(`The test made API requests it did not declare with stubApi():\n  ${lines.join('\n  ')}`);
  }
}
