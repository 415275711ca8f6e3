import { Injectable } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import { RateLimitService } from './rate-limit.service';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * @nestjs/throttler's storage, kept in the `rate_limits` table instead of process memory, so every
 * instance and every restart counts the same hits. The window is fixed: a blocked client waits until
 * its window resets (refused hits are not counted, so they do not extend the block).
 */
@Injectable()
export class DbThrottlerStorage implements ThrottlerStorage {
  constructor(private readonly rateLimits: RateLimitService) {}

  async increment(key: string, ttl: number, limit: number): Promise<ThrottlerStorageRecord> {
    const result = await this.rateLimits.hit(`throttle:${key}`, limit, ttl);
    return {
      totalHits: result.allowed ? limit - result.remaining : limit + 1,
      timeToExpire: result.retryAfterSeconds,
      isBlocked: !result.allowed,
      timeToBlockExpire: result.allowed ? 0 : result.retryAfterSeconds,
    };
  }
}
