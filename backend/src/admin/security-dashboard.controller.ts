import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../common/admin-only.decorator';
import { SecurityDashboardResponseDto } from './security-dashboard.dto';
import { SecurityDashboardService } from './security-dashboard.service';

@ApiTags('admin')
@Controller('admin')
export class SecurityDashboardController {
  constructor(private readonly dashboard: SecurityDashboardService) {}

  /** Login counts of the last 24 hours and the latest audit entries (the admin Security tab polls it). */
  @Get('security-dashboard')
  @AdminOnly()
  @ApiOkResponse({ type: SecurityDashboardResponseDto })
  async getSecurityDashboard(): Promise<SecurityDashboardResponseDto> {
    return this.dashboard.getDashboard();
  }
}
