import { Global, Module } from '@nestjs/common';
import { ContentVersionsService } from './content-versions.service';

/** Content versions for cache invalidation across instances: every domain module's writes use it. */
@Global()
@Module({ providers: [ContentVersionsService], exports: [ContentVersionsService] })
export class ContentVersionsModule {}
