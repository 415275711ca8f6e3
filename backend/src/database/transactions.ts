import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

/**
 * The one way a service opens a transaction: repositories' methods that must run inside one take
 * its EntityManager, so a transaction may span several repositories (and the outbox). A service's
 * unit test passes a stand-in that simply runs the work.
 */
@Injectable()
export class Transactions {
  constructor(private readonly dataSource: DataSource) {}

  run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** False until the connection is up (and after it is closed): timers skip their run then. */
  get ready(): boolean {
    return this.dataSource.isInitialized;
  }
}
