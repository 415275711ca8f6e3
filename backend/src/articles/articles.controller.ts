import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ParseIdPipe } from '../common/parse-id.pipe';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { AdminOnly, AdminOptional, IsAdmin } from '../common/admin-only.decorator';
import { PublicCacheService } from '../common/public-cache/public-cache.service';
import { ArticleDto, CreateArticleDto, GetArticlesQueryDto, UpdateArticleDto, UpdateArticleResponseDto } from './article.dto';
import { ArticlesService } from './articles.service';
import { ErrorResponseDto } from '../common/errors/error-response.dto';

@ApiTags('articles')
@Controller('articles')
export class ArticlesController {
  constructor(
    private readonly articles: ArticlesService,
    private readonly cache: PublicCacheService,
  ) {}

  /** Published articles, newest first. `?admin=true` adds drafts for the signed-in admin only. */
  @Get()
  @AdminOptional()
  @ApiOkResponse({ type: [ArticleDto] })
  async getArticles(
    @Query() query: GetArticlesQueryDto,
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

  @Post()
  @AdminOnly()
  @ApiCreatedResponse({ type: ArticleDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A required field is missing or a value is invalid.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'An article with this slug already exists.' })
  async createArticle(@Body() body: CreateArticleDto): Promise<ArticleDto> {
    return this.articles.create(body);
  }

  /** Partial update, e.g. `{ published: false }` from the Publish/Unpublish toggle. */
  @Patch(':id')
  @AdminOnly()
  @ApiOkResponse({ type: UpdateArticleResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No article has this id.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'An article with this slug already exists.' })
  async updateArticle(@Param('id', ParseIdPipe) id: number, @Body() body: UpdateArticleDto): Promise<UpdateArticleResponseDto> {
    return this.articles.update(id, body);
  }

  @Delete(':id')
  @AdminOnly()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Deleted.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No article has this id.' })
  async deleteArticle(@Param('id', ParseIdPipe) id: number): Promise<void> {
    return this.articles.remove(id);
  }
}
