import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { installGracefulShutdown } from './common/graceful-shutdown';
import { ConfigError, loadConfig } from './config/app-config';
import { loadDotEnv } from './config/dot-env';
import { DatabaseSetupService } from './app/database-setup.service';

async function main(): Promise<void> {
  loadDotEnv();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const app = await createApp(config);
  installGracefulShutdown(app);
  const setup = await app.get(DatabaseSetupService).prepare();
  await app.listen({ port: config.port, host: config.host });

  const url = config.publicUrl;
  const db = config.database.kind === 'sqlite' ? `embedded SQLite (${config.database.sqlitePath})` : config.database.kind;
  const lines = ['', `  Dive Down Under is running at ${url}`, `  API docs (Swagger UI): ${url}/api/docs`, `  Database: ${db}`];
  if (setup.adminPassword.source === 'env') lines.push('  Admin password: from ADMIN_PASSWORD');
  if (setup.adminPassword.source === 'existing') {
    lines.push('  Admin password: the one printed on first start (set ADMIN_PASSWORD to change it)');
  }
  if (setup.adminPassword.source === 'generated') {
    lines.push(
      `  Admin password (generated, shown only this once): ${setup.adminPassword.password}`,
      '  Set ADMIN_PASSWORD in .env to choose your own.',
    );
  }
  // Production logs are JSON lines (LOG_FORMAT=json): the banner becomes one of them.
  if (config.log.format === 'json')
    new Logger('Startup').log(
      lines
        .filter(Boolean)
        .map((l) => l.trim())
        .join('; '),
    );
  else console.log(lines.join('\n') + '\n');
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`Dive Down Under could not start: ${message}`);
  process.exit(1);
});
