import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Connection, createConnection } from 'mysql2/promise';
import { createTestApp, TestApp } from './support/test-app';
import { createTestDatabase } from './support/test-database';
import { EventCollectorService } from '../src/analytics/event-collector.service';

/** The built tools, as `make backup` and `make restore` run them (`make test` builds first). */
const BIN = path.join(__dirname, '..', 'dist', 'bin');

function run(tool: 'backup' | 'restore', args: string[], databaseUrl: string, mediaDir: string) {
  const result = spawnSync(process.execPath, [path.join(BIN, `${tool}.js`), ...args], {
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: databaseUrl, MEDIA_DIR: mediaDir },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Every table's exact definition and rows in primary-key order, date-times and decimals as text. */
async function snapshot(url: string): Promise<Record<string, { create: string; rows: unknown[] }>> {
  const conn: Connection = await createConnection({ uri: url, dateStrings: true, supportBigNumbers: true, bigNumberStrings: true });
  try {
    const [tables] = await conn.query(
      `SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() ORDER BY TABLE_NAME`,
    );
    const out: Record<string, { create: string; rows: unknown[] }> = {};
    for (const { name } of tables as Array<{ name: string }>) {
      const [[created]] = (await conn.query(`SHOW CREATE TABLE \`${name}\``)) as unknown as [Array<Record<string, string>>];
      const [keys] = await conn.query(
        `SELECT COLUMN_NAME AS c FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ? AND COLUMN_KEY = 'PRI' ORDER BY ORDINAL_POSITION`,
        [name],
      );
      const order = (keys as Array<{ c: string }>).map((k) => `\`${k.c}\``).join(', ') || '1';
      const [rows] = await conn.query(`SELECT * FROM \`${name}\` ORDER BY ${order}`);
      out[name] = { create: created['Create Table'], rows: rows as unknown[] };
    }
    return out;
  } finally {
    await conn.end();
  }
}

describe('make backup / make restore (MySQL)', () => {
  let sut: TestApp;
  let target: Awaited<ReturnType<typeof createTestDatabase>>;
  let dir: string;
  let file: string;
  /** The uploaded photos' folder of the running site, and the empty one of the machine restored to. */
  let media: string;
  let restoredMedia: string;
  const PHOTO = path.join('0123456789abcdef-800x600', '480.jpg');

  beforeAll(async () => {
    if (!fs.existsSync(path.join(BIN, 'backup.js'))) throw new Error(`${BIN}/backup.js is missing: run "npm run build -w backend" first.`);
    sut = await createTestApp();
    target = await createTestDatabase('ddu_restore');
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ddu-backup-'));
    media = fs.mkdtempSync(path.join(os.tmpdir(), 'ddu-backup-media-'));
    restoredMedia = fs.mkdtempSync(path.join(os.tmpdir(), 'ddu-restore-media-'));
    fs.mkdirSync(path.join(media, path.dirname(PHOTO)));
    fs.writeFileSync(path.join(media, PHOTO), 'photo bytes');
    // Data of every kind the site holds beyond the seed: quotes, emoji, line breaks, NULLs, exact date-times.
    for (const [i, email] of ['ann@example.com', "o'brien@example.com", 'zoë@example.com'].entries()) {
      const res = await sut.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        payload: { email, source: 'home' },
        remoteAddress: `10.1.0.${i}`,
      });
      expect(res.statusCode).toBe(201);
    }
    // Ann confirmed her sign-up (double opt-in; the confirmation flow has its own tests): a confirmed
    // subscriber is what the restored site must still recognise.
    const setup = await createConnection(sut.databaseUrl);
    await setup.query(`UPDATE newsletters SET status = 'confirmed', pendingSince = NULL WHERE email = 'ann@example.com'`);
    await setup.end();
    const contact = await sut.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Ann "Reef" Diver',
        email: 'ann@example.com',
        subject: 'Backslash \\ and 🐠',
        message: 'Line one\r\nLine two\n\tTabbed; DROP TABLE x;',
      },
      remoteAddress: '10.1.1.1',
    });
    expect(contact.statusCode).toBe(200);
    // The sign-ups' analytics events are written in batches: on disk before the backup reads the tables.
    await sut.app.get(EventCollectorService).flush();
  });
  afterAll(async () => {
    await sut?.close();
    await target?.drop();
    for (const folder of [dir, media, restoredMedia]) if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('writes one timestamped file while the site is running', () => {
    const res = run('backup', [dir], sut.databaseUrl, media);
    expect(res).toMatchObject({ code: 0, stderr: '' });
    const files = fs.readdirSync(dir).filter((name) => name !== 'media');
    expect(files).toEqual([expect.stringMatching(/^dive-down-under-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.jsonl\.gz$/)]);
    file = path.join(dir, files[0]);
    expect(res.stdout).toContain(file);
  });

  it('copies the uploaded photos beside it, only the new ones on the next run', () => {
    expect(fs.readFileSync(path.join(dir, 'media', PHOTO), 'utf8')).toBe('photo bytes');
    const again = run('backup', [path.join(dir, 'second')], sut.databaseUrl, media);
    expect(again.stdout).toContain('1 new file(s)');
    const third = run('backup', [path.join(dir, 'second')], sut.databaseUrl, media);
    expect(third.stdout).toContain('0 new file(s)');
  });

  it('restores into a fresh database with every table identical, the migrations table included', async () => {
    const res = run('restore', [file], target.url, restoredMedia);
    expect(res).toMatchObject({ code: 0, stderr: '' });
    expect(fs.readFileSync(path.join(restoredMedia, PHOTO), 'utf8')).toBe('photo bytes');
    const [before, after] = await Promise.all([snapshot(sut.databaseUrl), snapshot(target.url)]);
    expect(Object.keys(before)).toContain('migrations');
    expect(Object.keys(before)).toContain('newsletters');
    expect(before.newsletters.rows).toHaveLength(3);
    expect(after).toEqual(before);
  });

  it('starts the app on the restored database without migrating again', async () => {
    const restored = await createTestApp({ databaseUrl: target.url });
    try {
      expect(restored.setup.migrationsRun).toEqual([]);
      const res = await restored.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        payload: { email: 'ann@example.com' },
        remoteAddress: '10.1.2.1',
      });
      expect(res.statusCode).toBe(409);
    } finally {
      await restored.app.close();
    }
  });

  it('refuses to restore into a database that is not empty, and changes nothing there', async () => {
    const before = await snapshot(sut.databaseUrl);
    const res = run('restore', [file], sut.databaseUrl, media);
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/is not empty \(\d+ tables.*run again with FORCE=1/);
    expect(res.stderr).not.toMatch(/\n\s+at /);
    expect(await snapshot(sut.databaseUrl)).toEqual(before);
  });

  it('replaces a non-empty database when forced', async () => {
    const conn = await createConnection(target.url);
    await conn.query(`INSERT INTO newsletters (email, consentedAt, source) VALUES ('extra@example.com', NOW(6), 'api')`);
    await conn.query('CREATE TABLE stray (id int PRIMARY KEY)');
    await conn.end();
    const res = run('restore', [file, '--force'], target.url, restoredMedia);
    expect(res).toMatchObject({ code: 0, stderr: '' });
    expect(await snapshot(target.url)).toEqual(await snapshot(sut.databaseUrl));
  });

  it('refuses a file that is not a complete backup', async () => {
    const cut = path.join(dir, 'cut.jsonl.gz');
    fs.writeFileSync(cut, fs.readFileSync(file).subarray(0, 200));
    const res = run('restore', [cut, '--force'], target.url, restoredMedia);
    expect(res).toMatchObject({ code: 1, stderr: expect.stringContaining('is damaged or cut short') });
    expect(res.stderr).not.toMatch(/\n\s+at /);
    const missing = run('restore', [path.join(dir, 'nope.jsonl.gz')], target.url, restoredMedia);
    expect(missing).toMatchObject({ code: 1, stderr: expect.stringContaining('There is no file') });
  });
});
