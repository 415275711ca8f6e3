import { Global, Module } from '@nestjs/common';
import { RateLimitService } from './rate-limit.service';

/** Database-backed throttling counters, shared by the form throttle and the admin login. */
@Global()
@Module({ providers: [RateLimitService], exports: [RateLimitService] })
export class RateLimitModule {}
