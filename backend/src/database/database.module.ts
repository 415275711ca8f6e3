import { Module } from '@nestjs/common';
import { DatabaseTimeouts } from './database-timeouts';

@Module({
  providers: [DatabaseTimeouts],
})
export class DatabaseModule {}
