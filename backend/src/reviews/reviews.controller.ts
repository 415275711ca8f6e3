import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AdminAwareList, AdminCreate, AdminDelete, AdminUpdate } from '../common/admin-endpoints';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { IsAdmin } from '../common/admin-only.decorator';
import { PublicCacheService } from '../common/public-cache/public-cache.service';
import { AdminListQueryDto } from '../common/validation';
import { CreateReviewDto, ReviewCategoryParamsDto, ReviewDto, UpdateReviewDto } from './review.dto';
import { ReviewsService } from './reviews.service';
import { ErrorResponseDto } from '../common/errors/error-response.dto';
import { Review } from './review.entity';

@ApiTags('reviews')
@Controller('reviews')
export class ReviewsController {
  constructor(
    private readonly reviews: ReviewsService,
    private readonly cache: PublicCacheService,
  ) {}

  /** Published reviews; with ?admin=true and a live admin session, drafts as well. */
  @Get()
  @AdminAwareList(ReviewDto)
  async getReviews(
    @Query() query: AdminListQueryDto,
    @IsAdmin() isAdmin: boolean,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    this.cache.send(request, reply, await this.reviews.listAnswer(query.admin === true, isAdmin));
  }

  /** Every published review, newest first (the "All Reviews" list). */
  @Get('published')
  @ApiOkResponse({ type: [ReviewDto] })
  async getPublishedReviews(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    this.cache.send(request, reply, await this.reviews.publishedListAnswer());
  }

  /** Published reviews of one category; the category is URL-encoded, e.g. Masks%20%26%20Fins. */
  @Get('category/:category')
  @ApiOkResponse({ type: [ReviewDto] })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Not one of the review categories.' })
  async getReviewsByCategory(
    @Param() params: ReviewCategoryParamsDto,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    this.cache.send(request, reply, await this.reviews.byCategoryAnswer(params.category));
  }

  /** One published review by its URL name. */
  @Get('slug/:slug')
  @ApiOkResponse({ type: ReviewDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No published review has this slug.' })
  async getReviewBySlug(@Param('slug') slug: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    this.cache.send(request, reply, await this.reviews.bySlugAnswer(slug));
  }

  /** Create a gear review (draft or published). */
  @Post()
  @AdminCreate(ReviewDto, {
    badRequest: 'A required field is missing or a value is invalid.',
    conflict: 'A review with this slug already exists.',
  })
  createReview(@Body() dto: CreateReviewDto): Promise<ReviewDto> {
    return this.reviews.create(dto);
  }

  /** Change some fields of a gear review. */
  @Patch(':id')
  @AdminUpdate(ReviewDto, {
    badRequest: 'A value is invalid.',
    notFound: 'No review has this id.',
    conflict: 'A review with this slug already exists.',
  })
  updateReview(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateReviewDto): Promise<ReviewDto> {
    return this.reviews.update(id, dto);
  }

  /** Delete a gear review. */
  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @AdminDelete(Review, 'title', { deleted: 'The review was deleted.', notFound: 'No review has this id.' })
  deleteReview(@Param('id', ParseIdPipe) id: number): Promise<void> {
    return this.reviews.remove(id);
  }
}
