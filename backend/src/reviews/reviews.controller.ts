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
import {
  CreateReviewDto,
  ReviewCategoryParamsDto,
  ReviewListQueryDto,
  ReviewResponseDto,
  UpdateReviewDto,
} from './reviews.dto';
import { ReviewsService } from './reviews.service';
import { ErrorResponseDto } from '../common/errors/error-response.dto';

@ApiTags('reviews')
@Controller('reviews')
export class ReviewsController {
  constructor(
    private readonly reviews: ReviewsService,
    private readonly cache: PublicCacheService,
  ) {}

  /** Published reviews; with ?admin=true and a live admin session, drafts as well. */
  @Get()
  @AdminOptional()
  @ApiOkResponse({ type: [ReviewResponseDto] })
  async getReviews(
    @Query() query: ReviewListQueryDto,
    @IsAdmin() isAdmin: boolean,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    this.cache.send(request, reply, await this.reviews.listAnswer(query.admin === true, isAdmin));
  }

  /** Every published review, newest first (the "All Reviews" list). */
  @Get('published')
  @ApiOkResponse({ type: [ReviewResponseDto] })
  async getPublishedReviews(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    this.cache.send(request, reply, await this.reviews.publishedAnswer());
  }

  /** Published reviews of one category; the category is URL-encoded, e.g. Masks%20%26%20Fins. */
  @Get('category/:category')
  @ApiOkResponse({ type: [ReviewResponseDto] })
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
  @ApiOkResponse({ type: ReviewResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No published review has this slug.' })
  async getReviewBySlug(@Param('slug') slug: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    this.cache.send(request, reply, await this.reviews.bySlugAnswer(slug));
  }

  @Post()
  @AdminOnly()
  @ApiCreatedResponse({ type: ReviewResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A required field is missing or a value is invalid.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'A review with this slug already exists.' })
  createReview(@Body() dto: CreateReviewDto): Promise<ReviewResponseDto> {
    return this.reviews.create(dto);
  }

  @Patch(':id')
  @AdminOnly()
  @ApiOkResponse({ type: ReviewResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A value is invalid.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No review has this id.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'A review with this slug already exists.' })
  updateReview(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateReviewDto): Promise<ReviewResponseDto> {
    return this.reviews.update(id, dto);
  }

  @Delete(':id')
  @AdminOnly()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'The review was deleted.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No review has this id.' })
  deleteReview(@Param('id', ParseIdPipe) id: number): Promise<void> {
    return this.reviews.remove(id);
  }
}
