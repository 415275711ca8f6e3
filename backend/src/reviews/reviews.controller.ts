import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query } from '@nestjs/common';
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
import {
  CreateReviewDto,
  ReviewCategoryParamsDto,
  ReviewListQueryDto,
  ReviewResponseDto,
  UpdateReviewDto,
} from './reviews.dto';
import { ReviewsService } from './reviews.service';

@ApiTags('reviews')
@Controller('reviews')
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  /** Published reviews; with ?admin=true and a live admin session, drafts as well. */
  @Get()
  @AdminOptional()
  @ApiOkResponse({ type: [ReviewResponseDto] })
  getReviews(@Query() query: ReviewListQueryDto, @IsAdmin() isAdmin: boolean): Promise<ReviewResponseDto[]> {
    return this.reviews.findAll(isAdmin && query.admin === 'true');
  }

  /** Every published review, newest first (the "All Reviews" list). */
  @Get('published')
  @ApiOkResponse({ type: [ReviewResponseDto] })
  getPublishedReviews(): Promise<ReviewResponseDto[]> {
    return this.reviews.findAll(false);
  }

  /** Published reviews of one category; the category is URL-encoded, e.g. Masks%20%26%20Fins. */
  @Get('category/:category')
  @ApiOkResponse({ type: [ReviewResponseDto] })
  @ApiBadRequestResponse({ description: 'Not one of the review categories.' })
  getReviewsByCategory(@Param() params: ReviewCategoryParamsDto): Promise<ReviewResponseDto[]> {
    return this.reviews.findPublishedByCategory(params.category);
  }

  /** One published review by its URL name. */
  @Get('slug/:slug')
  @ApiOkResponse({ type: ReviewResponseDto })
  @ApiNotFoundResponse({ description: 'No published review has this slug.' })
  getReviewBySlug(@Param('slug') slug: string): Promise<ReviewResponseDto> {
    return this.reviews.findPublishedBySlug(slug);
  }

  @Post()
  @AdminOnly()
  @ApiCreatedResponse({ type: ReviewResponseDto })
  @ApiBadRequestResponse({ description: 'A required field is missing or a value is invalid.' })
  @ApiConflictResponse({ description: 'A review with this slug already exists.' })
  createReview(@Body() dto: CreateReviewDto): Promise<ReviewResponseDto> {
    return this.reviews.create(dto);
  }

  @Patch(':id')
  @AdminOnly()
  @ApiOkResponse({ type: ReviewResponseDto })
  @ApiBadRequestResponse({ description: 'A value is invalid.' })
  @ApiNotFoundResponse({ description: 'No review has this id.' })
  @ApiConflictResponse({ description: 'A review with this slug already exists.' })
  updateReview(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateReviewDto): Promise<ReviewResponseDto> {
    return this.reviews.update(id, dto);
  }

  @Delete(':id')
  @AdminOnly()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'The review was deleted.' })
  @ApiNotFoundResponse({ description: 'No review has this id.' })
  deleteReview(@Param('id', ParseIdPipe) id: number): Promise<void> {
    return this.reviews.remove(id);
  }
}
