import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query } from '@nestjs/common';
import { AdminAwareList, AdminCreate, AdminDelete, AdminUpdate } from '../common/admin-endpoints';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { IsAdmin } from '../common/admin-only.decorator';
import { PublicCached } from '../common/public-cache/public-cached.decorator';
import { AdminListQueryDto, asksForAdminList } from '../common/validation';
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
  ) {}

  /**
   * Published articles, newest first. `?admin=true` adds drafts for the signed-in admin only.
   *
   * @remarks Public and cached: the answer carries an ETag (304 to a matching If-None-Match) and Cache-Control:
   * public, max-age=60, stale-while-revalidate=300. With ?admin=true and a live admin session, drafts are included
   * and the answer is private and never stored.
   */
  @Get()
  @AdminAwareList(ArticleDto)
  @PublicCached(['articles'], { query: ['admin'], pinned: true, privateWhen: asksForAdminList })
  getArticles(@Query() query: AdminListQueryDto, @IsAdmin() isAdmin: boolean): Promise<ArticleDto[]> {
    return this.articles.list(query.admin === true && isAdmin);
  }

  /**
   * One published article.
   *
   * @remarks Public and cached: the answer carries an ETag (304 to a matching If-None-Match) and Cache-Control:
   * public, max-age=60, stale-while-revalidate=300. Drafts answer 404 here, as an unknown slug does.
   */
  @Get('slug/:slug')
  @ApiOkResponse({ type: ArticleDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No published article has this slug.' })
  @PublicCached(['articles'])
  getArticleBySlug(@Param('slug') slug: string): Promise<ArticleDto> {
    return this.articles.findPublishedBySlug(slug);
  }

  /**
   * The reviews and products the article names, in the order it names them (at most six).
   *
   * @remarks Public and cached: the answer carries an ETag (304 to a matching If-None-Match) and Cache-Control:
   * public, max-age=60, stale-while-revalidate=300. A name counts when the article holds it as whole words: the
   * full name, or without the brand or a trailing kind of gear. An unknown or unpublished slug answers 404.
   */
  @Get('slug/:slug/mentions')
  @ApiOkResponse({ type: [ArticleMentionDto] })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No published article has this slug.' })
  @PublicCached(['articles', 'reviews', 'products'])
  getArticleMentions(@Param('slug') slug: string): Promise<ArticleMentionDto[]> {
    return this.mentions.findMentions(slug);
  }

  /**
   * Create an article (draft or published).
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets. A write from another origin
   * is refused with 403; every write is recorded in the audit log. A slug already in use answers 409. An
   * Idempotency-Key header makes a repeated request create one article.
   */
  @Post()
  @AdminCreate(ArticleDto, {
    badRequest: 'A required field is missing or a value is invalid.',
    conflict: 'An article with this slug already exists.',
  })
  async createArticle(@Body() body: CreateArticleDto): Promise<ArticleDto> {
    return this.articles.create(body);
  }

  /**
   * Partial update, e.g. `{ published: false }` from the Publish/Unpublish toggle.
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets. A write from another origin
   * is refused with 403; every write is recorded in the audit log. Send only the fields to change; a slug already
   * in use answers 409.
   */
  @Patch(':id')
  @AdminUpdate(UpdateArticleResponseDto, { notFound: 'No article has this id.', conflict: 'An article with this slug already exists.' })
  async updateArticle(@Param('id', ParseIdPipe) id: number, @Body() body: UpdateArticleDto): Promise<UpdateArticleResponseDto> {
    return { article: await this.articles.update(id, body) };
  }

  /**
   * Delete an article.
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets. A write from another origin
   * is refused with 403; every write is recorded in the audit log. The audit entry names the deleted article.
   */
  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @AdminDelete(Article, 'title', { deleted: 'Deleted.', notFound: 'No article has this id.' })
  async deleteArticle(@Param('id', ParseIdPipe) id: number): Promise<void> {
    return this.articles.remove(id);
  }
}
