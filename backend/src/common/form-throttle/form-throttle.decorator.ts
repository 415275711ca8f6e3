import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { FormThrottleGuard } from './form-throttle.guard';

/** Throttles a public form endpoint per client; each handler has its own counter. */
export function FormThrottle() {
  return applyDecorators(
    UseGuards(FormThrottleGuard),
    ApiTooManyRequestsResponse({ description: 'Too many submissions from this client; try again later.' }),
  );
}
