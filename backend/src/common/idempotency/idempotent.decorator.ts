import { applyDecorators, UseInterceptors } from '@nestjs/common';
import { ApiHeader, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from '../errors/error-response.dto';
import { IdempotencyInterceptor, KEY_IN_FLIGHT_MESSAGE, KEY_REUSED_MESSAGE } from './idempotency.interceptor';

/** The 409 answer of a create whose key's first request is still running (joined to a taken slug's own sentence). */
export const IN_FLIGHT_CONFLICT = `The first request with this Idempotency-Key is still being saved: "${KEY_IN_FLIGHT_MESSAGE}"`;
/** The 422 sentence for a reused key, for a create that documents 422 itself (an upload's undecodable image). */
export const KEY_REUSED_ANSWER = `The Idempotency-Key was already used for a different request: "${KEY_REUSED_MESSAGE}"`;

/**
 * On an admin create (with @AdminOnly): an optional `Idempotency-Key` header makes it safe to repeat
 * (see IdempotencyInterceptor). `documents422: false` where the route documents its own 422 answer.
 */
export function Idempotent({ documents422 = true }: { documents422?: boolean } = {}) {
  return applyDecorators(
    UseInterceptors(IdempotencyInterceptor),
    ApiHeader({
      name: 'Idempotency-Key',
      required: false,
      description:
        'A fresh random value (a UUID) per user action, kept across retries of it. A repeat with the same key within a day ' +
        'answers what the first request answered (header Idempotent-Replayed: true) and creates nothing.',
      schema: { type: 'string', minLength: 1, maxLength: 255 },
    }),
    ...(documents422 ? [ApiUnprocessableEntityResponse({ type: ErrorResponseDto, description: KEY_REUSED_ANSWER })] : []),
  );
}
