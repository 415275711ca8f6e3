import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { withImageAlt } from '../src/media/media-alt-text';
import { adminToken, withSession } from './admin-session.helper';
import { multipart, solidImage } from './support/photos';
import { createTestApp, TestApp } from './support/test-app';

describe(withImageAlt.name, () => {
  let sut: TestApp;
  let cookies: Record<string, string>;
  let mediaDir: string;

  beforeAll(async () => {
    mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ddu-alt-'));
    sut = await createTestApp({ env: { MEDIA_DIR: mediaDir } });
    cookies = withSession(await adminToken(sut));
  });
  afterAll(async () => {
    await sut?.close();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  const get = async (url: string) => (await sut.inject({ method: 'GET', url })).json();

  it("gives visitors the owner's alt text for an uploaded photo, follows its edits, and null for other images", async () => {
    const form = multipart(
      { name: 'octopus.png', type: 'image/png', body: await solidImage(64, 48, 'png', '#884422') },
      { altText: 'An octopus at night' },
    );
    const photo = (
      await sut.inject({ method: 'POST', url: '/api/admin/media', payload: form.payload, headers: form.headers, cookies })
    ).json();

    const site = (await get('/api/dive-sites'))[0];
    const product = (await get('/api/products'))[0];
    expect(site.imageAlt).toBeNull();
    expect(product.imageAlt).toBeNull();

    const setSite = await sut.inject({
      method: 'PATCH',
      url: `/api/dive-sites/${site.id}/photo`,
      payload: { imageUrl: photo.url },
      cookies,
    });
    expect(setSite.statusCode).toBe(200);
    const setProduct = await sut.inject({ method: 'PATCH', url: `/api/products/${product.id}`, payload: { imageUrl: photo.url }, cookies });
    expect(setProduct.statusCode).toBe(200);

    expect((await get(`/api/dive-sites/${site.id}`)).imageAlt).toBe('An octopus at night');
    expect((await get('/api/dive-sites')).find((s: { id: number }) => s.id === site.id).imageAlt).toBe('An octopus at night');
    expect((await get(`/api/products/${product.id}`)).imageAlt).toBe('An octopus at night');
    expect((await get('/api/products')).find((p: { id: number }) => p.id === product.id).imageAlt).toBe('An octopus at night');

    const renamed = await sut.inject({
      method: 'PATCH',
      url: `/api/admin/media/${photo.id}`,
      payload: { altText: 'A day octopus in a crevice' },
      cookies,
    });
    expect(renamed.statusCode).toBe(200);
    expect((await get(`/api/dive-sites/${site.id}`)).imageAlt).toBe('A day octopus in a crevice');
    expect((await get('/api/products')).find((p: { id: number }) => p.id === product.id).imageAlt).toBe('A day octopus in a crevice');
  });
});
