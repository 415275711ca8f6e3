import { Global, Module } from '@nestjs/common';
import { DatabaseTimeouts } from './database-timeouts';
import { ReadReplicas } from './read-replicas';

@Global()
@Module({
  providers: [DatabaseTimeouts, ReadReplicas],
  exports: [ReadReplicas],
})
export class DatabaseModule {}
