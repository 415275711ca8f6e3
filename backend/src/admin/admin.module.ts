import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { CsrfModule } from '../common/csrf/csrf.module';
import { RateLimitModule } from '../common/rate-limit/rate-limit.module';
import { Transactions } from '../database/transactions';
import { AdminAuthController } from './admin-auth.controller';
import { AdminAuthService } from './admin-auth.service';
import { AdminUserRepository } from './admin-user.repository';
import { AdminUserService } from './admin-user.service';
import { LoginThrottleGuard } from './login-throttle.guard';
import { SecurityDashboardController } from './security-dashboard.controller';
import { SecurityDashboardRepository } from './security-dashboard.repository';
import { SecurityDashboardService } from './security-dashboard.service';

/** The owner's login, logout, session check and security dashboard, plus the global CSRF and audit layers. */
@Module({
  imports: [RateLimitModule, AuditModule, CsrfModule],
  controllers: [AdminAuthController, SecurityDashboardController],
  providers: [
    AdminUserRepository,
    AdminUserService,
    Transactions,
    AdminAuthService,
    LoginThrottleGuard,
    SecurityDashboardRepository,
    SecurityDashboardService,
  ],
  // The start-up (app/database-setup.service.ts) makes sure the owner's account exists.
  exports: [AdminUserService],
})
export class AdminModule {}
