import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientInfo } from '../auth/client-info';
import { RateLimitResult } from '../common/rate-limit/rate-limit.service';
import { AdminAuthService } from './admin-auth.service';

export type LoginAttemptRequest = FastifyRequest & { loginAttempt?: RateLimitResult };

/**
 * Counts a login attempt before the body is transformed and validated, so a blocked client costs
 * one indexed lookup and its 429 (with Retry-After) whatever it sends.
 */
@Injectable()
export class LoginThrottleGuard implements CanActivate {
  constructor(private readonly auth: AdminAuthService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<LoginAttemptRequest>();
    request.loginAttempt = await this.auth.countLoginAttempt(clientInfo(request), http.getResponse<FastifyReply>());
    return true;
  }
}
