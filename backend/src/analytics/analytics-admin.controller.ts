import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../common/admin-only.decorator';
import { ErrorResponseDto } from '../common/errors/error-response.dto';
import { AnalyticsReportDto, AnalyticsReportQueryDto } from './analytics-report.dto';
import { AnalyticsReportService } from './analytics-report.service';

@ApiTags('admin')
@Controller('admin/analytics')
export class AnalyticsAdminController {
  constructor(private readonly reports: AnalyticsReportService) {}

  /**
   * Visitors, page views, top pages, sources and campaigns, devices, click-through rates, searches, missing pages
   * and sign-ups for today, the last 7, 30 or 90 days, or a custom range.
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets. `countedAs` says in a
   * sentence how visitors are counted without cookies.
   */
  @Get()
  @AdminOnly()
  @ApiOkResponse({ type: AnalyticsReportDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'days is not 1, 7, 30 or 90, or the custom range is not a range.' })
  getAnalyticsReport(@Query() query: AnalyticsReportQueryDto): Promise<AnalyticsReportDto> {
    return this.reports.report(query);
  }
}
