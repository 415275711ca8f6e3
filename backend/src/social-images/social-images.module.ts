import { Module } from '@nestjs/common';
import { SocialImagesController } from './social-images.controller';
import { SocialImagesService } from './social-images.service';

@Module({ controllers: [SocialImagesController], providers: [SocialImagesService] })
export class SocialImagesModule {}
