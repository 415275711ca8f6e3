import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { AsyncLocalStorage } from 'node:async_hooks';
import { DataSource, QueryRunner, ReplicationMode } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';
import { isDatabaseUnavailable } from './database-timeouts';
import { hasCaughtUp, replicaHealth, ReplicaStatusRow } from './replica-health';

interface Replica {
  /** "replica 1", for logs (never the address: it may hold a password). */
  name: string;
  dataSource: DataSource;
  usable: boolean;
  problem: string | null;
  lagSeconds: number | null;
}

export interface ReplicaStatus {
  name: string;
  usable: boolean;
  lagSeconds: number | null;
  problem: string | null;
}

/**
 * Read replicas (DATABASE_REPLICA_URLS). Public reads — the builds of the public read cache, the only
 * code that runs inside `runPublic` — go to a usable replica; everything else (writes, transactions,
 * the owner's reads, the content-version checks, raw queries) stays on the primary.
 *
 * - A replica is usable while both replication threads run and it is at most
 *   DATABASE_REPLICA_MAX_LAG_SECONDS behind (checked every DATABASE_REPLICA_CHECK_MS), and left out
 *   while it fails or lags, until it recovers.
 * - Before a build it must also hold the content versions this instance knows: a build after a write
 *   never reads a replica that has not applied that write yet (it would cache the old content under
 *   the new version), so the owner always sees their own change. Otherwise the primary builds it.
 * - Routing: TypeORM asks for a `slave` query runner for reads outside transactions (query builders,
 *   repository finds); inside `runPublic` such a runner comes from the chosen replica's pool.
 */
@Injectable()
export class ReadReplicas implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ReadReplicas.name);
  private readonly replicas: Replica[] = [];
  private readonly current = new AsyncLocalStorage<Replica>();
  private next = 0;
  private timer: NodeJS.Timeout | null = null;
  private checking = false;

  constructor(
    private readonly primary: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const { urls } = this.config.database.replicas;
    if (!urls.length || this.config.database.kind === 'sqlite') return;
    const base = dataSourceOptions(this.config, this.primary.options.entities ?? []);
    urls.forEach((url, i) => {
      const dataSource = new DataSource({ ...base, url, migrations: [], migrationsRun: false } as typeof base);
      this.replicas.push({ name: `replica ${i + 1}`, dataSource, usable: false, problem: 'not checked yet', lagSeconds: null });
    });
    this.routeReadsInsidePublicBuilds();
    this.timer = setInterval(() => void this.check(), this.config.database.replicas.checkMs);
    this.timer.unref();
    void this.check();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await Promise.all(this.replicas.map((r) => (r.dataSource.isInitialized ? r.dataSource.destroy().catch(() => undefined) : undefined)));
  }

  get configured(): boolean {
    return this.replicas.length > 0;
  }

  status(): ReplicaStatus[] {
    return this.replicas.map(({ name, usable, lagSeconds, problem }) => ({ name, usable, lagSeconds, problem }));
  }

  /**
   * Runs a public read (`read`) on a usable replica that holds at least the `known` content versions,
   * or on the primary when there is none. A replica that fails meanwhile is left out and the read is
   * run once more on the primary.
   */
  async runPublic<T>(known: ReadonlyMap<string, string>, read: () => Promise<T>): Promise<T> {
    const replica = await this.pick(known);
    if (!replica) return read();
    try {
      return await this.current.run(replica, read);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      this.leaveOut(replica, `it failed a read: ${String(error)}`, null);
      return read();
    }
  }

  /** Checks every replica's replication and lag (also done on a timer). */
  async check(): Promise<void> {
    if (this.checking) return;
    this.checking = true;
    try {
      await Promise.all(this.replicas.map((replica) => this.checkOne(replica)));
    } finally {
      this.checking = false;
    }
  }

  private async checkOne(replica: Replica): Promise<void> {
    try {
      if (!replica.dataSource.isInitialized) await replica.dataSource.initialize();
      const health = replicaHealth(await this.replicaStatus(replica.dataSource), this.config.database.replicas.maxLagSeconds);
      if (health.usable) this.admit(replica, health.lagSeconds);
      else this.leaveOut(replica, health.problem ?? 'unknown', health.lagSeconds);
    } catch (error) {
      this.leaveOut(replica, `it cannot be reached: ${String(error)}`, null);
    }
  }

  private async replicaStatus(dataSource: DataSource): Promise<ReplicaStatusRow[]> {
    try {
      return (await dataSource.query('SHOW REPLICA STATUS')) as ReplicaStatusRow[];
    } catch (error) {
      // MySQL before 8.0.22 and MariaDB before 10.5 know only the older name.
      if (isDatabaseUnavailable(error)) throw error;
      return (await dataSource.query('SHOW SLAVE STATUS')) as ReplicaStatusRow[];
    }
  }

  /** The next usable replica (round robin) that has applied every write this instance knows of. */
  private async pick(known: ReadonlyMap<string, string>): Promise<Replica | null> {
    for (let tried = 0; tried < this.replicas.length; tried++) {
      const replica = this.replicas[this.next++ % this.replicas.length]!;
      if (!replica.usable) continue;
      try {
        const rows = (await replica.dataSource.query('SELECT `topic`, `version` FROM `content_versions`')) as {
          topic: string;
          version: string | number;
        }[];
        if (hasCaughtUp(new Map(rows.map((row) => [row.topic, String(row.version)])), known)) return replica;
      } catch (error) {
        this.leaveOut(replica, `it failed a read: ${String(error)}`, null);
      }
    }
    return null;
  }

  private admit(replica: Replica, lagSeconds: number | null): void {
    if (!replica.usable) this.logger.log(`Public reads go to ${replica.name} again (${lagSeconds ?? '?'} s behind the primary).`);
    Object.assign(replica, { usable: true, problem: null, lagSeconds });
  }

  private leaveOut(replica: Replica, problem: string, lagSeconds: number | null): void {
    if (replica.usable || replica.problem === 'not checked yet')
      this.logger.warn(`${replica.name} is left out of public reads: ${problem}.`);
    Object.assign(replica, { usable: false, problem, lagSeconds });
  }

  /**
   * TypeORM takes a `slave` query runner for every read outside a transaction; inside a public build
   * that runner comes from the chosen replica. Writes and transactions take `master` runners and
   * never reach a replica.
   */
  private routeReadsInsidePublicBuilds(): void {
    const primary = this.primary;
    const original = primary.createQueryRunner.bind(primary);
    const current = this.current;
    primary.createQueryRunner = function createQueryRunner(mode: ReplicationMode = 'master'): QueryRunner {
      const replica = mode === 'slave' ? current.getStore() : undefined;
      return replica ? replica.dataSource.createQueryRunner('master') : original(mode);
    };
  }
}
