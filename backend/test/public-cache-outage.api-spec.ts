import { AddressInfo, createConnection, createServer, Server, Socket } from 'node:net';
import { ContentVersionsService } from '../src/common/content-versions/content-versions.service';
import { PublicCacheService } from '../src/common/public-cache/public-cache.service';
import { adminToken, withSession } from './admin-session.helper';
import { createTestApp, TestApp } from './support/test-app';
import { createTestDatabase, TEST_SERVER_URL } from './support/test-database';

/**
 * A TCP relay to the shared MySQL server that the test can cut and restore: one app instance loses
 * its database while the shared server (and every other test) keeps running.
 */
class CuttableRelay {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async open(): Promise<void> {
    if (this.server) return;
    this.server = createServer((client) => {
      const upstream = createConnection(this.targetPort, this.targetHost);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}

describe('Public read cache during a database outage', () => {
  const target = new URL(TEST_SERVER_URL);
  const relay = new CuttableRelay(target.hostname, Number(target.port || 3306));
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let sut: TestApp;
  let direct: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    await relay.open();
    const relayed = new URL(database.url);
    relayed.hostname = '127.0.0.1';
    relayed.port = String(relay.port);
    sut = await createTestApp({ databaseUrl: relayed.toString() });
    direct = await createTestApp({ databaseUrl: database.url });
  });
  afterAll(async () => {
    await relay.open();
    await sut?.app.close();
    await direct?.app.close();
    await database?.drop();
    await relay.cut();
  });

  it('serves the last good copy, reports itself stale, and recovers when the database is back', async () => {
    const before = await sut.inject({ method: 'GET', url: '/api/products' });
    const reviews = await sut.inject({ method: 'GET', url: '/api/reviews' });
    expect(before.statusCode).toBe(200);

    // Another instance changes the products; this one learns of it, then loses its database.
    const created = await direct.inject({
      method: 'POST',
      url: '/api/products',
      cookies: withSession(await adminToken(direct)),
      payload: {
        name: 'Outage Test Snorkel',
        category: 'masks',
        description: 'Written while the other instance was still connected.',
        price: '25.00',
        imageUrl: 'https://images.example.com.au/snorkel.jpg',
      },
    });
    expect(created.statusCode).toBe(201);
    await sut.app.get(ContentVersionsService).poll();
    await relay.cut();

    const during = await sut.inject({ method: 'GET', url: '/api/products' });
    expect(during.statusCode).toBe(200);
    expect(during.body).toBe(before.body);
    expect((await sut.inject({ method: 'GET', url: '/api/reviews' })).body).toBe(reviews.body);
    expect(sut.app.get(PublicCacheService).status().stale).toBe(true);

    // Nothing cached to fall back on: the error goes on to the error handling.
    const uncached = await sut.inject({ method: 'GET', url: '/api/articles/slug/never-asked-before' });
    expect(uncached.statusCode).toBeGreaterThanOrEqual(500);

    await relay.open();
    let after = during;
    for (let turn = 0; turn < 100 && !after.body.includes('Outage Test Snorkel'); turn += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await sut.inject({ method: 'GET', url: '/api/products' });
    }
    expect(after.body).toContain('Outage Test Snorkel');
    expect(sut.app.get(PublicCacheService).status().stale).toBe(false);
  });
});
