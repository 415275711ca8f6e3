import { Module } from '@nestjs/common';
import { ArticleMentionsService } from './article-mentions.service';
import { ArticlesController } from './articles.controller';
import { ArticlesRepository } from './articles.repository';
import { ArticlesService } from './articles.service';

@Module({ controllers: [ArticlesController], providers: [ArticlesRepository, ArticlesService, ArticleMentionsService] })
export class ArticlesModule {}
