import { EntityManager } from 'typeorm';
import { Transactions } from './transactions';

/** Runs the work at once with a stand-in manager: the fake repositories ignore it (and roll nothing back). */
export class FakeTransactions implements Pick<Transactions, 'run' | 'ready'> {
  ready = true;
  readonly manager = {} as EntityManager;

  run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return work(this.manager);
  }

  asTransactions(): Transactions {
    return this as unknown as Transactions;
  }
}
