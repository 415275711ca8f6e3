import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { CsrfModule } from '../common/csrf/csrf.module';
import { RateLimitModule } from '../common/rate-limit/rate-limit.module';
import { DatabaseModule } from '../database/database.module';
import { AdminAuthController } from './admin-auth.controller';
import { AdminAuthService } from './admin-auth.service';
import { LoginThrottleGuard } from './login-throttle.guard';
import { SecurityDashboardController } from './security-dashboard.controller';
import { SecurityDashboardRepository } from './security-dashboard.repository';
import { SecurityDashboardService } from './security-dashboard.service';

/** The owner's login, logout, session check and security dashboard, plus the global CSRF and audit layers. */
@Module({
  imports: [DatabaseModule, RateLimitModule, AuditModule, CsrfModule],
  controllers: [AdminAuthController, SecurityDashboardController],
  providers: [AdminAuthService, LoginThrottleGuard, SecurityDashboardRepository, SecurityDashboardService],
})
export class AdminModule {}
