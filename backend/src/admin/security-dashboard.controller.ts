import { Controller, Get } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../common/admin-only.decorator';
import { BACKGROUND_REFRESH_HEADER } from '../auth/admin-session.guard';
import { SecurityDashboardResponseDto } from './security-dashboard.dto';
import { SecurityDashboardService } from './security-dashboard.service';

@ApiTags('admin')
@Controller('admin')
export class SecurityDashboardController {
  constructor(private readonly dashboard: SecurityDashboardService) {}

  /**
   * Login counts of the last 24 hours and the latest audit entries (the admin Security tab polls it).
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets. Audit entries never hold a
   * password, a token or a full request body.
   */
  @Get('security-dashboard')
  @AdminOnly()
  @ApiHeader({
    name: BACKGROUND_REFRESH_HEADER,
    required: false,
    enum: ['true'],
    description: '"true" for a timed refresh: answered as usual, but it does not extend the session\'s idle time.',
  })
  @ApiOkResponse({ type: SecurityDashboardResponseDto })
  async getSecurityDashboard(): Promise<SecurityDashboardResponseDto> {
    return this.dashboard.getDashboard();
  }
}
