import { HttpException, HttpStatus, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import { RateLimitService } from '../common/rate-limit/rate-limit.service';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { AdminSession } from './admin-session.entity';
import { AdminSessionService, ClientInfo } from './admin-session.service';
import { AdminUserService } from './admin-user.service';

export const INVALID_PASSWORD_MESSAGE = 'Invalid password';

export function tooManyLoginAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
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
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async login(password: string, client: ClientInfo, presentedToken: string | undefined): Promise<LoginResult> {
    // No session fixation: whatever session the browser presented ends here; success issues a new one.
    await this.sessions.destroy(presentedToken);
    const key = `admin-login:${client.ipAddress}`;
    const { maxAttempts, windowMinutes } = this.config.loginThrottle;
    // Counted before the password is checked, atomically, so parallel guesses cannot exceed the limit.
    const attempt = await this.rateLimits.hit(key, maxAttempts, windowMinutes * 60_000);
    if (!attempt.allowed) {
      const details = `More than ${maxAttempts} attempts in ${windowMinutes} minutes`;
      await this.audit.record({ action: 'login_blocked', client, details });
      const { retryAfterSeconds } = attempt;
      const message = tooManyLoginAttemptsMessage(retryAfterSeconds);
      throw new HttpException(
        { statusCode: 429, error: 'Too Many Requests', message, retryAfterSeconds },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    const user = await this.users.verifyPassword(password);
    if (!user) {
      const details = `Wrong password (${attempt.remaining} attempts left)`;
      await this.audit.record({ action: 'login_failure', client, details });
      throw new UnauthorizedException(INVALID_PASSWORD_MESSAGE);
    }
    // The owner's typos should not lock them out later in the window once they got in.
    await this.rateLimits.reset(key);
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
