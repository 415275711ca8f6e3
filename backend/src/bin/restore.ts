import * as fs from 'node:fs';
import { BackupError, MYSQL_BACKUP_EXTENSION, SQLITE_BACKUP_EXTENSION } from '../backup/backup-file';
import { restoreMysql } from '../backup/mysql-backup';
import { restoreSqlite } from '../backup/sqlite-backup';
import { configFromEnvironment, runCli } from './run-cli';

/**
 * `node backend/dist/bin/restore.js FILE [--force]` (`make restore FILE=… [FORCE=1]`): loads a backup
 * into the configured database, which must be empty unless --force. Stop the server first.
 */
runCli(async () => {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const file = args.find((a) => !a.startsWith('--'));
  if (!file) throw new BackupError('Name the backup to restore: make restore FILE=backups/dive-down-under-….jsonl.gz');
  if (!fs.existsSync(file)) throw new BackupError(`There is no file ${file}.`);
  const config = configFromEnvironment();
  const { kind, url, sqlitePath } = config.database;
  if (kind === 'sqlite') {
    if (!file.endsWith(SQLITE_BACKUP_EXTENSION)) {
      throw new BackupError(`${file} is not a backup of the embedded database (*${SQLITE_BACKUP_EXTENSION}); set DATABASE_URL to restore a MySQL backup.`);
    }
    const tables = restoreSqlite(sqlitePath, file, { force });
    console.log(`Restored ${tables.length} tables into ${sqlitePath}`);
    return;
  }
  if (!file.endsWith(MYSQL_BACKUP_EXTENSION)) {
    throw new BackupError(`${file} is not a MySQL backup (*${MYSQL_BACKUP_EXTENSION}); unset DATABASE_URL to restore the embedded database.`);
  }
  const counts = await restoreMysql(url!, file, { force });
  const rows = Object.values(counts).reduce((a, b) => a + b, 0);
  console.log(`Restored ${Object.keys(counts).length} tables (${rows} rows) into ${new URL(url!).pathname.slice(1)}`);
});
