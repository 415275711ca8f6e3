import { Module } from '@nestjs/common';
import { AdminUserService } from '../admin/admin-user.service';
import { DatabaseSetupService } from './database-setup.service';
import { SeedService } from './seed/seed.service';

@Module({ providers: [DatabaseSetupService, SeedService, AdminUserService], exports: [DatabaseSetupService, AdminUserService] })
export class DatabaseModule {}
