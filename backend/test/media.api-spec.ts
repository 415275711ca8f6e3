import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import sharp from 'sharp';
import { DataSource, IsNull, Not } from 'typeorm';
import { Article } from '../src/articles/article.entity';
import { AuditLog } from '../src/audit/audit-log.entity';
import { MediaController } from '../src/media/media.controller';
import { GIF_MESSAGE, HEIC_MESSAGE, SVG_MESSAGE, UNSUPPORTED_MESSAGE } from '../src/media/media-sniff';
import { adminToken, withSession } from './admin-session.helper';
import { decompressionBomb, heicHeader, multipart, phoneJpegWithGps, solidImage } from './support/photos';
import { createTestApp, TestApp } from './support/test-app';

describe(MediaController.name, () => {
  let sut: TestApp;
  let mediaDir: string;
  let cookies: Record<string, string>;

  const upload = (
    file: Parameters<typeof multipart>[0],
    fields: Record<string, string> = {},
    extra: { cookies?: Record<string, string>; headers?: Record<string, string> } = {},
  ) => {
    const body = multipart(file, fields);
    return sut.inject({
      method: 'POST',
      url: '/api/admin/media',
      payload: body.payload,
      headers: { ...body.headers, ...extra.headers },
      cookies: extra.cookies ?? cookies,
    });
  };
  const rowCount = () =>
    sut.app
      .get(DataSource)
      .query('SELECT COUNT(*) AS n FROM media')
      .then((r: Array<{ n: number }>) => Number(r[0]!.n));

  beforeAll(async () => {
    mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ddu-media-'));
    sut = await createTestApp({ env: { MEDIA_DIR: mediaDir, MEDIA_MAX_UPLOAD_MB: '1' } });
    cookies = withSession(await adminToken(sut));
  });
  afterAll(async () => {
    await sut?.close();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  describe('uploadMedia', () => {
    it('turns a phone photo upright and strips its GPS position and every other metadata from every variant', async () => {
      const res = await upload({ name: 'IMG_0001.jpg', type: 'image/jpeg', body: await phoneJpegWithGps() }, { altText: 'Red over blue' });
      expect(res.statusCode).toBe(201);
      const item = res.json();
      // Orientation 6: the 400×200 file is shown 200 wide and 400 tall; never upscaled, so one width.
      expect(item).toMatchObject({
        width: 200,
        height: 400,
        widths: [200],
        altText: 'Red over blue',
        name: 'IMG_0001.jpg',
        originalFormat: 'jpeg',
      });
      expect(item.url).toMatch(/^\/media\/[0-9a-f]{16}-200x400\/200\.jpg$/);
      const folder = item.url.slice(0, item.url.lastIndexOf('/'));
      for (const file of ['200.avif', '200.webp', '200.jpg']) {
        const served = await sut.inject({ method: 'GET', url: `${folder}/${file}` });
        expect(served.statusCode).toBe(200);
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const bytes = served.rawPayload;
        expect(bytes.includes(Buffer.from('SecretPhoneMaker'))).toBe(false);
        expect(bytes.includes(Buffer.from('Exif\0\0'))).toBe(false);
        const meta = await sharp(bytes).metadata();
        expect(meta).toMatchObject({ width: 200, height: 400 });
        expect(meta.exif).toBeUndefined();
        expect(meta.orientation).toBeUndefined();
        expect(meta.icc).toBeUndefined();
        // Upright: red on top, blue at the bottom.
        const { data } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
        const pixel = (x: number, y: number) => [...data.subarray((y * 200 + x) * 3, (y * 200 + x) * 3 + 3)];
        expect(pixel(100, 50)[0]).toBeGreaterThan(200);
        expect(pixel(100, 50)[2]).toBeLessThan(60);
        expect(pixel(100, 350)[2]).toBeGreaterThan(200);
        expect(pixel(100, 350)[0]).toBeLessThan(60);
      }
      // Stored on disk in the configured folder, under the content-hash name.
      expect(fs.readdirSync(path.join(mediaDir, item.url.split('/')[2]))).toEqual(['200.avif', '200.jpg', '200.webp']);
      expect(item.placeholderColor).toMatch(/^#[0-9a-f]{6}$/);
    });

    it('writes 480, 960 and 1600 wide variants of a large photo in AVIF, WebP and JPEG', async () => {
      const res = await upload({ name: 'reef.webp', type: 'image/webp', body: await solidImage(2400, 1800, 'webp') });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ width: 1600, height: 1200, widths: [480, 960, 1600], originalFormat: 'webp' });
      const folder = res.json().url.replace(/\/1600\.jpg$/, '');
      const small = await sut.inject({ method: 'GET', url: `${folder}/480.avif` });
      expect(small.headers['content-type']).toBe('image/avif');
      expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 480, height: 360 });
    });

    it('refuses a PNG renamed .jpg, saying what it really is', async () => {
      const before = await rowCount();
      const res = await upload({ name: 'holiday.jpg', type: 'image/jpeg', body: await solidImage(300, 200, 'png') });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({
        statusCode: 415,
        error: 'Unsupported Media Type',
        message:
          'This file is named "holiday.jpg" but it is really a PNG image, not JPEG. Rename it to end in .png (or save it again as JPEG), then upload it again.',
      });
      expect(await rowCount()).toBe(before);
    });

    it('goes by the bytes when the name has no image extension', async () => {
      const res = await upload({ name: 'holiday', type: 'application/octet-stream', body: await solidImage(300, 200, 'png') });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ originalFormat: 'png', width: 300, height: 200 });
    });

    it.each([
      [
        'an SVG drawing',
        'logo.svg',
        'image/svg+xml',
        Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        SVG_MESSAGE,
      ],
      ['a text file renamed .jpg', 'notes.jpg', 'image/jpeg', Buffer.from('Dear diary, today we dived the Yongala.'), UNSUPPORTED_MESSAGE],
      ['a HEIC photo', 'IMG_0002.HEIC', 'image/heic', heicHeader(), HEIC_MESSAGE],
      ['a GIF', 'fish.gif', 'image/gif', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), GIF_MESSAGE],
    ])('refuses %s with 415 and a readable message', async (_what, name, type, body, message) => {
      const before = await rowCount();
      const res = await upload({ name, type, body });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ statusCode: 415, error: 'Unsupported Media Type', message });
      expect(await rowCount()).toBe(before);
    });

    it('refuses a file over the size limit with 413, whether declared or found while streaming', async () => {
      const big = Buffer.concat([await solidImage(10, 10, 'jpeg'), Buffer.alloc(1024 * 1024 + 32 * 1024, 7)]);
      const streamed = await upload({ name: 'big.jpg', type: 'image/jpeg', body: big });
      expect(streamed.statusCode).toBe(413);
      expect(streamed.json().message).toMatch(/larger than 1 MB/);
      const declared = await upload({ name: 'huge.jpg', type: 'image/jpeg', body: Buffer.alloc(3 * 1024 * 1024, 7) });
      expect(declared.statusCode).toBe(413);
    });

    it('refuses a decompression bomb from its header with 422', async () => {
      const res = await upload({ name: 'bomb.png', type: 'image/png', body: decompressionBomb() });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toMatch(/60000 × 60000 pixels \(3600 megapixels\); at most 50 megapixels/);
    });

    it('asks for a file when none is sent, and refuses a JSON body', async () => {
      const empty = await upload({ name: 'empty.jpg', type: 'image/jpeg', body: Buffer.alloc(0) });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe('Please choose a photo to upload.');
      const json = await sut.inject({ method: 'POST', url: '/api/admin/media', payload: { url: 'x' }, cookies });
      expect(json.statusCode).toBe(415);
    });

    it('refuses uploads without a session or from another site, storing nothing', async () => {
      const before = await rowCount();
      const body = await solidImage(50, 50, 'jpeg', '#123456');
      const anonymous = await upload({ name: 'a.jpg', type: 'image/jpeg', body }, {}, { cookies: {} });
      expect(anonymous.statusCode).toBe(401);
      const crossSite = await upload({ name: 'a.jpg', type: 'image/jpeg', body }, {}, { headers: { origin: 'https://evil.example' } });
      expect(crossSite.statusCode).toBe(403);
      const multipartElsewhere = multipart({ name: 'a.jpg', type: 'image/jpeg', body });
      const other = await sut.inject({
        method: 'POST',
        url: '/api/articles',
        payload: multipartElsewhere.payload,
        headers: multipartElsewhere.headers,
        cookies,
      });
      expect(other.statusCode).toBe(415);
      expect(await rowCount()).toBe(before);
    });

    it('writes an audit row for each upload and delete', async () => {
      const res = await upload({ name: 'audited.png', type: 'image/png', body: await solidImage(64, 64, 'png', '#abcdef') });
      const id = res.json().id;
      expect((await sut.inject({ method: 'DELETE', url: `/api/admin/media/${id}`, cookies })).statusCode).toBe(204);
      const rows = await sut.app
        .get(DataSource)
        .getRepository(AuditLog)
        .find({ where: { resource: `admin/media/${id}` } });
      expect(rows.map((r) => r.action).sort()).toEqual(['create', 'delete']);
      expect(rows.find((r) => r.action === 'create')!.details).toContain('audited.png');
      expect(rows.find((r) => r.action === 'delete')!.details).toBe('name: "audited.png"');
    });
  });

  describe('deleteMediaItem', () => {
    it('refuses to delete a photo a dive site shows, saying where; deletes it and its files once free', async () => {
      const item = (await upload({ name: 'site.jpg', type: 'image/jpeg', body: await solidImage(800, 600, 'jpeg', '#336699') })).json();
      const [site] = await sut.app.get(DataSource).query('SELECT id, name FROM dive_sites ORDER BY id LIMIT 1');
      const setPhoto = (imageUrl: string) =>
        sut.inject({ method: 'PATCH', url: `/api/dive-sites/${site.id}/photo`, payload: { imageUrl }, cookies });
      expect((await setPhoto(item.url)).statusCode).toBe(200);

      const listed = (await sut.inject({ method: 'GET', url: '/api/admin/media', cookies })).json();
      expect(listed.find((m: { id: number }) => m.id === item.id).usedBy).toEqual([{ kind: 'dive-site', id: site.id, name: site.name }]);

      const refused = await sut.inject({ method: 'DELETE', url: `/api/admin/media/${item.id}`, cookies });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        `This photo is still used by the dive site “${site.name}”. Choose another photo there first, then delete it.`,
      );
      expect((await sut.inject({ method: 'GET', url: item.thumbnailUrl })).statusCode).toBe(200);

      expect((await setPhoto('')).statusCode).toBe(200);
      expect((await sut.inject({ method: 'DELETE', url: `/api/admin/media/${item.id}`, cookies })).statusCode).toBe(204);
      expect((await sut.inject({ method: 'GET', url: item.thumbnailUrl })).statusCode).toBe(404);
      expect((await sut.inject({ method: 'DELETE', url: `/api/admin/media/${item.id}`, cookies })).statusCode).toBe(404);
    });
  });

  describe('updateMediaItem', () => {
    it('changes the alt text', async () => {
      const item = (await upload({ name: 'alt.jpg', type: 'image/jpeg', body: await solidImage(90, 60, 'jpeg', '#445566') })).json();
      const res = await sut.inject({
        method: 'PATCH',
        url: `/api/admin/media/${item.id}`,
        payload: { altText: '  A diver over a reef ' },
        cookies,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().altText).toBe('A diver over a reef');
      const tooLong = await sut.inject({
        method: 'PATCH',
        url: `/api/admin/media/${item.id}`,
        payload: { altText: 'x'.repeat(256) },
        cookies,
      });
      expect(tooLong.statusCode).toBe(400);
    });
  });

  describe('media files', () => {
    it('never serves a path outside the media folder', async () => {
      for (const url of [
        '/media/..%2F..%2Fpackage.json/1.jpg',
        '/media/../package.json',
        '/media/0123456789abcdef-1x1/..%2F..%2Fx.jpg',
        '/media/0123456789abcdef-1x1/1.png',
      ]) {
        const res = await sut.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('"name"');
      }
    });
  });

  describe('share images', () => {
    /** The colour at the middle of the card's picture frame (right-hand side). */
    const frameColour = async (png: Buffer) => {
      const { data } = await sharp(png).extract({ left: 930, top: 315, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
      return { r: data[0]!, g: data[1]!, b: data[2]! };
    };

    it("puts the article's uploaded photo on its link-preview card", async () => {
      const articles = sut.app.get(DataSource).getRepository(Article);
      const article = await articles.findOneByOrFail({ published: true, slug: Not(IsNull()) });
      const card = () => sut.inject({ method: 'GET', url: `/og/articles/${article.slug}.png` });
      const before = await card();
      expect(before.statusCode).toBe(200);

      const uploaded = await upload(
        { name: 'reef.jpg', type: 'image/jpeg', body: await solidImage(1200, 900, 'jpeg', '#ff0000') },
        { altText: 'Red' },
      );
      expect(uploaded.statusCode).toBe(201);
      await articles.update(article.id, { imageUrl: uploaded.json().url });

      const after = await card();
      expect(after.statusCode).toBe(200);
      expect(after.headers['content-type']).toBe('image/png');
      expect(await sharp(after.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630 });
      expect(after.headers.etag).not.toBe(before.headers.etag);
      const red = await frameColour(after.rawPayload);
      expect(red.r).toBeGreaterThan(230);
      expect(Math.max(red.g, red.b)).toBeLessThan(30);
      expect((await frameColour(before.rawPayload)).r).toBeLessThan(230);
    });
  });
});
