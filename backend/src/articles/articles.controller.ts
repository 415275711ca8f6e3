import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AdminAwareList, AdminCreate, AdminDelete, AdminUpdate } from '../common/admin-endpoints';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { IsAdmin } from '../common/admin-only.decorator';
import { PublicCacheService } from '../common/public-cache/public-cache.service';
import { AdminListQueryDto } from '../common/validation';
import { ArticleDto, ArticleMentionDto, CreateArticleDto, UpdateArticleDto, UpdateArticleResponseDto } from './article.dto';
import { ArticleMentionsService } from './article-mentions.service';
import { ArticlesService } from './articles.service';
import { ErrorResponseDto } from '../common/errors/error-response.dto';
import { Article } from './article.entity';

@ApiTags('articles')
@Controller('articles')
export class ArticlesController {
  constructor(
    private readonly articles: ArticlesService,
    private readonly mentions: ArticleMentionsService,
    private readonly cache: PublicCacheService,
  ) {}

  /** Published articles, newest first. `?admin=true` adds drafts for the signed-in admin only. */
  @Get()
  @AdminAwareList(ArticleDto)
  async getArticles(
    @Query() query: AdminListQueryDto,
    @IsAdmin() isAdmin: boolean,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    this.cache.send(request, reply, await this.articles.listAnswer(query.admin === true, isAdmin));
  }

  /** One published article. */
  @Get('slug/:slug')
  @ApiOkResponse({ type: ArticleDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No published article has this slug.' })
  async getArticleBySlug(@Param('slug') slug: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    this.cache.send(request, reply, await this.articles.bySlugAnswer(slug));
  }

  /** The reviews and products the article names, in the order it names them (at most six). */
  @Get('slug/:slug/mentions')
  @ApiOkResponse({ type: [ArticleMentionDto] })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No published article has this slug.' })
  async getArticleMentions(@Param('slug') slug: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    this.cache.send(request, reply, await this.mentions.mentionsAnswer(slug));
  }

  /** Create an article (draft or published). */
  @Post()
  @AdminCreate(ArticleDto, {
    badRequest: 'A required field is missing or a value is invalid.',
    conflict: 'An article with this slug already exists.',
  })
  async createArticle(@Body() body: CreateArticleDto): Promise<ArticleDto> {
    return this.articles.create(body);
  }

  /** Partial update, e.g. `{ published: false }` from the Publish/Unpublish toggle. */
  @Patch(':id')
  @AdminUpdate(UpdateArticleResponseDto, { notFound: 'No article has this id.', conflict: 'An article with this slug already exists.' })
  async updateArticle(@Param('id', ParseIdPipe) id: number, @Body() body: UpdateArticleDto): Promise<UpdateArticleResponseDto> {
    return { article: await this.articles.update(id, body) };
  }

  /** Delete an article. */
  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @AdminDelete(Article, 'title', { deleted: 'Deleted.', notFound: 'No article has this id.' })
  async deleteArticle(@Param('id', ParseIdPipe) id: number): Promise<void> {
    return this.articles.remove(id);
  }
}
