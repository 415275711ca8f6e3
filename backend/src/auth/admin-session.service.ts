import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { AdminSession } from './admin-session.entity';
import { AdminSessionRepository } from './admin-session.repository';

export interface ClientInfo {
  ipAddress: string;
  userAgent: string;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Server-side admin sessions in the database: they survive restarts and are shared by every
 * instance. The cookie carries a random token; only its hash is stored.
 */
@Injectable()
export class AdminSessionService {
  constructor(
    private readonly sessions: AdminSessionRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Starts a new session and returns the token for the cookie. */
  async create(userId: number, client: ClientInfo): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    await this.sessions.insert({
      id: hashToken(token),
      userId,
      lastActivityAt: now,
      expiresAt: new Date(now.getTime() + this.config.session.absoluteHours * 3600_000),
      ipAddress: client.ipAddress.slice(0, 64),
      userAgent: client.userAgent.slice(0, 512),
    });
    return token;
  }

  /**
   * The live session for a token, null when missing or expired. Extends its idle timeout unless
   * `extend` is false (a background refresh: polling is not the owner's activity).
   */
  async touch(token: string | undefined, extend = true): Promise<AdminSession | null> {
    if (!token || token.length > 200) return null;
    const id = hashToken(token);
    const session = await this.sessions.findById(id);
    if (!session) return null;
    const now = Date.now();
    const idleMs = this.config.session.idleMinutes * 60_000;
    if (now >= session.expiresAt.getTime() || now - session.lastActivityAt.getTime() >= idleMs) {
      await this.sessions.delete(id);
      return null;
    }
    if (!extend) return session;
    session.lastActivityAt = new Date(now);
    await this.sessions.updateLastActivity(id, session.lastActivityAt);
    return session;
  }

  async destroy(token: string | undefined): Promise<void> {
    if (!token) return;
    await this.sessions.delete(hashToken(token));
  }

  /**
   * Housekeeping: drops sessions past their absolute lifetime or idle timeout. Abandoned sessions
   * are otherwise only removed when their cookie comes back, which it may never do.
   */
  async purgeExpired(): Promise<void> {
    const now = Date.now();
    const idleCutoff = new Date(now - this.config.session.idleMinutes * 60_000);
    await this.sessions.deleteExpired(new Date(now), idleCutoff);
  }
}
