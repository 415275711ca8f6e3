import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../../src/app.factory';
import { AppConfig, loadConfig } from '../../src/config/app-config';
import { DatabaseSetupService, SetupResult } from '../../src/app/database-setup.service';
import { createTestDatabase } from './test-database';

export const TEST_ADMIN_PASSWORD = 'correct-horse-battery-staple';

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  setup: SetupResult;
  databaseUrl: string;
  inject: NestFastifyApplication['inject'];
  close: () => Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  config?: (config: AppConfig) => AppConfig;
  /** Reuse an existing database (e.g. a second instance, or a restart) instead of creating one. */
  databaseUrl?: string;
}

/** A fully wired app on its own fresh MySQL database, migrated and seeded exactly as in production. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const db = options.databaseUrl ? null : await createTestDatabase();
  const databaseUrl = options.databaseUrl ?? db!.url;
  let config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    FRONTEND_DIST: '/nonexistent-frontend-dist',
    // The lowest bcrypt cost: tests log in often and the cost is not what they check.
    PASSWORD_HASH_COST: '4',
    // Link checks and seller links in tests point at local stub servers; the SSRF tests turn this off.
    ALLOW_PRIVATE_LINK_TARGETS: 'true',
    ...options.env,
  });
  if (options.config) config = options.config(config);
  const app = await createApp(config, { logger: false });
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  const setup = await app.get(DatabaseSetupService).prepare();
  return {
    app,
    config,
    setup,
    databaseUrl,
    inject: app.inject.bind(app),
    close: async () => {
      await app.close();
      if (db) await db.drop();
    },
  };
}
