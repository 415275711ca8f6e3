import { Global, Module } from '@nestjs/common';
import { PublicCacheService } from './public-cache.service';

/** The one read cache for public answers; domain services and the page renderer use it. */
@Global()
@Module({ providers: [PublicCacheService], exports: [PublicCacheService] })
export class PublicCacheModule {}
