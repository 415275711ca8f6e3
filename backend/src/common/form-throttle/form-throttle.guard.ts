import { ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard, ThrottlerLimitDetail } from '@nestjs/throttler';
import { clientLimitKey } from '../../auth/client-info';

/** The 429 text the visitor reads in the form's error toast. */
export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/**
 * Anti-spam for the public forms: @nestjs/throttler's guard with the form throttler
 * (FORM_RATE_LIMIT per FORM_RATE_WINDOW_MINUTES, see form-throttle.module.ts), counted per client and
 * per form in the shared `rate_limits` table.
 */
@Injectable()
export class FormThrottleGuard extends ThrottlerGuard {
  /** The trustworthy client address (X-Forwarded-For only from TRUST_PROXY), never the raw header; an IPv6 client by its /64. */
  protected override async getTracker(req: Record<string, unknown>): Promise<string> {
    return clientLimitKey(req as never);
  }

  protected override async getErrorMessage(_context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<string> {
    return tooManyRequestsMessage(detail.timeToBlockExpire);
  }
}
