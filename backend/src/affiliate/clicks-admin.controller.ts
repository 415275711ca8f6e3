import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminOnly } from '../common/admin-only.decorator';
import { ErrorResponseDto } from '../common/errors/error-response.dto';
import { ClickReportDto, ClickReportQueryDto } from './affiliate.dto';
import { ClicksService } from './clicks.service';

const DEFAULT_DAYS = 30;

@ApiTags('admin')
@Controller('admin/clicks')
export class ClicksAdminController {
  constructor(private readonly clicks: ClicksService) {}

  /**
   * Clicks on seller links per link, placement, page and day over the last 7, 30 or 90 days.
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets. `countedAs` says in a
   * sentence how clicks are counted: HEAD requests, prefetches and known bots are not, and one address counts on
   * one link at most once a minute and three times an hour.
   */
  @Get()
  @AdminOnly()
  @ApiOkResponse({ type: ClickReportDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'days is not 7, 30 or 90.' })
  getClickReport(@Query() query: ClickReportQueryDto): Promise<ClickReportDto> {
    return this.clicks.report(query.days ?? DEFAULT_DAYS);
  }

  /**
   * The same period as a CSV file: one line per link, placement, page and day.
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets. A CSV file for a
   * spreadsheet; `days` as for the report.
   */
  @Get('export')
  @AdminOnly()
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'affiliate-clicks-FROM-to-TO.csv', schema: { type: 'string' } })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'days is not 7, 30 or 90.' })
  async exportClicksCsv(@Query() query: ClickReportQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const file = await this.clicks.csv(query.days ?? DEFAULT_DAYS);
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="${file.filename}"`);
    reply.header('cache-control', 'no-store');
    return file.body;
  }
}
