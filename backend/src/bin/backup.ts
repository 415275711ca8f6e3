import * as fs from 'node:fs';
import * as path from 'node:path';
import { backupPath, MYSQL_BACKUP_EXTENSION, SQLITE_BACKUP_EXTENSION } from '../backup/backup-file';
import { MEDIA_BACKUP_FOLDER, mirrorMissingFiles } from '../backup/media-backup';
import { backupMysql } from '../backup/mysql-backup';
import { backupSqlite } from '../backup/sqlite-backup';
import { configFromEnvironment, runCli } from './run-cli';

/**
 * `node backend/dist/bin/backup.js [folder]` (`make backup`): one consistent, timestamped file of the
 * site's data in the folder (default: backups/ at the repository root), and the uploaded photos kept on
 * disk copied into its media/ folder (only the new ones: their names never change). Prints the file's path.
 */
runCli(async () => {
  const config = configFromEnvironment();
  const dir = path.resolve(process.argv[2] ?? path.resolve(__dirname, '..', '..', '..', 'backups'));
  fs.mkdirSync(dir, { recursive: true });
  const { kind, url, sqlitePath } = config.database;
  if (!config.media.s3) {
    const copied = mirrorMissingFiles(config.media.dir, path.join(dir, MEDIA_BACKUP_FOLDER));
    console.log(`Uploaded photos: ${copied} new file(s) copied to ${path.join(dir, MEDIA_BACKUP_FOLDER)}`);
  }
  if (kind === 'sqlite') {
    const file = backupPath(dir, SQLITE_BACKUP_EXTENSION);
    const tables = await backupSqlite(sqlitePath, file);
    console.log(`Backed up the embedded database (${tables.length} tables) to ${file}`);
    return;
  }
  const file = backupPath(dir, MYSQL_BACKUP_EXTENSION);
  const counts = await backupMysql(url!, file);
  const rows = Object.values(counts).reduce((a, b) => a + b, 0);
  console.log(`Backed up ${Object.keys(counts).length} tables (${rows} rows) to ${file}`);
});
