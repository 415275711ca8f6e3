import { HttpException, HttpStatus, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import { clientKey } from '../auth/client-key';
import { SiteCapsService } from '../site-caps/site-caps.service';
import { RateLimitResult, RateLimitService } from '../common/rate-limit/rate-limit.service';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { AdminSession } from '../auth/admin-session.entity';
import { AdminSessionService, ClientInfo } from '../auth/admin-session.service';
import { AdminUserService } from './admin-user.service';

export const INVALID_PASSWORD_MESSAGE = 'Invalid password';

export function tooManyLoginAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** One counter per client: an IPv6 client by its /64, so rotating addresses within it gains nothing. */
function loginKey(client: ClientInfo): string {
  return `admin-login:${clientKey(client.ipAddress)}`;
}

export interface LoginResult {
  /** The new session's token, for the cookie only: never logged, never stored in clear. */
  token: string;
  session: AdminSession;
}

/** Login, logout and the throttle in front of the password check. */
@Injectable()
export class AdminAuthService {
  constructor(
    private readonly sessions: AdminSessionService,
    private readonly users: AdminUserService,
    private readonly rateLimits: RateLimitService,
    private readonly audit: AuditService,
    private readonly caps: SiteCapsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Counts one login attempt for the client, before anything else about the request is looked at;
   * atomically, so parallel guesses cannot exceed the limit. Over the limit, or once the site's
   * wrong passwords of the hour reach FAILED_LOGINS_PER_HOUR, it answers 429 with the wait in the
   * body and in Retry-After.
   */
  async countLoginAttempt(client: ClientInfo, reply: { header: (name: string, value: string) => unknown }): Promise<RateLimitResult> {
    const { maxAttempts, windowMinutes } = this.config.loginThrottle;
    const attempt = await this.rateLimits.hit(loginKey(client), maxAttempts, windowMinutes * 60_000);
    if (attempt.allowed) {
      // Guessing spread over many addresses, each under its own limit, meets the site-wide cap.
      await this.caps.checkFailedLogins(client);
      return attempt;
    }
    const details = `More than ${maxAttempts} attempts in ${windowMinutes} minutes`;
    await this.audit.recordRepeated({ action: 'login_blocked', client, details }, windowMinutes * 60_000);
    const { retryAfterSeconds } = attempt;
    const message = tooManyLoginAttemptsMessage(retryAfterSeconds);
    reply.header('retry-after', String(Math.max(1, retryAfterSeconds)));
    throw new HttpException({ message, retryAfterSeconds }, HttpStatus.TOO_MANY_REQUESTS);
  }

  /** Checks the password of an attempt already counted by countLoginAttempt (LoginThrottleGuard). */
  async login(password: string, client: ClientInfo, presentedToken: string | undefined, attempt: RateLimitResult): Promise<LoginResult> {
    // No session fixation: whatever session the browser presented ends here; success issues a new one.
    await this.sessions.destroy(presentedToken);
    const user = await this.users.verifyPassword(password);
    if (!user) {
      const left = attempt.remaining;
      const details = `Wrong password (${left} attempt${left === 1 ? '' : 's'} left)`;
      const { windowMinutes } = this.config.loginThrottle;
      await this.audit.recordRepeated({ action: 'login_failure', client, details }, windowMinutes * 60_000);
      await this.caps.countFailedLogin();
      throw new UnauthorizedException(INVALID_PASSWORD_MESSAGE);
    }
    // The owner's typos should not lock them out later in the window once they got in.
    await this.rateLimits.reset(loginKey(client));
    // Login is rare, so it is a cheap moment to clear sessions that were abandoned rather than ended.
    await this.sessions.purgeExpired();
    const token = await this.sessions.create(user.id, client);
    const session = await this.sessions.touch(token);
    await this.audit.record({ action: 'login_success', client, details: 'Admin signed in' });
    return { token, session: session! };
  }

  /** Ends the session server-side; true when there was a live one to end. */
  async logout(token: string | undefined, client: ClientInfo): Promise<boolean> {
    const live = await this.sessions.touch(token);
    await this.sessions.destroy(token);
    if (live) await this.audit.record({ action: 'admin_logout', client, details: 'Admin signed out' });
    return Boolean(live);
  }
}
