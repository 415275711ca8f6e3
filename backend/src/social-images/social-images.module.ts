import { Module } from '@nestjs/common';
import { SocialImagesController } from './social-images.controller';
import { SocialImagesService } from './social-images.service';
import { SocialImagesRepository } from './social-images.repository';

@Module({ controllers: [SocialImagesController], providers: [SocialImagesRepository, SocialImagesService] })
export class SocialImagesModule {}
