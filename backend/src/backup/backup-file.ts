import * as fs from 'node:fs';
import * as path from 'node:path';

/** Raised for a situation the owner can fix (non-empty target, wrong kind of file): printed without a stack. */
export class BackupError extends Error {}

export const MYSQL_BACKUP_EXTENSION = '.jsonl.gz';
export const SQLITE_BACKUP_EXTENSION = '.sqlite';

/** backups/dive-down-under-2026-11-20T18-05-03Z.jsonl.gz (UTC, sorts by time); never overwrites an older file. */
export function backupPath(dir: string, extension: string, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');
  for (let n = 1; ; n++) {
    const candidate = path.join(dir, `dive-down-under-${stamp}${n > 1 ? `-${n}` : ''}${extension}`);
    if (!fs.existsSync(candidate)) return candidate;
  }
}

/** Writes to `<file>.partial` and renames at the end, so a failed backup never looks like a complete one. */
export async function writeAtomically(file: string, write: (partial: string) => Promise<void>): Promise<void> {
  const partial = `${file}.partial`;
  try {
    await write(partial);
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}
