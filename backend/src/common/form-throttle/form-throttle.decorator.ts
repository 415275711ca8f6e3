import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { FORM_THROTTLE_SCOPE, FormThrottleGuard } from './form-throttle.guard';

/** Throttles a public form endpoint per client; `scope` keeps each form's counter separate. */
export function FormThrottle(scope: string) {
  return applyDecorators(
    SetMetadata(FORM_THROTTLE_SCOPE, scope),
    UseGuards(FormThrottleGuard),
    ApiTooManyRequestsResponse({ description: 'Too many submissions from this client; try again later.' }),
  );
}
