import { Module } from '@nestjs/common';
import { ArticleMentionsService } from './article-mentions.service';
import { ArticlesController } from './articles.controller';
import { ArticlesService } from './articles.service';

@Module({ controllers: [ArticlesController], providers: [ArticlesService, ArticleMentionsService] })
export class ArticlesModule {}
