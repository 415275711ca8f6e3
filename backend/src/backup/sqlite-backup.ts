import Database from 'better-sqlite3';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { BackupError, writeAtomically } from './backup-file';

function tablesOf(db: Database.Database): string[] {
  return (
    db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`).all() as Array<{
      name: string;
    }>
  ).map((r) => r.name);
}

/** SQLite's online backup API: a consistent copy even while the server is writing. */
export async function backupSqlite(databaseFile: string, file: string): Promise<string[]> {
  if (!fs.existsSync(databaseFile))
    throw new BackupError(`There is no embedded database at ${databaseFile} yet: start the site once first.`);
  const db = new Database(databaseFile, { fileMustExist: true });
  try {
    await writeAtomically(file, async (partial) => {
      await db.backup(partial);
    });
    return tablesOf(db);
  } finally {
    db.close();
  }
}

/**
 * Puts a backup in place of the embedded database. The server must be stopped (it holds the file open).
 * A database that has tables is refused unless `force`.
 */
export function restoreSqlite(databaseFile: string, file: string, options: { force: boolean }): string[] {
  const backup = new Database(file, { readonly: true, fileMustExist: true });
  let tables: string[];
  try {
    const check = backup.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new BackupError(`${file} is damaged (SQLite integrity check: ${String(check)}).`);
    tables = tablesOf(backup);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} is not a SQLite backup (${(error as Error).message}).`);
  } finally {
    backup.close();
  }
  if (fs.existsSync(databaseFile)) {
    const current = new Database(databaseFile, { fileMustExist: true });
    const existing = tablesOf(current);
    current.close();
    if (existing.length && !options.force) {
      throw new BackupError(
        `The embedded database ${databaseFile} is not empty (${existing.length} tables). Stop the server, then restore into an empty ` +
          'database (move that file away) or run again with FORCE=1 to replace it.',
      );
    }
  }
  fs.mkdirSync(path.dirname(databaseFile), { recursive: true });
  for (const suffix of ['-wal', '-shm']) fs.rmSync(`${databaseFile}${suffix}`, { force: true });
  fs.copyFileSync(file, `${databaseFile}.restoring`);
  fs.renameSync(`${databaseFile}.restoring`, databaseFile);
  return tables;
}
