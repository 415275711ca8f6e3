import * as fs from 'node:fs';
import * as readline from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import { createConnection as createStreamingConnection } from 'mysql2';
import { Connection, ConnectionOptions, createConnection } from 'mysql2/promise';
import { BackupError, writeAtomically } from './backup-file';

/**
 * MySQL/MariaDB backups are gzipped JSON lines, written by Node (no mysqldump needed):
 *   {"format":"dive-down-under-backup","version":1,...}      header
 *   {"table":"articles","create":"CREATE TABLE ...","columns":[...]}   each table's exact schema
 *   {"row":[...]}                                              its rows, in primary-key order
 *   {"end":true,"rows":{"articles":12,...}}                    proves the file is complete
 * Every table of the database is included, `migrations` too, so a restored database is at the same
 * schema version and the app starts on it without migrating.
 */
export const BACKUP_FORMAT = 'dive-down-under-backup';
const VERSION = 1;
const INSERT_BATCH_ROWS = 500;

type Value = string | number | null | { base64: string };
type Line =
  | { format: string; version: number; database: 'mysql'; createdAt: string; schema: string }
  | { table: string; create: string; columns: string[] }
  | { row: Value[] }
  | { end: true; rows: Record<string, number> };

/** Exact values: date-times as their text (no time-zone shift), DECIMAL/BIGINT as strings, JSON as its text. */
function connectionOptions(url: string, database = true): ConnectionOptions {
  const parsed = new URL(url.replace(/^mariadb:/, 'mysql:'));
  if (!database) parsed.pathname = '/';
  return {
    uri: parsed.toString(),
    dateStrings: true,
    supportBigNumbers: true,
    bigNumberStrings: true,
    timezone: 'Z',
    charset: 'utf8mb4_unicode_ci',
    typeCast: (field, next) => (field.type === 'JSON' ? field.string() : next()),
  };
}

function databaseName(url: string): string {
  return decodeURIComponent(new URL(url.replace(/^mariadb:/, 'mysql:')).pathname.slice(1));
}

const quote = (name: string) => `\`${name.replace(/`/g, '``')}\``;

async function baseTables(conn: Connection): Promise<string[]> {
  const [rows] = await conn.query(
    `SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = 'BASE TABLE' ORDER BY TABLE_NAME`,
  );
  return (rows as Array<{ name: string }>).map((r) => r.name);
}

/** A table's columns in order, and the ones to sort rows by: the primary key (else every column), so the order is stable. */
async function tableColumns(conn: Connection, table: string): Promise<{ columns: string[]; order: string[] }> {
  const [rows] = await conn.query(
    `SELECT COLUMN_NAME AS name, COLUMN_KEY AS k FROM information_schema.COLUMNS
     WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ? ORDER BY ORDINAL_POSITION`,
    [table],
  );
  const columns = rows as Array<{ name: string; k: string }>;
  const primary = columns.filter((c) => c.k === 'PRI').map((c) => c.name);
  const names = columns.map((c) => c.name);
  return { columns: names, order: primary.length ? primary : names };
}

function encode(value: unknown): Value {
  if (value === null || typeof value === 'string' || typeof value === 'number') return value;
  if (Buffer.isBuffer(value)) return { base64: value.toString('base64') };
  throw new Error(`Unexpected value of type ${typeof value} in the backup`);
}

function decode(value: Value): unknown {
  return value !== null && typeof value === 'object' ? Buffer.from(value.base64, 'base64') : value;
}

/** One consistent snapshot of every table (InnoDB's repeatable read), streamed to a gzipped file. */
export async function backupMysql(url: string, file: string): Promise<Record<string, number>> {
  // The callback connection streams rows; its promise wrapper runs everything else in the same session.
  const streaming = createStreamingConnection(connectionOptions(url));
  const conn = streaming.promise();
  const counts: Record<string, number> = {};
  try {
    await conn.query('SET SESSION TRANSACTION ISOLATION LEVEL REPEATABLE READ');
    await conn.query('START TRANSACTION WITH CONSISTENT SNAPSHOT, READ ONLY');
    const tables = await baseTables(conn);
    async function* lines(): AsyncGenerator<string> {
      const header: Line = {
        format: BACKUP_FORMAT,
        version: VERSION,
        database: 'mysql',
        createdAt: new Date().toISOString(),
        schema: databaseName(url),
      };
      yield `${JSON.stringify(header)}\n`;
      for (const table of tables) {
        const [created] = await conn.query(`SHOW CREATE TABLE ${quote(table)}`);
        const { columns, order } = await tableColumns(conn, table);
        yield `${JSON.stringify({ table, create: (created as Array<Record<string, string>>)[0]['Create Table'], columns } satisfies Line)}\n`;
        const select = `SELECT ${columns.map(quote).join(', ')} FROM ${quote(table)} ORDER BY ${order.map(quote).join(', ')}`;
        let count = 0;
        for await (const row of streaming.query({ sql: select, rowsAsArray: true }).stream() as AsyncIterable<unknown[]>) {
          count++;
          yield `${JSON.stringify({ row: row.map(encode) } satisfies Line)}\n`;
        }
        counts[table] = count;
      }
      yield `${JSON.stringify({ end: true, rows: counts } satisfies Line)}\n`;
    }
    await writeAtomically(file, (partial) => pipeline(Readable.from(lines()), createGzip(), fs.createWriteStream(partial)));
    await conn.query('COMMIT');
    return counts;
  } finally {
    await conn.end();
  }
}

/** Connects to the target, creating the database (utf8mb4) when it does not exist yet. */
async function connectTarget(url: string): Promise<Connection> {
  try {
    return await createConnection(connectionOptions(url));
  } catch (error) {
    if ((error as { code?: string }).code !== 'ER_BAD_DB_ERROR') throw error;
    const server = await createConnection(connectionOptions(url, false));
    try {
      await server.query(`CREATE DATABASE ${quote(databaseName(url))} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    } finally {
      await server.end();
    }
    return createConnection(connectionOptions(url));
  }
}

/** A damaged or cut file (gzip or JSON error) becomes one readable sentence. */
async function* readLines(file: string): AsyncGenerator<Line> {
  const input = fs.createReadStream(file).pipe(createGunzip());
  const reader = readline.createInterface({ input, crlfDelay: Infinity });
  const damaged = (error: unknown) =>
    new BackupError(
      `${file} is damaged or cut short (${(error as Error).message}); the database may be partly restored. Use a complete backup with FORCE=1.`,
    );
  const failure = new Promise<never>((_, reject) => input.once('error', (error) => reject(damaged(error))));
  failure.catch(() => undefined);
  const lines = reader[Symbol.asyncIterator]();
  for (;;) {
    const next = await Promise.race([lines.next(), failure]).catch((error: unknown) => {
      throw error instanceof BackupError ? error : damaged(error);
    });
    if (next.done) return;
    if (!next.value) continue;
    try {
      yield JSON.parse(next.value) as Line;
    } catch (error) {
      if (error instanceof SyntaxError) throw damaged(error);
      throw error;
    }
  }
}

/**
 * Loads a backup into an empty database. A database that has tables is refused unless `force`,
 * which drops them first. Foreign keys are checked again once everything is in.
 */
export async function restoreMysql(url: string, file: string, options: { force: boolean }): Promise<Record<string, number>> {
  const conn = await connectTarget(url);
  try {
    const existing = await baseTables(conn);
    if (existing.length && !options.force) {
      throw new BackupError(
        `The database "${databaseName(url)}" is not empty (${existing.length} tables, e.g. ${existing.slice(0, 3).join(', ')}). ` +
          'Restore into an empty database, or run again with FORCE=1 to delete everything in it first.',
      );
    }
    await conn.query(
      `SET SESSION sql_mode = CONCAT(@@sql_mode, ',NO_AUTO_VALUE_ON_ZERO'), SESSION foreign_key_checks = 0, SESSION unique_checks = 0, SESSION time_zone = '+00:00'`,
    );
    for (const table of existing) await conn.query(`DROP TABLE ${quote(table)}`);

    const counts: Record<string, number> = {};
    let current: { table: string; columns: string[] } | null = null;
    let batch: unknown[][] = [];
    let header = false;
    let ended: Record<string, number> | null = null;
    const flush = async () => {
      if (!current || !batch.length) return;
      await conn.query(`INSERT INTO ${quote(current.table)} (${current.columns.map(quote).join(', ')}) VALUES ?`, [batch]);
      counts[current.table] += batch.length;
      batch = [];
    };
    for await (const line of readLines(file)) {
      if ('format' in line) {
        if (line.format !== BACKUP_FORMAT || line.version !== VERSION || line.database !== 'mysql') {
          throw new BackupError(`${file} is not a Dive Down Under MySQL backup (version ${VERSION}).`);
        }
        header = true;
      } else if (!header) {
        throw new BackupError(`${file} is not a Dive Down Under MySQL backup.`);
      } else if ('table' in line) {
        await flush();
        await conn.query(line.create);
        current = { table: line.table, columns: line.columns };
        counts[line.table] = 0;
      } else if ('row' in line) {
        batch.push(line.row.map(decode));
        if (batch.length >= INSERT_BATCH_ROWS) await flush();
      } else if ('end' in line) {
        await flush();
        ended = line.rows;
      }
    }
    if (!ended)
      throw new BackupError(
        `${file} is cut short (no end record): the database is only partly restored. Use a complete backup with FORCE=1.`,
      );
    for (const [table, rows] of Object.entries(ended)) {
      if (counts[table] !== rows) throw new BackupError(`${table}: the backup lists ${rows} rows but ${counts[table] ?? 0} were loaded.`);
    }
    await conn.query('SET SESSION foreign_key_checks = 1, SESSION unique_checks = 1');
    return counts;
  } finally {
    await conn.end();
  }
}
