import { Module } from '@nestjs/common';
import { SeedService } from './seed.service';

/** The shipped content written into empty tables at start (run by app/database-setup.service.ts). */
@Module({ providers: [SeedService], exports: [SeedService] })
export class SeedModule {}
