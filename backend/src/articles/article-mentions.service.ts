import { Injectable } from '@nestjs/common';
import { ArticleMentionDto } from './article.dto';
import { findMentions } from './article-mentions';
import { ArticlesRepository } from './articles.repository';
import { ArticlesService } from './articles.service';

/** The reviews and products a published article names, so its page can link them. */
@Injectable()
export class ArticleMentionsService {
  constructor(
    private readonly repository: ArticlesRepository,
    private readonly articles: ArticlesService,
  ) {}

  async findMentions(slug: string): Promise<ArticleMentionDto[]> {
    const article = await this.articles.findPublishedBySlug(slug);
    const { reviews, products } = await this.repository.findMentionable();
    return findMentions(article.content, reviews, products);
  }
}
