import { Inject, Injectable } from '@nestjs/common';
import * as bcrypt from 'bcrypt';
import { HashGate } from './hash-gate';
import { randomBytes } from 'node:crypto';
import { AuditService } from '../audit/audit.service';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { Transactions } from '../database/transactions';
import { AdminSessionRepository } from '../auth/admin-session.repository';
import { AdminUserRepository } from './admin-user.repository';
import { User } from './user.entity';

export const ADMIN_USERNAME = 'admin';

export type AdminPasswordSource = { source: 'env' } | { source: 'generated'; password: string } | { source: 'existing' };

/** One hash at a time (2-core machines keep a core for visitors); at most this many logins wait. */
const HASH_CONCURRENCY = 1;
const MAX_WAITING_HASHES = 32;

/** Who changed the password: the server itself, from ADMIN_PASSWORD at start-up. */
const START_UP_CLIENT = { ipAddress: 'server', userAgent: 'start-up (ADMIN_PASSWORD)' };

/**
 * The single owner account: only a bcrypt hash of its password is ever stored. Hashing uses the
 * native bcrypt binding, which runs on libuv's thread pool, so a burst of logins does not hold up
 * the event loop (and every other visitor) the way a pure-JS hash would; and the hashes go through
 * a gate one at a time, so they never take every core either.
 */
@Injectable()
export class AdminUserService {
  private readonly gate = new HashGate(HASH_CONCURRENCY, MAX_WAITING_HASHES);

  constructor(
    private readonly users: AdminUserRepository,
    private readonly sessions: AdminSessionRepository,
    private readonly transactions: Transactions,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async ensureAdminUser(): Promise<AdminPasswordSource> {
    const existing = await this.users.findByUsername(ADMIN_USERNAME);
    const fromEnv = this.config.adminPassword;
    if (fromEnv) {
      if (!existing) {
        await this.users.insert(ADMIN_USERNAME, await this.hash(fromEnv));
      } else if (!(await this.compare(fromEnv, existing.password))) {
        await this.changePassword(existing.id, fromEnv);
      }
      return { source: 'env' };
    }
    if (existing) return { source: 'existing' };
    const password = randomBytes(15).toString('base64url');
    await this.users.insert(ADMIN_USERNAME, await this.hash(password));
    return { source: 'generated', password };
  }

  /**
   * Returns the admin user when the password matches its stored hash. A hash made with another cost
   * (an older default, or PASSWORD_HASH_COST changed) is replaced now that the password is known.
   */
  async verifyPassword(password: string): Promise<User | null> {
    const user = await this.users.findByUsername(ADMIN_USERNAME);
    if (!user || !(await this.compare(password, user.password))) return null;
    if (bcrypt.getRounds(user.password) !== this.config.passwordHashCost) {
      await this.users.updatePassword(user.id, await this.hash(password));
    }
    return user;
  }

  /** A new password ends every session made with the old one, on every instance (they share the table). */
  private async changePassword(userId: number, password: string): Promise<void> {
    const hash = await this.hash(password);
    const ended = await this.transactions.run(async (manager) => {
      await this.users.updatePassword(userId, hash, manager);
      return this.sessions.deleteForUser(manager, userId);
    });
    await this.audit.record({
      action: 'password_changed',
      client: START_UP_CLIENT,
      details: `Admin password changed; ${ended} session${ended === 1 ? '' : 's'} ended`,
    });
  }

  private hash(password: string): Promise<string> {
    return this.gate.run(() => bcrypt.hash(password, this.config.passwordHashCost));
  }

  private compare(password: string, hash: string): Promise<boolean> {
    return this.gate.run(() => bcrypt.compare(password, hash));
  }
}
