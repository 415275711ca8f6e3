import { Global, Module } from '@nestjs/common';
import { AdminSessionGuard, OptionalAdminGuard } from './admin-session.guard';
import { AdminSessionRepository } from './admin-session.repository';
import { AdminSessionService } from './admin-session.service';
import { AdminUserRepository } from './admin-user.repository';

/**
 * Session services every domain module needs for @AdminOnly / @AdminOptional, and the account's and
 * sessions' repositories (the database module's AdminUserService changes the password with them).
 */
@Global()
@Module({
  providers: [AdminSessionRepository, AdminUserRepository, AdminSessionService, AdminSessionGuard, OptionalAdminGuard],
  exports: [AdminSessionService, AdminSessionGuard, OptionalAdminGuard, AdminSessionRepository, AdminUserRepository],
})
export class AdminCoreModule {}
