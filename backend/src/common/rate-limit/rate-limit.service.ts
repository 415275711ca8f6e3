import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager, LessThan } from 'typeorm';
import { RateLimit } from './rate-limit.entity';
import { APP_CONFIG, AppConfig } from '../../config/app-config';

export interface RateLimitResult {
  /** False once `limit` hits have been counted in the current window. */
  allowed: boolean;
  /** Hits still allowed in the current window. */
  remaining: number;
  /** Seconds until the window resets (0 when nothing is counted). */
  retryAfterSeconds: number;
}

/** Expired counters are swept at most this often per instance, so the table cannot grow without bound. */
const PURGE_INTERVAL_MS = 60 * 60 * 1000;
/** Only counters expired this long ago are swept, so a sweep never races a live window. */
const PURGE_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Fixed-window counters in the `rate_limits` table, so every instance of the app and every restart
 * sees the same numbers. Keys are free text chosen by the caller, e.g. `contact:203.0.113.7`.
 */
@Injectable()
export class RateLimitService {
  private lastPurgeAt = 0;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Counts one hit for `key`; refused hits are not counted, so they do not extend the block. */
  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    await this.purgeExpiredOccasionally();
    const now = new Date();
    // The row must exist before it can be locked: concurrent first hits would otherwise race on the insert.
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(RateLimit)
      .values({ key, count: '0', resetTime: new Date(now.getTime() + windowMs) })
      .orIgnore()
      .execute();
    return this.dataSource.transaction(async (manager) => {
      const row = await this.lockRow(manager, key);
      if (!row) {
        // Swept by another instance between the insert and the lock: start a fresh window.
        const resetTime = new Date(now.getTime() + windowMs);
        await manager.insert(RateLimit, { key, count: '1', resetTime });
        return { allowed: limit >= 1, remaining: Math.max(0, limit - 1), retryAfterSeconds: secondsUntil(resetTime, now) };
      }
      let count = Number(row.count) || 0;
      let resetTime = row.resetTime;
      if (resetTime.getTime() <= now.getTime()) {
        count = 0;
        resetTime = new Date(now.getTime() + windowMs);
      }
      if (count >= limit) {
        return { allowed: false, remaining: 0, retryAfterSeconds: secondsUntil(resetTime, now) };
      }
      count += 1;
      await manager.update(RateLimit, { key }, { count: String(count), resetTime });
      return { allowed: true, remaining: limit - count, retryAfterSeconds: secondsUntil(resetTime, now) };
    });
  }

  /** The state of `key` without counting a hit (e.g. to refuse a login before checking the password). */
  async peek(key: string, limit: number): Promise<RateLimitResult> {
    const now = new Date();
    const row = await this.dataSource.getRepository(RateLimit).findOneBy({ key });
    if (!row || row.resetTime.getTime() <= now.getTime()) {
      return { allowed: true, remaining: limit, retryAfterSeconds: 0 };
    }
    const count = Number(row.count) || 0;
    return {
      allowed: count < limit,
      remaining: Math.max(0, limit - count),
      retryAfterSeconds: secondsUntil(row.resetTime, now),
    };
  }

  /** Forgets the counter for `key` (e.g. after a successful login). */
  async reset(key: string): Promise<void> {
    await this.dataSource.getRepository(RateLimit).delete({ key });
  }

  private async lockRow(manager: EntityManager, key: string): Promise<RateLimit | null> {
    const query = manager.getRepository(RateLimit).createQueryBuilder('rate').where('rate.key = :key', { key });
    // SQLite has no row locks; its transactions already serialise writers.
    if (this.config.database.kind !== 'sqlite') query.setLock('pessimistic_write');
    return query.getOne();
  }

  private async purgeExpiredOccasionally(): Promise<void> {
    const now = Date.now();
    if (now - this.lastPurgeAt < PURGE_INTERVAL_MS) return;
    this.lastPurgeAt = now;
    await this.dataSource.getRepository(RateLimit).delete({ resetTime: LessThan(new Date(now - PURGE_AFTER_MS)) });
  }
}

function secondsUntil(moment: Date, now: Date): number {
  return Math.max(0, Math.ceil((moment.getTime() - now.getTime()) / 1000));
}
