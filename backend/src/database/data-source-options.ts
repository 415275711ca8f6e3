import * as fs from 'node:fs';
import * as path from 'node:path';
import { DataSourceOptions } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { useColumnTypesFor } from './column-types';
import { TypeOrmLogger } from './typeorm-logger';
import { MIGRATIONS } from './migrations';

/**
 * MySQL/MariaDB run the reviewed, versioned migrations and never `synchronize`.
 * The embedded SQLite file (no DATABASE_URL: a fresh machine with nothing installed) is
 * synchronised from the entities instead, because the migrations are MySQL SQL.
 * `entities`: every entity class of the app (app/entities.ts), handed in: the database layer knows no domain.
 */
export function dataSourceOptions(
  config: Pick<AppConfig, 'database'>,
  entities: NonNullable<DataSourceOptions['entities']>,
): DataSourceOptions {
  const { kind, url, sqlitePath, timeouts } = config.database;
  useColumnTypesFor(kind);
  if (kind === 'sqlite') {
    fs.mkdirSync(path.dirname(sqlitePath), { recursive: true });
    return {
      type: 'better-sqlite3',
      // Handed over from here, so it resolves from the backend's own dependencies whatever npm hoists.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      driver: require('better-sqlite3'),
      database: sqlitePath,
      entities,
      synchronize: true,
      enableWAL: true,
    };
  }
  return {
    type: kind,
    url,
    entities,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    synchronize: false,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    dateStrings: false,
    connectTimeout: timeouts.connectMs,
    // mysql2's per-query timeout (client side, so it also ends a wait on a database that froze).
    enableQueryTimeout: true,
    maxQueryExecutionTime: timeouts.queryMs,
    logger: new TypeOrmLogger(),
    extra: { connectionLimit: 10 },
  };
}
