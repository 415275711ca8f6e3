import { HttpException } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { STATUS_CODES } from 'node:http';

/** What an error answer says; sendError adds the status text. */
export interface ErrorAnswer {
  statusCode: number;
  /** What went wrong, in words a person can act on. */
  message: string;
  /** One message per broken input rule, when the request broke some. */
  details?: string[];
  [extra: string]: unknown;
}

/** The one body of every 4xx/5xx answer (see ApiErrorsFilter, sendError and ErrorResponseDto). */
export interface ErrorBody extends ErrorAnswer {
  /** The HTTP status text, e.g. "Bad Request". */
  error: string;
}

export function statusText(status: number): string {
  return STATUS_CODES[status] ?? 'Error';
}

/**
 * Several validation messages as one text: "name is required; latitude must be a number between
 * -90 and 90." (a message's own full stop is dropped inside it, one ends it). Messages that are whole
 * sentences already ("Please enter your name.") are simply put one after the other.
 */
export function sentenceOf(messages: string[]): string {
  const parts = messages.map((m) => m.trim()).filter(Boolean);
  if (parts.length === 1) return parts[0];
  if (parts.every((m) => /^[A-Z…].*[.!?]$/.test(m))) return parts.join(' ');
  const joined = parts.map((m) => m.replace(/\.$/, '')).join('; ');
  return /[.!?]$/.test(joined) ? joined : `${joined}.`;
}

/**
 * The body for an HttpException, whatever it was thrown with: a string, Nest's own
 * {statusCode, message, error} with message a string or a list, or an object with extra fields
 * (kept, e.g. `usedBy` of a photo still in use).
 */
export function errorBody(exception: HttpException): ErrorBody {
  const statusCode = exception.getStatus();
  const error = statusText(statusCode);
  const response = exception.getResponse();
  if (typeof response === 'string') return { statusCode, error, message: response || error };
  const { statusCode: _status, error: _error, message, details: _details, ...extra } = (response ?? {}) as Record<string, unknown>;
  if (Array.isArray(message)) {
    const details = message.map(String).filter((m) => m.trim() !== '');
    if (details.length) return { ...extra, statusCode, error, message: sentenceOf(details), details };
  }
  const text = typeof message === 'string' && message.trim() ? message : error;
  return { ...extra, statusCode, error, message: text };
}

/**
 * The one writer of an error answer: ApiErrorsFilter and the Fastify hooks that answer before Nest
 * (JSON-only bodies, request-shape limits, media files) all send their bodies through it.
 */
export function sendError(reply: FastifyReply, body: ErrorAnswer | ErrorBody): FastifyReply {
  if (reply.sent) return reply;
  // Status text second, as errorBody writes it: {statusCode, error, message, ...}.
  const full: ErrorBody =
    typeof body.error === 'string'
      ? (body as ErrorBody)
      : Object.assign({ statusCode: body.statusCode, error: statusText(body.statusCode) }, body);
  return reply.code(body.statusCode).send(full);
}
