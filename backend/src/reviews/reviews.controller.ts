import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query } from '@nestjs/common';
import { AdminAwareList, AdminCreate, AdminDelete, AdminUpdate } from '../common/admin-endpoints';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { IsAdmin } from '../common/admin-only.decorator';
import { PublicCached } from '../common/public-cache/public-cached.decorator';
import { AdminListQueryDto, asksForAdminList } from '../common/validation';
import { CreateReviewDto, ReviewCategoryParamsDto, ReviewDto, ReviewPageDto, UpdateReviewDto } from './review.dto';
import { ReviewsService } from './reviews.service';
import { ErrorResponseDto } from '../common/errors/error-response.dto';
import { Review } from './review.entity';

@ApiTags('reviews')
@Controller('reviews')
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  /**
   * Published reviews; with ?admin=true and a live admin session, drafts as well.
   *
   * @remarks Public and cached: the answer carries an ETag (304 to a matching If-None-Match) and Cache-Control:
   * public, max-age=60, stale-while-revalidate=300. With ?admin=true and a live admin session, drafts are included
   * and the answer is private and never stored.
   */
  @Get()
  @AdminAwareList(ReviewDto)
  @PublicCached(['reviews'], { query: ['admin'], pinned: true, privateWhen: asksForAdminList })
  getReviews(@Query() query: AdminListQueryDto, @IsAdmin() isAdmin: boolean): Promise<ReviewDto[]> {
    return this.reviews.list(query.admin === true && isAdmin);
  }

  /**
   * Every published review, newest first (the "All Reviews" list).
   *
   * @remarks Public and cached: the answer carries an ETag (304 to a matching If-None-Match) and Cache-Control:
   * public, max-age=60, stale-while-revalidate=300.
   */
  @Get('published')
  @ApiOkResponse({ type: [ReviewDto] })
  @PublicCached(['reviews'], { pinned: true })
  getPublishedReviews(): Promise<ReviewDto[]> {
    return this.reviews.list(false);
  }

  /**
   * Published reviews of one category; the category is URL-encoded, e.g. Masks%20%26%20Fins.
   *
   * @remarks Public and cached: the answer carries an ETag (304 to a matching If-None-Match) and Cache-Control:
   * public, max-age=60, stale-while-revalidate=300. A category that is not one of the seven answers 400.
   */
  @Get('category/:category')
  @ApiOkResponse({ type: [ReviewDto] })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Not one of the review categories.' })
  // Categories are validated against a fixed list, so their answers may be pinned.
  @PublicCached(['reviews'], { pinned: true })
  getReviewsByCategory(@Param() params: ReviewCategoryParamsDto): Promise<ReviewDto[]> {
    return this.reviews.findPublishedByCategory(params.category);
  }

  /**
   * One published review by its URL name, with the shop product it is about.
   *
   * @remarks Public and cached: the answer carries an ETag (304 to a matching If-None-Match) and Cache-Control:
   * public, max-age=60, stale-while-revalidate=300. Drafts answer 404 here, as an unknown slug does.
   */
  @Get('slug/:slug')
  @ApiOkResponse({ type: ReviewPageDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No published review has this slug.' })
  // The linked product is part of the answer, so a product change drops it too.
  @PublicCached(['reviews', 'products'])
  getReviewBySlug(@Param('slug') slug: string): Promise<ReviewPageDto> {
    return this.reviews.findPageBySlug(slug);
  }

  /**
   * Create a gear review (draft or published).
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets. A write from another origin
   * is refused with 403; every write is recorded in the audit log. A slug already in use answers 409. An
   * Idempotency-Key header makes a repeated request create one review.
   */
  @Post()
  @AdminCreate(ReviewDto, {
    badRequest: 'A required field is missing or a value is invalid.',
    conflict: 'A review with this slug already exists.',
  })
  createReview(@Body() dto: CreateReviewDto): Promise<ReviewDto> {
    return this.reviews.create(dto);
  }

  /**
   * Change some fields of a gear review.
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets. A write from another origin
   * is refused with 403; every write is recorded in the audit log. Send only the fields to change; a slug already
   * in use answers 409.
   */
  @Patch(':id')
  @AdminUpdate(ReviewDto, {
    badRequest: 'A value is invalid.',
    notFound: 'No review has this id.',
    conflict: 'A review with this slug already exists.',
  })
  updateReview(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateReviewDto): Promise<ReviewDto> {
    return this.reviews.update(id, dto);
  }

  /**
   * Delete a gear review.
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets. A write from another origin
   * is refused with 403; every write is recorded in the audit log. The audit entry names the deleted review.
   */
  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @AdminDelete(Review, 'title', { deleted: 'The review was deleted.', notFound: 'No review has this id.' })
  deleteReview(@Param('id', ParseIdPipe) id: number): Promise<void> {
    return this.reviews.remove(id);
  }
}
