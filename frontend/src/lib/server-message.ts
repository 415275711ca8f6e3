import { isApiError } from '@/api/http';

/**
 * The one place that reads the API's error body, {statusCode, error, message, details?}
 * (ErrorResponseDto): `message` is the sentence written for a person (for invalid input every
 * problem joined into one), so it is the text the site shows. Undefined when the call did not fail
 * with such a body (a network error, a proxy's HTML page).
 */
export function serverErrorText(error: unknown): string | undefined {
  return isApiError(error) ? errorBodyText(error.body) : undefined;
}

/** The `message` of a parsed error body (also for calls made without the generated client, e.g. uploads). */
export function errorBodyText(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

/**
 * The sentence to show a visitor for a failed call: the server's message, else the "STATUS: text"
 * error or a network error's own words, else a generic sentence.
 */
export function serverMessage(error: unknown): string {
  const text = serverErrorText(error);
  if (text) return text;
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
