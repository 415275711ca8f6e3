import { ChildProcess, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as path from 'node:path';
import { createConnection } from 'mysql2/promise';
import { TEST_ADMIN_PASSWORD } from './support/test-app';
import { createTestDatabase } from './support/test-database';

/** The built server, as `make start` and the Docker image run it (`make test` builds it first). */
const MAIN = path.join(__dirname, '..', 'dist', 'main.js');

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('Graceful shutdown (SIGTERM)', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    if (!fs.existsSync(MAIN)) throw new Error(`${MAIN} is missing: run "npm run build -w backend" first.`);
    db = await createTestDatabase();
  });
  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await db?.drop();
  });

  it('finishes in-flight writes, loses no acknowledged one, closes the pool and exits 0', async () => {
    const port = await freePort();
    let output = '';
    child = spawn(process.execPath, [MAIN], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: db.url,
        ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
        PASSWORD_HASH_COST: '4',
        FORM_RATE_LIMIT: '10000',
        FRONTEND_DIST: '/nonexistent-frontend-dist',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));

    const base = `http://127.0.0.1:${port}`;
    for (let ready = false; !ready;) {
      if (child.exitCode !== null) throw new Error(`The server exited early:\n${output}`);
      ready = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (!ready) await new Promise((r) => setTimeout(r, 200));
    }

    const acknowledged: string[] = [];
    const statuses = new Map<number, number>();
    let stop = false;
    const writer = async (worker: number) => {
      for (let i = 0; !stop; i++) {
        const subject = `shutdown ${worker}-${i}`;
        try {
          const res = await fetch(`${base}/api/contact`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ name: 'Ann Diver', email: 'ann@example.com', subject, message: 'Writes during a deploy.' }),
          });
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (res.status === 200) acknowledged.push(subject);
        } catch {
          // Refused once the server has stopped listening: not acknowledged, so nothing to find.
          await new Promise((r) => setTimeout(r, 20));
        }
      }
    };
    const writers = Array.from({ length: 8 }, (_, w) => writer(w));
    await new Promise((r) => setTimeout(r, 1500));
    child.kill('SIGTERM');
    const code = await exited;
    stop = true;
    await Promise.all(writers);

    expect({ code, output: code === 0 ? '' : output }).toEqual({ code: 0, output: '' });
    expect(acknowledged.length).toBeGreaterThan(0);
    // Only answers a deploy may give: saved, or "closing, try again".
    expect([...statuses.keys()].filter((s) => s !== 200 && s !== 503)).toEqual([]);
    const conn = await createConnection(db.url);
    try {
      const [rows] = await conn.query('SELECT subject FROM contacts');
      const saved = new Set((rows as Array<{ subject: string }>).map((r) => r.subject));
      expect(acknowledged.filter((s) => !saved.has(s))).toEqual([]);
    } finally {
      await conn.end();
    }
  });
});
