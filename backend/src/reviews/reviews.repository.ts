import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PublishableRepository } from '../publishing/publishable.repository';
import { Review } from './review.entity';

/** Gear reviews (table `reviews`): the shared publishable queries. */
@Injectable()
export class ReviewsRepository extends PublishableRepository<Review> {
  constructor(dataSource: DataSource) {
    super(dataSource, Review);
  }
}
