import { Controller, Delete, Get, HttpCode, HttpStatus, Param, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AuditDeletes } from '../../common/admin-endpoints';
import { AdminOnly } from '../../common/admin-only.decorator';
import { ErrorResponseDto } from '../../common/errors/error-response.dto';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { WindowAlert } from './window-alert.entity';
import { AdminWindowAlertsDto, AdminWindowAlertsQueryDto } from './window-alerts-admin.dto';
import { ALERT_NOT_FOUND, WindowAlertsService } from './window-alerts.service';

/** The owner's view of the dive-window alerts visitors asked for, and removing one. */
@ApiTags('admin')
@Controller('admin/newsletter/alerts')
export class WindowAlertsAdminController {
  constructor(private readonly alerts: WindowAlertsService) {}

  /**
   * The alerts pending or confirmed, newest first, a page at a time, with their counts.
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets.
   */
  @Get()
  @AdminOnly()
  @ApiOkResponse({ type: AdminWindowAlertsDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'page or limit is not a whole number in range.' })
  getWindowAlerts(@Query() query: AdminWindowAlertsQueryDto): Promise<AdminWindowAlertsDto> {
    return this.alerts.listForAdmin(query.page, query.limit);
  }

  /**
   * Removes an alert: the address gets no more of its e-mails, including one already queued.
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets. A write from another origin
   * is refused with 403; every write is recorded in the audit log (with the alert's address).
   */
  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @AdminOnly()
  @AuditDeletes(WindowAlert, 'name', 'email')
  @ApiNoContentResponse({ description: 'Removed.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: ALERT_NOT_FOUND })
  async deleteWindowAlert(@Param('id', ParseIdPipe) id: number): Promise<void> {
    await this.alerts.remove(id);
  }
}
