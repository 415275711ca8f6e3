import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { DbThrottlerStorage } from '../rate-limit/db-throttler.storage';
import { RateLimitService } from '../rate-limit/rate-limit.service';

/** The throttler used by @FormThrottle() (named `default` so the standard Retry-After header is sent); counters live in the database. */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG, RateLimitService],
      useFactory: (config: AppConfig, rateLimits: RateLimitService) => ({
        throttlers: [{ name: 'default', limit: config.formThrottle.maxRequests, ttl: config.formThrottle.windowMinutes * 60_000 }],
        storage: new DbThrottlerStorage(rateLimits),
      }),
    }),
  ],
  exports: [ThrottlerModule],
})
export class FormThrottleModule {}
