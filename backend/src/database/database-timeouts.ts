import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';

const POOL_ACQUIRE_TIMEOUT = 'POOL_ACQUIRE_TIMEOUT';

/** Error codes that mean "the database cannot answer now", as opposed to a bad query. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
  'PROTOCOL_ENQUEUE_AFTER_QUIT',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  'ER_LOCK_WAIT_TIMEOUT',
  'ER_STATEMENT_TIMEOUT',
  'ER_QUERY_TIMEOUT',
  'SQLITE_BUSY',
  POOL_ACQUIRE_TIMEOUT,
]);

/** True when `error` (or the driver error inside a TypeORM error) says the database is unreachable or too slow. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current = error as { code?: unknown; driverError?: unknown; message?: unknown } | null | undefined;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    if (typeof current.code === 'string' && UNAVAILABLE_CODES.has(current.code)) return true;
    if (typeof current.message === 'string' && /closed state|Connection lost|Pool is closed/i.test(current.message)) return true;
    current = current.driverError as typeof current;
  }
  return false;
}

interface PooledConnection {
  release(): void;
  destroy(): void;
  /** mysql2's command in progress; still set after a query timed out, since the server never answered. */
  _command?: unknown;
  [BUSY_CHECK]?: true;
}

interface PoolLike {
  getConnection(callback: (error: Error | null, connection?: PooledConnection) => void): void;
}

const BUSY_CHECK = Symbol('ddu:busy-check');

/**
 * A connection whose query timed out still waits for that answer, and mysql2 would queue the next
 * query behind it with no timer running: such a connection is destroyed instead of going back to the pool.
 */
function destroyIfStuckOnRelease(connection: PooledConnection): void {
  if (connection[BUSY_CHECK]) return;
  connection[BUSY_CHECK] = true;
  const release = connection.release.bind(connection);
  connection.release = () => (connection._command ? connection.destroy() : release());
}

/**
 * mysql2's pool waits for a free connection for as long as it takes: with a hanging database every
 * request would queue behind connections stuck in queries. This bounds the wait; a connection that
 * arrives after its caller gave up goes straight back to the pool.
 */
export function boundPoolAcquire(pool: PoolLike, timeoutMs: number): void {
  const getConnection = pool.getConnection.bind(pool);
  pool.getConnection = (callback) => {
    let gaveUp = false;
    const timer = setTimeout(() => {
      gaveUp = true;
      const error = Object.assign(new Error(`No database connection became free within ${timeoutMs} ms`), {
        code: POOL_ACQUIRE_TIMEOUT,
      });
      callback(error);
    }, timeoutMs);
    getConnection((error, connection) => {
      clearTimeout(timer);
      if (connection) destroyIfStuckOnRelease(connection);
      if (!gaveUp) return callback(error, connection);
      connection?.release();
    });
  };
}

/**
 * Runs `work` without the per-query timeout: migrations and the first seeding may legitimately take
 * longer than a visitor's request should ever wait.
 */
export async function withoutQueryTimeout<T>(dataSource: DataSource, work: () => Promise<T>): Promise<T> {
  const options = dataSource.driver.options as { enableQueryTimeout?: boolean };
  const previous = options.enableQueryTimeout;
  options.enableQueryTimeout = false;
  try {
    return await work();
  } finally {
    options.enableQueryTimeout = previous;
  }
}

/** Applies the pool's acquire timeout once TypeORM has created the pool. */
@Injectable()
export class DatabaseTimeouts implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const pool = (this.dataSource.driver as { pool?: PoolLike }).pool;
    if (pool) boundPoolAcquire(pool, this.config.database.timeouts.acquireMs);
  }
}
