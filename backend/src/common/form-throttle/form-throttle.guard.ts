import { CanActivate, ExecutionContext, HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { clientInfo } from '../client-info';
import { RateLimitService } from '../rate-limit/rate-limit.service';

export const FORM_THROTTLE_SCOPE = 'ddu:form-throttle-scope';

interface ThrottledRequest {
  ip: string;
  headers: Record<string, string | string[] | undefined>;
}

interface ThrottledReply {
  header(name: string, value: string): unknown;
}

/** The 429 text the visitor reads in the form's error toast. */
export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/**
 * Anti-spam for the public forms: at most `formThrottle.maxRequests` submissions per client and form
 * within `formThrottle.windowMinutes`, counted in the shared database table.
 */
@Injectable()
export class FormThrottleGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly rateLimits: RateLimitService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const scope = this.reflector.get<string>(FORM_THROTTLE_SCOPE, context.getHandler());
    const request = context.switchToHttp().getRequest<ThrottledRequest>();
    const { maxRequests, windowMinutes } = this.config.formThrottle;
    const key = `form:${scope}:${clientInfo(request).ipAddress}`;
    const result = await this.rateLimits.hit(key, maxRequests, windowMinutes * 60_000);
    if (result.allowed) return true;
    context.switchToHttp().getResponse<ThrottledReply>().header('retry-after', String(result.retryAfterSeconds));
    throw new HttpException(tooManyRequestsMessage(result.retryAfterSeconds), HttpStatus.TOO_MANY_REQUESTS);
  }
}
