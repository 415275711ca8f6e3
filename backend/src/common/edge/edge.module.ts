import { Global, Module } from '@nestjs/common';
import { EdgePurgeQueue } from './edge-purge-queue';
import { EdgePurgeWorkerService } from './edge-purge-worker.service';

/** A shared cache in front (Varnish, Fastly, Cloudflare): purges queued by content writes and sent once. */
@Global()
@Module({ providers: [EdgePurgeQueue, EdgePurgeWorkerService], exports: [EdgePurgeQueue, EdgePurgeWorkerService] })
export class EdgeModule {}
