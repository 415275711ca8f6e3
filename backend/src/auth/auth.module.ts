import { Global, Module } from '@nestjs/common';
import { AdminSessionGuard, OptionalAdminGuard } from './admin-session.guard';
import { AdminSessionRepository } from './admin-session.repository';
import { AdminSessionService } from './admin-session.service';

/**
 * Session services every domain module needs for @AdminOnly / @AdminOptional, and the sessions'
 * repository (the admin module's AdminUserService ends every session when the password changes).
 */
@Global()
@Module({
  providers: [AdminSessionRepository, AdminSessionService, AdminSessionGuard, OptionalAdminGuard],
  exports: [AdminSessionService, AdminSessionGuard, OptionalAdminGuard, AdminSessionRepository],
})
export class AuthModule {}
