import * as fs from 'node:fs';
import * as path from 'node:path';

/** Where `make backup` keeps the uploaded photos: one folder beside the database backups. */
export const MEDIA_BACKUP_FOLDER = 'media';

/**
 * Copies every file under `from` that `to` does not hold yet, keeping the relative paths. Uploaded
 * photos are stored under content-hash names and never change, so a file that exists is the same file:
 * each nightly backup copies only the new photos. Returns how many files were copied.
 */
export function mirrorMissingFiles(from: string, to: string): number {
  if (!fs.existsSync(from)) return 0;
  let copied = 0;
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      copied += mirrorMissingFiles(source, target);
    } else if (entry.isFile() && !fs.existsSync(target)) {
      fs.mkdirSync(to, { recursive: true });
      // Copy to a temporary name first, so an interrupted backup never leaves a cut file under a real name.
      const partial = `${target}.partial`;
      fs.copyFileSync(source, partial);
      fs.renameSync(partial, target);
      copied += 1;
    }
  }
  return copied;
}
