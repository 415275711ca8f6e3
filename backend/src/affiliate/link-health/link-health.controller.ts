import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../common/admin-only.decorator';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { LinkHealthDto, LinkHealthReportDto } from './link-health.dto';
import { LinkHealthService } from './link-health.service';
import { ErrorResponseDto } from '../../common/errors/error-response.dto';

@ApiTags('admin')
@Controller('admin/link-health')
export class LinkHealthController {
  constructor(private readonly health: LinkHealthService) {}

  /**
   * The last check of every seller link, problems first, with counts per outcome.
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets. The links are checked in
   * the background every LINK_CHECK_INTERVAL_HOURS (default 24); "could not check" (no network) is kept apart from
   * "broken".
   */
  @Get()
  @AdminOnly()
  @ApiOkResponse({ type: LinkHealthReportDto })
  getLinkHealth(): Promise<LinkHealthReportDto> {
    return this.health.report();
  }

  /**
   * "Check now" for a product's affiliate link.
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets. Checks the link now and
   * answers the new result. The check never requests an internal address, not even through a redirect.
   */
  @Post('products/:id/check')
  @AdminOnly()
  @HttpCode(200)
  @ApiOkResponse({ type: LinkHealthDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No product has this id, or it has no affiliate link.' })
  checkProductLink(@Param('id', ParseIdPipe) id: number): Promise<LinkHealthDto> {
    return this.health.checkOne('product', id);
  }

  /**
   * "Check now" for a review's purchase link.
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets. Checks the link now and
   * answers the new result. The check never requests an internal address, not even through a redirect.
   */
  @Post('reviews/:id/check')
  @AdminOnly()
  @HttpCode(200)
  @ApiOkResponse({ type: LinkHealthDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No review has this id, or it has no purchase link.' })
  checkReviewLink(@Param('id', ParseIdPipe) id: number): Promise<LinkHealthDto> {
    return this.health.checkOne('review', id);
  }
}
