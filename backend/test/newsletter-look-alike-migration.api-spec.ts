import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../src/database/migrations';
import { MergeLookAlikeSubscribers1795840000000 } from '../src/database/migrations/1795840000000-MergeLookAlikeSubscribers';
import { createTestDatabase } from './support/test-database';

describe(MergeLookAlikeSubscribers1795840000000.name, () => {
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

  it('folds the look-alike spellings of one mailbox into one subscriber with the earliest consent and the latest decision', async () => {
    const upTo = MIGRATIONS.indexOf(MergeLookAlikeSubscribers1795840000000);
    const before = dataSource(MIGRATIONS.slice(0, upTo));
    await before.initialize();
    await before.runMigrations();
    const add = (email: string, fields: string, values: unknown[]) =>
      before.query(`INSERT INTO newsletters (email, ${fields}) VALUES (?, ${values.map(() => '?').join(', ')})`, [email, ...values]);
    // bob: confirmed twice, later pending under a third spelling, and left once before his latest consent.
    await add('"bob"@example.test', 'status, consentedAt, source, consentIp, guideSentAt', [
      'confirmed',
      '2025-01-01 00:00:00',
      'footer',
      '203.0.113.1',
      '2025-01-01 00:00:00',
    ]);
    await add('bob@example.test', 'status, consentedAt, source, consentIp', ['confirmed', '2025-06-01 00:00:00', 'home', '203.0.113.2']);
    await add('" bob"@example.test', 'status, pendingSince, confirmationSentAt, source', [
      'pending',
      '2026-01-01 00:00:00',
      '2026-01-01 00:00:00',
      'blog',
    ]);
    await add('"bob "@example.test', 'status, consentedAt, unsubscribedAt, source', [
      'unsubscribed',
      '2025-02-01 00:00:00',
      '2025-03-01 00:00:00',
      'home',
    ]);
    // carol: left under the plain spelling after confirming under the quoted one.
    await add('"carol"@example.test', 'status, consentedAt, source', ['confirmed', '2025-02-01 00:00:00', 'home']);
    await add('carol@example.test', 'status, consentedAt, unsubscribedAt, source', [
      'unsubscribed',
      '2025-04-01 00:00:00',
      '2025-05-01 00:00:00',
      'footer',
    ]);
    await add('"x\r\nbcc: y"@example.test', 'status, consentedAt, source', ['confirmed', '2025-01-01 00:00:00', 'api']);
    await add('dave@example.test', 'status, consentedAt, source', ['confirmed', '2025-01-01 00:00:00', 'home']);
    const [{ id: pendingId }] = await before.query(`SELECT id FROM newsletters WHERE email = '" bob"@example.test'`);
    await before.query(
      `INSERT INTO outbox_messages (kind, recipient, subject, html, text, status, nextAttemptAt, subscriberId) VALUES ('confirmation', '" bob"@example.test', 'Confirm', '', '', 'queued', NOW(6), ?)`,
      [pendingId],
    );
    await before.destroy();

    const after = dataSource(MIGRATIONS.slice(0, upTo + 1));
    await after.initialize();
    try {
      await after.runMigrations();
      const rows = await after.query(
        `SELECT email, status, source, consentIp, DATE_FORMAT(consentedAt, '%Y-%m-%d') AS consentedAt,
                DATE_FORMAT(unsubscribedAt, '%Y-%m-%d') AS unsubscribedAt, DATE_FORMAT(guideSentAt, '%Y-%m-%d') AS guideSentAt,
                pendingSince IS NULL AS notPending
           FROM newsletters ORDER BY email`,
      );
      expect(rows).toEqual([
        {
          email: '"x\r\nbcc: y"@example.test',
          status: 'bounced',
          source: 'api',
          consentIp: null,
          consentedAt: '2025-01-01',
          unsubscribedAt: null,
          guideSentAt: null,
          notPending: 1,
        },
        {
          email: 'bob@example.test',
          status: 'confirmed',
          source: 'footer',
          consentIp: '203.0.113.1',
          consentedAt: '2025-01-01',
          unsubscribedAt: null,
          guideSentAt: '2025-01-01',
          notPending: 1,
        },
        {
          email: 'carol@example.test',
          status: 'unsubscribed',
          source: 'home',
          consentIp: null,
          consentedAt: '2025-02-01',
          unsubscribedAt: '2025-05-01',
          guideSentAt: null,
          notPending: 1,
        },
        {
          email: 'dave@example.test',
          status: 'confirmed',
          source: 'home',
          consentIp: null,
          consentedAt: '2025-01-01',
          unsubscribedAt: null,
          guideSentAt: null,
          notPending: 1,
        },
      ]);
      expect(await after.query('SELECT status FROM outbox_messages')).toEqual([{ status: 'cancelled' }]);
      // The kept row is the one that already had the plain spelling (its links keep working).
      expect(await after.query(`SELECT id FROM newsletters WHERE email = 'bob@example.test'`)).toEqual([{ id: 2 }]);
    } finally {
      await after.destroy();
    }
  });
});
