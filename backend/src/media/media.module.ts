import { Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { MediaController } from './media.controller';
import { createMediaStorage, MEDIA_STORAGE, MediaService } from './media.service';

@Module({
  controllers: [MediaController],
  providers: [
    MediaService,
    { provide: MEDIA_STORAGE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createMediaStorage(config) },
  ],
  exports: [MEDIA_STORAGE],
})
export class MediaModule {}
