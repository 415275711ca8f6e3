import { Body, Controller, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../common/admin-only.decorator';
import { ErrorResponseDto } from '../common/errors/error-response.dto';
import { AnalyticsReportDto, AnalyticsReportQueryDto } from './analytics-report.dto';
import { AnalyticsReportService } from './analytics-report.service';
import { CommissionNetworkDto, CommissionUploadResultDto, UploadCommissionsDto } from './commissions.dto';
import { CommissionsService } from './commissions.service';
import { AnalyticsSettingsDto } from './analytics-settings.dto';
import { WeeklySummaryService } from './weekly-summary.service';

@ApiTags('admin')
@Controller('admin/analytics')
export class AnalyticsAdminController {
  constructor(
    private readonly reports: AnalyticsReportService,
    private readonly commissions: CommissionsService,
    private readonly summary: WeeklySummaryService,
  ) {}

  /**
   * Whether the owner gets the weekly summary e-mail (Monday mornings, to CONTACT_RECIPIENT).
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets.
   */
  @Get('settings')
  @AdminOnly()
  @ApiOkResponse({ type: AnalyticsSettingsDto })
  getAnalyticsSettings(): Promise<AnalyticsSettingsDto> {
    return this.summary.settings();
  }

  /**
   * Switches the weekly summary e-mail on or off.
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets.
   */
  @Put('settings')
  @AdminOnly()
  @ApiOkResponse({ type: AnalyticsSettingsDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'weeklySummary is not true or false.' })
  updateAnalyticsSettings(@Body() body: AnalyticsSettingsDto): Promise<AnalyticsSettingsDto> {
    return this.summary.setWeeklySummary(body.weeklySummary);
  }

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

  /**
   * The affiliate networks whose commission reports were uploaded, with their saved column mapping.
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets.
   */
  @Get('networks')
  @AdminOnly()
  @ApiOkResponse({ type: [CommissionNetworkDto] })
  getCommissionNetworks(): Promise<CommissionNetworkDto[]> {
    return this.commissions.networks();
  }

  /**
   * Uploads an affiliate network's commission report (CSV text: date, sub-id, amount, under the headings named).
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets. The column mapping is saved for the
   * network. Good rows are stored (the network's earlier rows of the same days are replaced, so an upload counts once);
   * bad rows are listed with their line. The earnings are joined to pages and products through the sub-ids of the /go/ links.
   */
  @Post('commissions')
  @HttpCode(200)
  @AdminOnly()
  @ApiOkResponse({ type: CommissionUploadResultDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'A field is missing or too long, the file is empty, or a named column is not in it.',
  })
  uploadCommissions(@Body() body: UploadCommissionsDto): Promise<CommissionUploadResultDto> {
    return this.commissions.upload(body);
  }
}
