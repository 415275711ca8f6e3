import { Module } from '@nestjs/common';
import { ReviewsController } from './reviews.controller';
import { ReviewsRepository } from './reviews.repository';
import { ReviewsService } from './reviews.service';

@Module({ controllers: [ReviewsController], providers: [ReviewsRepository, ReviewsService] })
export class ReviewsModule {}
