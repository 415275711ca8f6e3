import { Global, Module } from '@nestjs/common';
import { PublicCacheService } from './public-cache.service';

/** The one read cache for public answers: @PublicCached handlers (PublicCacheInterceptor), the conditions and the page renderer use it. */
@Global()
@Module({ providers: [PublicCacheService], exports: [PublicCacheService] })
export class PublicCacheModule {}
