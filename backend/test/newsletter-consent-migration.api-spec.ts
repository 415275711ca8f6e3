import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../src/database/migrations';
import { NewsletterConsent1795500000000 } from '../src/database/migrations/1795500000000-NewsletterConsent';
import { createTestDatabase } from './support/test-database';

describe(NewsletterConsent1795500000000.name, () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db?.drop();
  });

  function dataSource(migrations: typeof MIGRATIONS) {
    return new DataSource({ type: 'mysql', url: db.url, migrations, migrationsTableName: 'migrations', timezone: 'Z' });
  }

  it('gives subscribers from before it their sign-up time as consent time and the home form as source', async () => {
    const upTo = MIGRATIONS.indexOf(NewsletterConsent1795500000000);
    const before = dataSource(MIGRATIONS.slice(0, upTo));
    await before.initialize();
    await before.runMigrations();
    await before.query(`INSERT INTO newsletters (email, createdAt) VALUES ('early@example.com', '2025-03-04 05:06:07.123456')`);
    await before.destroy();

    const after = dataSource(MIGRATIONS.slice(0, upTo + 1));
    await after.initialize();
    try {
      await after.runMigrations();
      const rows = await after.query(
        `SELECT DATE_FORMAT(consentedAt, '%Y-%m-%d %H:%i:%s.%f') AS consentedAt, source, unsubscribedAt FROM newsletters`,
      );
      expect(rows).toEqual([{ consentedAt: '2025-03-04 05:06:07.123456', source: 'home', unsubscribedAt: null }]);
    } finally {
      await after.destroy();
    }
  });
});
