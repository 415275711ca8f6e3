import { Module } from '@nestjs/common';
import { AdminUserService } from '../admin/admin-user.service';
import { DatabaseSetupService } from './database-setup.service';
import { DatabaseTimeouts } from './database-timeouts';
import { SeedService } from './seed/seed.service';
import { Transactions } from './transactions';

@Module({
  providers: [DatabaseSetupService, DatabaseTimeouts, SeedService, AdminUserService, Transactions],
  exports: [DatabaseSetupService, AdminUserService],
})
export class DatabaseModule {}
