/**
 * The one fetch mutator. Every generated Orval function calls `apiFetch`, so every API call
 * sends cookies, labels JSON bodies and turns non-OK answers into an `ApiError`.
 *
 * Orval is configured with `override.fetch.includeHttpResponseReturnType: false`, so the generated
 * functions are typed `Promise<ResponseBody>` and call `apiFetch<ResponseBody>(url, init)`;
 * the resolved value here is therefore the parsed body itself, which becomes a hook's `data`.
 */

/** A non-OK answer. `message` is "STATUS: response text", or "STATUS: status text" when the body is empty. */
export class ApiError extends Error {
  readonly status: number;
  /** The parsed JSON body when the server sent JSON, otherwise the raw text (undefined when empty). */
  readonly body: unknown;
  readonly bodyText: string;

  constructor(status: number, statusText: string, bodyText: string, body: unknown) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.bodyText = bodyText;
    this.body = body;
  }
}

/** Orval types every hook's error with this when the mutator file exports it. */
export type ErrorType<ServerError> = ApiError & { body: ServerError | string | undefined };

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function hasBody(body: RequestInit['body']): boolean {
  return body !== undefined && body !== null;
}

function parseBody(text: string, contentType: string | null): unknown {
  if (!text) return undefined;
  const looksJson = contentType?.includes('json') ?? false;
  if (!looksJson) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** How a request reaches the API: the browser's fetch, or the server's in-process transport while rendering. */
export type ApiFetchTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiFetchTransport = (url, init) => fetch(url, init);

/** Server rendering answers the page's API calls inside the same process (see entry-server). */
export function setApiFetchTransport(next: ApiFetchTransport): void {
  transport = next;
}

export async function apiFetch<T>(url: string, options: RequestInit): Promise<T> {
  const headers = new Headers(options.headers);
  if (!hasBody(options.body)) {
    // Generated code declares a JSON content type for any operation with a request body, even when
    // an optional body is left out; the spec says the header goes only with a payload.
    headers.delete('Content-Type');
  } else if (typeof options.body === 'string' && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }

  const response = await transport(url, { ...options, headers, credentials: 'include' });
  const text = await response.text();
  const body = parseBody(text, response.headers.get('Content-Type'));

  if (!response.ok) {
    throw new ApiError(response.status, response.statusText, text, body);
  }
  return body as T;
}
