import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { IdempotencyInterceptor, KEY_REUSED_MESSAGE } from '../src/common/idempotency/idempotency.interceptor';
import { adminToken, withSession } from './admin-session.helper';
import { validDiveSite, validProduct, validReview } from './support/content-fixtures';
import { multipart, solidImage } from './support/photos';
import { createTestApp, TestApp } from './support/test-app';

/** One valid create per kind of content the owner adds, and the table its rows land in. */
const CREATES = [
  {
    url: '/api/products',
    table: 'products',
    body: (name: string) => ({ ...validProduct, name }),
  },
  {
    url: '/api/dive-sites',
    table: 'dive_sites',
    body: (name: string) => ({ ...validDiveSite, name }),
  },
  {
    url: '/api/articles',
    table: 'articles',
    column: 'title',
    body: (title: string) => ({
      title,
      content: 'Night dives at Fly Point reveal a whole new cast. '.repeat(5).trim(),
      category: 'Tips',
      imageUrl: '/images/blog/night-dive.svg',
    }),
  },
  {
    url: '/api/reviews',
    table: 'reviews',
    column: 'title',
    body: (title: string) => ({ ...validReview, title }),
  },
];

describe(IdempotencyInterceptor.name, () => {
  let sut: TestApp;
  let cookies: Record<string, string>;
  let db: DataSource;
  let mediaDir: string;

  beforeAll(async () => {
    mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ddu-idem-'));
    sut = await createTestApp({ env: { MEDIA_DIR: mediaDir } });
    db = sut.app.get(DataSource);
    cookies = withSession(await adminToken(sut));
  });
  afterAll(async () => {
    await sut?.close();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  const post = (url: string, payload: object, key?: string, app: TestApp = sut) =>
    app.inject({ method: 'POST', url, payload, cookies, headers: key ? { 'idempotency-key': key } : {} });
  const count = async (table: string, column: string, value: string) =>
    Number((await db.query(`SELECT COUNT(*) AS n FROM ${table} WHERE ${column} = ?`, [value]))[0].n);
  const auditedCreates = async (resourcePrefix: string) =>
    Number(
      (await db.query(`SELECT COUNT(*) AS n FROM audit_logs WHERE action = 'create' AND resource LIKE ?`, [`${resourcePrefix}%`]))[0].n,
    );

  describe.each(CREATES)('POST $url', ({ url, table, column = 'name', body }) => {
    it('a repeat with the same key answers the same and makes one row (and one audit entry)', async () => {
      const name = `Once ${table} ${randomUUID().slice(0, 8)}`;
      const key = randomUUID();
      const auditBefore = await auditedCreates(url.replace('/api/', ''));
      const first = await post(url, body(name), key);
      const second = await post(url, body(name), key);
      expect(first.statusCode).toBe(201);
      expect(second.statusCode).toBe(201);
      expect(second.json()).toEqual(first.json());
      expect(second.headers['idempotent-replayed']).toBe('true');
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      expect(await count(table, column, name)).toBe(1);
      expect(await auditedCreates(url.replace('/api/', ''))).toBe(auditBefore + 1);
    });

    it('concurrent duplicates with one key make one row and all get its answer', async () => {
      const name = `Race ${table} ${randomUUID().slice(0, 8)}`;
      const key = randomUUID();
      const answers = await Promise.all([1, 2, 3, 4].map(() => post(url, body(name), key)));
      expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201]);
      expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
      expect(await count(table, column, name)).toBe(1);
    });
  });

  it('the same key with another body is refused with 422 and a readable message, and creates nothing', async () => {
    const { url, body } = CREATES[0]!;
    const key = randomUUID();
    expect((await post(url, body('Reuse One'), key)).statusCode).toBe(201);
    const reused = await post(url, body('Reuse Two'), key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ statusCode: 422, message: KEY_REUSED_MESSAGE });
    expect(await count('products', 'name', 'Reuse Two')).toBe(0);
  });

  it('compares keys byte for byte: k1 and K1 are two keys, so two items', async () => {
    const { url, body } = CREATES[0]!;
    const suffix = randomUUID().slice(0, 8);
    const lower = await post(url, body(`Case Lower ${suffix}`), `k1-${suffix}`);
    const upper = await post(url, body(`Case Upper ${suffix}`), `K1-${suffix}`);
    expect([lower.statusCode, upper.statusCode]).toEqual([201, 201]);
    expect(upper.headers['idempotent-replayed']).toBeUndefined();
    expect(upper.json().id).not.toBe(lower.json().id);
    // And each key still replays its own answer.
    const again = await post(url, body(`Case Upper ${suffix}`), `K1-${suffix}`);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(upper.json().id);
  });

  it('without a key two requests still make two items', async () => {
    const { url, body } = CREATES[0]!;
    expect((await post(url, body('Twice Without Key'))).statusCode).toBe(201);
    expect((await post(url, body('Twice Without Key'))).statusCode).toBe(201);
    expect(await count('products', 'name', 'Twice Without Key')).toBe(2);
  });

  it('a refused first request frees its key, so the corrected request can use it', async () => {
    const { url, body } = CREATES[0]!;
    const key = randomUUID();
    const refused = await post(url, { ...body('Fixed Later'), price: 'free' }, key);
    expect(refused.statusCode).toBe(400);
    expect((await post(url, body('Fixed Later'), key)).statusCode).toBe(201);
    expect(await count('products', 'name', 'Fixed Later')).toBe(1);
  });

  it('a key that is not 1-255 visible characters is refused with 400', async () => {
    const { url, body } = CREATES[0]!;
    const res = await post(url, body('Bad Key'), 'x'.repeat(256));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Idempotency-Key/);
    expect(await count('products', 'name', 'Bad Key')).toBe(0);
  });

  it('a key is forgotten after a day: the same key then creates again', async () => {
    const { url, body } = CREATES[0]!;
    const key = randomUUID();
    expect((await post(url, body('Next Day'), key)).statusCode).toBe(201);
    await db.query('UPDATE idempotency_keys SET expiresAt = ? WHERE `key` = ?', [new Date(Date.now() - 1000), key]);
    expect((await post(url, body('Next Day'), key)).statusCode).toBe(201);
    expect(await count('products', 'name', 'Next Day')).toBe(2);
  });

  it('another instance on the same database replays the answer instead of creating again', async () => {
    const other = await createTestApp({ databaseUrl: sut.databaseUrl, env: { MEDIA_DIR: mediaDir } });
    try {
      const { url, body } = CREATES[1]!;
      const key = randomUUID();
      const first = await post(url, body('Two Instances Reef'), key);
      const second = await post(url, body('Two Instances Reef'), key, other);
      expect(second.statusCode).toBe(201);
      expect(second.json()).toEqual(first.json());
      expect(await count('dive_sites', 'name', 'Two Instances Reef')).toBe(1);
    } finally {
      await other.app.close();
    }
  });

  it('an upload repeated with the same key stores one photo', async () => {
    const form = multipart({ name: 'reef.png', type: 'image/png', body: await solidImage(64, 48, 'png') }, { altText: 'A reef' });
    const key = randomUUID();
    const send = () =>
      sut.inject({
        method: 'POST',
        url: '/api/admin/media',
        payload: form.payload,
        headers: { ...form.headers, 'idempotency-key': key },
        cookies,
      });
    const first = await send();
    const second = await send();
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await count('media', 'altText', 'A reef')).toBe(1);
  });
});
