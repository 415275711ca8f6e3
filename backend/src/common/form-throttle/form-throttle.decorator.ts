import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { FormThrottleGuard } from './form-throttle.guard';
import { ErrorResponseDto } from '../errors/error-response.dto';

/** Throttles a public form endpoint per client; each handler has its own counter. */
export function FormThrottle() {
  return applyDecorators(
    UseGuards(FormThrottleGuard),
    ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: 'Too many submissions from this client; try again later.' }),
  );
}
