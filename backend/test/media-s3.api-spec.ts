import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import sharp from 'sharp';
// s3rver: a local S3-compatible server from npm, started on loopback by this test.
import S3rver from 's3rver';
import { MediaController } from '../src/media/media.controller';
import { adminToken, withSession } from './admin-session.helper';
import { multipart, phoneJpegWithGps } from './support/photos';
import { createTestApp, TestApp } from './support/test-app';

describe(`${MediaController.name} with S3 storage`, () => {
  let sut: TestApp;
  let server: S3rver;
  let endpoint: string;
  let bucketDir: string;
  let cookies: Record<string, string>;

  beforeAll(async () => {
    bucketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ddu-s3-'));
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: bucketDir,
      configureBuckets: [{ name: 'ddu-media', configs: [] }],
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    sut = await createTestApp({
      env: { S3_ENDPOINT: endpoint, S3_BUCKET: 'ddu-media', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' },
    });
    cookies = withSession(await adminToken(sut));
  });
  afterAll(async () => {
    await sut?.close();
    await server?.close();
    fs.rmSync(bucketDir, { recursive: true, force: true });
  });

  it('stores the variants in the bucket with immutable caching, served from its public address, and deletes them', async () => {
    const body = multipart({ name: 'IMG_0003.jpg', type: 'image/jpeg', body: await phoneJpegWithGps() }, { altText: 'Test' });
    const res = await sut.inject({ method: 'POST', url: '/api/admin/media', payload: body.payload, headers: body.headers, cookies });
    expect(res.statusCode).toBe(201);
    const item = res.json();
    expect(item.url).toMatch(new RegExp(`^${endpoint}/ddu-media/media/[0-9a-f]{16}-200x400/200\\.jpg$`));

    for (const file of ['200.avif', '200.webp', '200.jpg']) {
      const fetched = await fetch(item.url.replace('200.jpg', file));
      expect(fetched.status).toBe(200);
      expect(fetched.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await fetched.arrayBuffer());
      expect(bytes.includes(Buffer.from('SecretPhoneMaker'))).toBe(false);
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    }
    // Nothing on the app's own /media route: the bucket serves the files.
    const local = item.url.replace(`${endpoint}/ddu-media`, '');
    expect((await sut.inject({ method: 'GET', url: local })).statusCode).toBe(404);

    expect((await sut.inject({ method: 'DELETE', url: `/api/admin/media/${item.id}`, cookies })).statusCode).toBe(204);
    expect((await fetch(item.url)).status).toBe(404);
    expect((await fetch(item.thumbnailUrl)).status).toBe(404);
  });
});
