import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { AdminSession } from './admin-session.entity';
import { AdminSessionService } from './admin-session.service';
import { SESSION_COOKIE } from './session-cookie';

export interface AdminAwareRequest {
  cookies?: Record<string, string | undefined>;
  headers?: Record<string, string | string[] | undefined>;
  adminSession?: AdminSession | null;
}

/**
 * Sent by the admin UI's timed refreshes (the Security tab's poll): the request is answered as
 * usual but does not count as activity, so an open tab still reaches the idle timeout.
 */
export const BACKGROUND_REFRESH_HEADER = 'x-background-refresh';

function isBackgroundRefresh(request: AdminAwareRequest): boolean {
  return request.headers?.[BACKGROUND_REFRESH_HEADER] === 'true';
}

/** Lets a request through only with a live admin session; every other call answers 401. */
@Injectable()
export class AdminSessionGuard implements CanActivate {
  constructor(private readonly sessions: AdminSessionService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AdminAwareRequest>();
    request.adminSession = await this.sessions.touch(request.cookies?.[SESSION_COOKIE], !isBackgroundRefresh(request));
    if (!request.adminSession) throw new UnauthorizedException('Admin login required. Please sign in at /admin.');
    return true;
  }
}

/** Never refuses: records whether the caller is the signed-in admin (for ?admin=true lists). */
@Injectable()
export class OptionalAdminGuard implements CanActivate {
  constructor(private readonly sessions: AdminSessionService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AdminAwareRequest>();
    request.adminSession = await this.sessions.touch(request.cookies?.[SESSION_COOKIE], !isBackgroundRefresh(request));
    return true;
  }
}
