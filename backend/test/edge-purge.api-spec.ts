import { DataSource } from 'typeorm';
import { EdgePurge } from '../src/common/edge/edge-purge.entity';
import { adminToken, withSession } from './admin-session.helper';
import { cloudflareAccepts, fastlyAccepts, PurgeStub, startBanStub, startPurgeStub, waitFor } from './support/purge-stubs';
import { createTestApp, TestApp } from './support/test-app';

const POLL_MS = 300;

let articleCount = 0;
function newArticle() {
  articleCount += 1;
  return {
    title: `Edge purge article ${articleCount} ${Date.now()}`,
    content: 'A fresh article for the shared cache to forget the old lists. '.repeat(3).trim(),
    category: 'Tips',
    imageUrl: '/images/blog/night-dive.svg',
    published: true,
  };
}

async function publish(sut: TestApp, cookies: Record<string, string>): Promise<number> {
  const writtenAt = Date.now();
  const res = await sut.inject({ method: 'POST', url: '/api/articles', payload: newArticle(), cookies });
  expect(res.statusCode).toBe(201);
  return writtenAt;
}

async function addProduct(sut: TestApp, cookies: Record<string, string>): Promise<void> {
  const res = await sut.inject({
    method: 'POST',
    url: '/api/products',
    payload: {
      name: `Edge purge mask ${Date.now()}`,
      category: 'masks',
      description: 'Purged.',
      price: '10.00',
      imageUrl: 'https://images.example.com.au/m.jpg',
    },
    cookies,
  });
  expect(res.statusCode).toBe(201);
}

async function purgeRows(sut: TestApp): Promise<EdgePurge[]> {
  return sut.app
    .get(DataSource)
    .getRepository(EdgePurge)
    .find({ order: { id: 'ASC' } });
}

describe('Purge on publish: Fastly (purge by surrogate key), two instances', () => {
  let stub: PurgeStub;
  let sut: TestApp;
  let other: TestApp;
  let cookies: Record<string, string>;

  beforeAll(async () => {
    stub = await startPurgeStub(fastlyAccepts);
    const env = {
      EDGE_PURGER: 'fastly',
      FASTLY_API_URL: stub.url,
      FASTLY_SERVICE_ID: 'SU1Z0isxPaozGVKXdv0eY',
      FASTLY_API_TOKEN: 'test-fastly-token',
      CONTENT_VERSION_POLL_MS: String(POLL_MS),
      EDGE_PURGE_POLL_MS: '100',
    };
    sut = await createTestApp({ env });
    other = await createTestApp({ env, databaseUrl: sut.databaseUrl });
    cookies = withSession(await adminToken(sut));
  });
  afterAll(async () => {
    await other?.app.close();
    await sut?.close();
    await stub?.close();
  });

  it('purges the written topics once, after every instance has dropped its own copy', async () => {
    stub.received.length = 0;
    const writtenAt = await publish(sut, cookies);
    expect(await waitFor(() => stub.received.length > 0, 5000)).toBe(true);
    // Both instances poll the queue every 100 ms: give a second send every chance to happen.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(stub.received).toHaveLength(1);
    const [purge] = stub.received;
    expect(purge!.method).toBe('POST');
    expect(purge!.url).toBe('/service/SU1Z0isxPaozGVKXdv0eY/purge');
    expect(purge!.headers['fastly-key']).toBe('test-fastly-token');
    expect(purge!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(purge!.body)).toEqual({ surrogate_keys: ['articles'] });
    // Not before the other instance's next read of the content versions.
    expect(purge!.at - writtenAt).toBeGreaterThanOrEqual(POLL_MS);
    expect(purge!.at - writtenAt).toBeLessThan(2000);
    const rows = await purgeRows(sut);
    expect(rows.at(-1)).toMatchObject({ tags: 'articles', status: 'sent', attempts: 1, claimToken: null });
  });

  it('sends a burst of edits as few purges, each topic once', async () => {
    stub.received.length = 0;
    await Promise.all([publish(sut, cookies), publish(other, withSession(await adminToken(other, '127.0.0.2'))), publish(sut, cookies)]);
    await addProduct(sut, cookies);
    expect(await waitFor(() => stub.received.flatMap((r) => JSON.parse(r.body).surrogate_keys).includes('products'), 5000)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 800));
    const keys = stub.received.flatMap((r) => JSON.parse(r.body).surrogate_keys as string[]);
    expect(keys.filter((k) => k === 'articles').length).toBeLessThanOrEqual(3);
    expect(keys).toContain('articles');
    expect(stub.received.length).toBeLessThan(4);
    expect((await purgeRows(sut)).every((row) => row.status === 'sent')).toBe(true);
  });

  it('sends an edit made a moment after another with it, as one purge', async () => {
    stub.received.length = 0;
    await publish(sut, cookies);
    // The next request's edit: its purge falls due a little after the first (tens of milliseconds,
    // more on a busy machine), and each used to go out alone when it did.
    await addProduct(sut, cookies);
    expect(await waitFor(() => stub.received.length > 0, 5000)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(stub.received).toHaveLength(1);
    expect(JSON.parse(stub.received[0]!.body).surrogate_keys).toEqual(expect.arrayContaining(['articles', 'products']));
  });
});

describe('Purge on publish: Cloudflare (purge by tag), refused then retried', () => {
  let stub: PurgeStub;
  let sut: TestApp;
  let cookies: Record<string, string>;

  beforeAll(async () => {
    stub = await startPurgeStub(cloudflareAccepts);
    sut = await createTestApp({
      env: {
        EDGE_PURGER: 'cloudflare',
        CLOUDFLARE_API_URL: stub.url,
        CLOUDFLARE_ZONE_ID: '023e105f4ecef8ad9ca31a8372d0c353',
        CLOUDFLARE_API_TOKEN: 'test-cloudflare-token',
        CONTENT_VERSION_POLL_MS: String(POLL_MS),
        EDGE_PURGE_POLL_MS: '100',
        EDGE_PURGE_RETRY_SECONDS: '1',
        EDGE_PURGE_MAX_ATTEMPTS: '3',
      },
    });
    cookies = withSession(await adminToken(sut));
  });
  afterAll(async () => {
    await sut?.close();
    await stub?.close();
  });

  it('sends the documented request', async () => {
    stub.received.length = 0;
    await publish(sut, cookies);
    expect(await waitFor(() => stub.received.length > 0, 5000)).toBe(true);
    const [purge] = stub.received;
    expect(purge!.method).toBe('POST');
    expect(purge!.url).toBe('/zones/023e105f4ecef8ad9ca31a8372d0c353/purge_cache');
    expect(purge!.headers.authorization).toBe('Bearer test-cloudflare-token');
    expect(JSON.parse(purge!.body)).toEqual({ tags: ['articles'] });
  });

  it('retries a refused purge with backoff until it takes (429, then success: false, then success)', async () => {
    stub.received.length = 0;
    const answers = [
      { status: 429, body: { success: false, errors: [{ code: 971, message: 'Please wait and consider throttling your request speed' }] } },
      {
        status: 200,
        body: { success: false, errors: [{ code: 1134, message: 'Purge by tag is temporarily unavailable' }], messages: [], result: null },
      },
    ];
    stub.answer = () => answers.shift() ?? cloudflareAccepts();
    await publish(sut, cookies);
    expect(await waitFor(() => stub.received.length >= 3, 10_000)).toBe(true);
    const gaps = stub.received.slice(1).map((r, i) => r.at - stub.received[i]!.at);
    // The first retry waits about a second (±10 %), the next about two.
    expect(gaps[0]).toBeGreaterThanOrEqual(850);
    expect(gaps[1]).toBeGreaterThanOrEqual(1700);
    expect(await waitFor(() => false, 300)).toBe(false);
    const last = (await purgeRows(sut)).at(-1)!;
    expect(last).toMatchObject({ status: 'sent', attempts: 3 });
  });

  it('gives up after EDGE_PURGE_MAX_ATTEMPTS, recording why', async () => {
    stub.received.length = 0;
    stub.answer = () => ({ status: 403, body: { success: false, errors: [{ code: 10000, message: 'Authentication error' }] } });
    await publish(sut, cookies);
    expect(await waitFor(() => stub.received.length >= 3, 10_000)).toBe(true);
    expect(await waitFor(() => false, 500)).toBe(false);
    expect(stub.received).toHaveLength(3);
    const last = (await purgeRows(sut)).at(-1)!;
    expect(last.status).toBe('failed');
    expect(last.lastError).toContain('403');
    stub.answer = cloudflareAccepts;
  });
});

describe('Purge on publish: Varnish (BAN by Surrogate-Key) to every server', () => {
  const stubs: PurgeStub[] = [];
  let sut: TestApp;

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) stubs.push(await startBanStub());
    sut = await createTestApp({
      env: {
        EDGE_PURGER: 'varnish',
        VARNISH_PURGE_URLS: stubs.map((s) => s.url).join(','),
        CONTENT_VERSION_POLL_MS: String(POLL_MS),
        EDGE_PURGE_POLL_MS: '100',
      },
    });
  });
  afterAll(async () => {
    await sut?.close();
    for (const stub of stubs) await stub.close();
  });

  it('sends a BAN with the tags in Surrogate-Key to each Varnish server', async () => {
    await publish(sut, withSession(await adminToken(sut)));
    expect(await waitFor(() => stubs.every((s) => s.received.length > 0), 5000)).toBe(true);
    for (const stub of stubs) {
      expect(stub.received).toHaveLength(1);
      expect(stub.received[0]).toMatchObject({ method: 'BAN', url: '/' });
      expect(stub.received[0]!.headers['surrogate-key']).toBe('articles');
    }
  });
});

describe('Purge on publish: no purger configured', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createTestApp();
  });
  afterAll(async () => sut?.close());

  it('queues nothing', async () => {
    await publish(sut, withSession(await adminToken(sut)));
    expect(await purgeRows(sut)).toEqual([]);
  });
});
