import { isApiError } from '@/api/http';

/**
 * The sentence to show a visitor for a failed call: the server's own `message` (Nest sends a string,
 * or a list for validation errors), else the "STATUS: text" error, else a generic sentence.
 */
export function serverMessage(error: unknown): string {
  if (isApiError(error) && error.body && typeof error.body === 'object') {
    const message = (error.body as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
    if (Array.isArray(message) && message.length > 0) return message.map(String).join(' ');
  }
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
