import { Global, Module } from '@nestjs/common';
import { AdminSessionGuard, OptionalAdminGuard } from './admin-session.guard';
import { AdminSessionService } from './admin-session.service';

/** Session services every domain module needs for @AdminOnly / @AdminOptional. */
@Global()
@Module({
  providers: [AdminSessionService, AdminSessionGuard, OptionalAdminGuard],
  exports: [AdminSessionService, AdminSessionGuard, OptionalAdminGuard],
})
export class AdminCoreModule {}
