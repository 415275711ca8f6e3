import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PublishableRepository } from '../publishing/publishable.repository';
import { Article } from './article.entity';

/** Blog articles (table `articles`): the shared publishable queries. */
@Injectable()
export class ArticlesRepository extends PublishableRepository<Article> {
  constructor(dataSource: DataSource) {
    super(dataSource, Article);
  }
}
