export class SecurityActivityDto {
  /** When it happened; for repeated attempts, the latest of them (ISO 8601). */
  timestamp: string;
  /** How many attempts the entry stands for: repeated refused logins from one address in 15 minutes share one entry. */
  count: number;
  /** login_success, login_failure, login_blocked, admin_logout, create, update, delete, … */
  action: string;
  /** What was changed, e.g. "articles/12" (null for logins). */
  resource: string | null;
  ipAddress: string;
  /** A short summary, never a password, token or full body. */
  details: string;
}

export class SecurityDashboardResponseDto {
  /** Successful, failed and blocked login attempts in the last 24 hours. */
  totalLoginAttempts: number;
  successfulLogins: number;
  failedAttempts: number;
  blockedAttempts: number;
  /** The latest 50 audit entries, newest first. */
  recentActivity: SecurityActivityDto[];
}
