import * as fs from 'node:fs';
import * as path from 'node:path';

/** The repository's .env, from backend/src/config or backend/dist/config alike. */
const DOT_ENV = path.resolve(__dirname, '..', '..', '..', '.env');

/**
 * Reads the repository's .env (see .env.example), if the owner made one, into the environment
 * loadConfig reads; real environment variables win. The server and the command-line tools call it
 * first, so both use the same database.
 */
export function loadDotEnv(): void {
  if (fs.existsSync(DOT_ENV)) process.loadEnvFile(DOT_ENV);
}
