import * as fs from 'node:fs';
import * as path from 'node:path';
import { BackupError, MYSQL_BACKUP_EXTENSION, SQLITE_BACKUP_EXTENSION } from '../backup/backup-file';
import { MEDIA_BACKUP_FOLDER, mirrorMissingFiles } from '../backup/media-backup';
import { restoreMysql } from '../backup/mysql-backup';
import { restoreSqlite } from '../backup/sqlite-backup';
import { configFromEnvironment, runCli } from './run-cli';

/**
 * `node backend/dist/bin/restore.js FILE [--force]` (`make restore FILE=… [FORCE=1]`): loads a backup
 * into the configured database, which must be empty unless --force, and copies back the uploaded photos
 * from the media/ folder beside it that the media folder lacks. Stop the server first.
 */
runCli(async () => {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const file = args.find((a) => !a.startsWith('--'));
  if (!file) throw new BackupError('Name the backup to restore: make restore FILE=backups/dive-down-under-….jsonl.gz');
  if (!fs.existsSync(file)) throw new BackupError(`There is no file ${file}.`);
  const config = configFromEnvironment();
  const { kind, url, sqlitePath } = config.database;
  const restorePhotos = () => {
    const backedUp = path.join(path.dirname(path.resolve(file)), MEDIA_BACKUP_FOLDER);
    if (config.media.s3 || !fs.existsSync(backedUp)) return;
    console.log(`Uploaded photos: ${mirrorMissingFiles(backedUp, config.media.dir)} file(s) copied back to ${config.media.dir}`);
  };
  if (kind === 'sqlite') {
    if (!file.endsWith(SQLITE_BACKUP_EXTENSION)) {
      throw new BackupError(
        `${file} is not a backup of the embedded database (*${SQLITE_BACKUP_EXTENSION}); set DATABASE_URL to restore a MySQL backup.`,
      );
    }
    const tables = restoreSqlite(sqlitePath, file, { force });
    restorePhotos();
    console.log(`Restored ${tables.length} tables into ${sqlitePath}`);
    return;
  }
  if (!file.endsWith(MYSQL_BACKUP_EXTENSION)) {
    throw new BackupError(
      `${file} is not a MySQL backup (*${MYSQL_BACKUP_EXTENSION}); unset DATABASE_URL to restore the embedded database.`,
    );
  }
  const counts = await restoreMysql(url!, file, { force });
  restorePhotos();
  const rows = Object.values(counts).reduce((a, b) => a + b, 0);
  console.log(`Restored ${Object.keys(counts).length} tables (${rows} rows) into ${new URL(url!).pathname.slice(1)}`);
});
