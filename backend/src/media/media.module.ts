import { Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { MediaAltTextRepository } from './media-alt-text';
import { MediaController } from './media.controller';
import { MediaRepository } from './media.repository';
import { createMediaStorage, MEDIA_STORAGE, MediaService } from './media.service';

@Module({
  controllers: [MediaController],
  providers: [
    MediaRepository,
    MediaService,
    MediaAltTextRepository,
    { provide: MEDIA_STORAGE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createMediaStorage(config) },
  ],
  exports: [MEDIA_STORAGE, MediaAltTextRepository],
})
export class MediaModule {}
