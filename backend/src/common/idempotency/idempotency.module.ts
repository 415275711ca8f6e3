import { Global, Module } from '@nestjs/common';
import { IdempotencyInterceptor } from './idempotency.interceptor';
import { IdempotencyService } from './idempotency.service';

/** Idempotency keys for the admin creates (see @Idempotent). */
@Global()
@Module({ providers: [IdempotencyService, IdempotencyInterceptor], exports: [IdempotencyService, IdempotencyInterceptor] })
export class IdempotencyModule {}
