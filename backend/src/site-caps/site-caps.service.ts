import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ClientInfo } from '../auth/admin-session.service';
import { AuditService } from '../audit/audit.service';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { RateLimitService } from '../common/rate-limit/rate-limit.service';

const HOUR_MS = 3_600_000;
const CONFIRMATION_EMAILS_KEY = 'site:confirmation-emails';
const FAILED_LOGINS_KEY = 'site:failed-logins';
/** Refused attempts of every client share one Security-tab row per cap and hour. */
const SITE_WIDE = 'site-wide';

function inMinutes(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export function signUpsPausedMessage(retryAfterSeconds: number): string {
  return `So many people have signed up in the last hour that we have paused sign-ups for a little while. Please try again in ${inMinutes(retryAfterSeconds)}.`;
}

export function loginsPausedMessage(retryAfterSeconds: number): string {
  return `Too many wrong passwords were tried on this site in the last hour, so logins are paused. Please try again in ${inMinutes(retryAfterSeconds)}.`;
}

/** A 429 whose Retry-After the error filter sends (see ApiErrorsFilter). */
export class SiteCapReachedException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super({ message, retryAfterSeconds }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/**
 * Hourly caps over all clients together, for what per-client limits cannot stop: many addresses
 * each staying under their own limit. Confirmation e-mails (the site's standing with mail
 * providers) and wrong admin passwords (guessing spread over a botnet). Counted in the shared
 * `rate_limits` table, so every instance sees one count. The check and the count are separate (a
 * request is refused before any work; only what really happened is counted), so requests in flight
 * together can pass the cap by a few. A refusal is recorded in the Security tab, once per cap and hour.
 */
@Injectable()
export class SiteCapsService {
  constructor(
    private readonly rateLimits: RateLimitService,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Throws 429 when the site has sent its hour's confirmation e-mails. */
  async checkConfirmationEmails(client: ClientInfo): Promise<void> {
    const cap = this.config.siteCaps.confirmationEmailsPerHour;
    const state = await this.rateLimits.peek(CONFIRMATION_EMAILS_KEY, cap);
    if (state.allowed) return;
    const details = `Sign-ups paused: ${cap} confirmation e-mails were sent in the last hour (CONFIRMATION_EMAILS_PER_HOUR)`;
    await this.audit.recordRepeated({ action: 'signup_blocked', client, details, groupAs: SITE_WIDE }, HOUR_MS);
    throw new SiteCapReachedException(signUpsPausedMessage(state.retryAfterSeconds), Math.max(1, state.retryAfterSeconds));
  }

  async countConfirmationEmail(): Promise<void> {
    await this.rateLimits.hit(CONFIRMATION_EMAILS_KEY, Number.MAX_SAFE_INTEGER, HOUR_MS);
  }

  /** Throws 429 for every login once the hour's wrong passwords, from all clients together, reach the cap. */
  async checkFailedLogins(client: ClientInfo): Promise<void> {
    const cap = this.config.siteCaps.failedLoginsPerHour;
    const state = await this.rateLimits.peek(FAILED_LOGINS_KEY, cap);
    if (state.allowed) return;
    const details = `Logins paused for everyone: ${cap} wrong passwords were tried in the last hour (FAILED_LOGINS_PER_HOUR)`;
    await this.audit.recordRepeated({ action: 'login_blocked', client, details, groupAs: SITE_WIDE }, HOUR_MS);
    throw new SiteCapReachedException(loginsPausedMessage(state.retryAfterSeconds), Math.max(1, state.retryAfterSeconds));
  }

  async countFailedLogin(): Promise<void> {
    await this.rateLimits.hit(FAILED_LOGINS_KEY, Number.MAX_SAFE_INTEGER, HOUR_MS);
  }
}
