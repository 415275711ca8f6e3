import { BackupError } from '../backup/backup-file';
import { AppConfig, ConfigError, loadConfig } from '../config/app-config';
import { loadDotEnv } from '../config/dot-env';

/** The configuration as the server reads it (.env included), so backups use the same database as `make start`. */
export function configFromEnvironment(): AppConfig {
  loadDotEnv();
  return loadConfig();
}

/** Runs a command-line tool: a problem the owner can fix prints one sentence and exits 1; anything else prints its stack. */
export function runCli(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    if (error instanceof BackupError || error instanceof ConfigError) console.error(error.message);
    else console.error(error);
    process.exit(1);
  });
}
