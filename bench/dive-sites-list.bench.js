#!/usr/bin/env node
/**
 * Benchmark: GET /api/dive-sites with 10,000 dive sites, against a bare Node http server sending the
 * same bytes, plus the filter keystroke on /dive-sites in Chromium. Not a test: it prints numbers.
 *
 *   make bench            (builds first)   or   node bench/dive-sites-list.bench.js
 *
 * Needs MariaDB/MySQL (BENCH_DATABASE_SERVER, default mysql://root@127.0.0.1:3306), the built backend
 * (backend/dist) and frontend (frontend/dist), and /usr/bin/chromium for the browser part
 * (BENCH_BROWSER=0 skips it, BENCH_API=0 skips the API part). The machine should be otherwise idle. The throwaway database is dropped at the end.
 * Goals: API throughput >= 50 % of the bare server; filter keystroke <= 50 ms.
 */
'use strict';

const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const autocannon = require('autocannon');
const mysql = require('mysql2/promise');
const { syntheticSites } = require('./synthetic-dive-sites');
const { measureFilterKeystrokes } = require('./filter-keystroke');

const processes = require('./support/processes');
const { start, stop, stopAll, waitFor } = processes;
const SERVER = (process.env.BENCH_DATABASE_SERVER || 'mysql://root@127.0.0.1:3306').replace(/\/$/, '');
const DATABASE = `ddu_bench_${process.pid}`;
const SITE_COUNT = Number(process.env.BENCH_SITES || 10_000);
const APP_PORT = Number(process.env.BENCH_APP_PORT || 3290);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT || 3291);
const DURATION_S = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);

function startApp() {
  return processes.startApp({ port: APP_PORT, databaseUrl: `${SERVER}/${DATABASE}`, publicUrl: `http://127.0.0.1:${APP_PORT}` });
}

async function replaceDiveSites(connection) {
  await connection.query('DELETE FROM dive_sites');
  const rows = syntheticSites(SITE_COUNT);
  const columns = Object.keys(rows[0]);
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500);
    await connection.query(`INSERT INTO dive_sites (${columns.map((c) => `\`${c}\``).join(', ')}) VALUES ?`, [
      chunk.map((row) => columns.map((c) => row[c])),
    ]);
  }
}

function run(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S, pipelining: 1 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const BARE_SERVER = `
const http = require('node:http');
const fs = require('node:fs');
const body = fs.readFileSync(process.argv[1]);
const headers = JSON.parse(process.argv[2]);
http.createServer((req, res) => { res.writeHead(200, headers); res.end(body); }).listen(Number(process.argv[3]), '127.0.0.1');
`;

async function startBare(body, headers, file) {
  fs.writeFileSync(file, body);
  const child = start(['-e', BARE_SERVER, file, JSON.stringify(headers), String(BARE_PORT)], {});
  await waitFor(`http://127.0.0.1:${BARE_PORT}/`, child);
  return child;
}

/** The response exactly as sent (fetch would decompress it). */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** Same request against the app, then against a bare server sending the app's exact bytes and headers. */
async function compare(label, requestHeaders) {
  const url = `http://127.0.0.1:${APP_PORT}/api/dive-sites`;
  const probe = await rawGet(url, requestHeaders);
  const wireBody = probe.body;
  const headers = { 'content-type': probe.headers['content-type'] };
  if (probe.headers['content-encoding']) headers['content-encoding'] = probe.headers['content-encoding'];
  const json = headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(wireBody) : wireBody;
  if (JSON.parse(json.toString('utf8')).length !== SITE_COUNT) throw new Error('The app did not return every site.');

  await run(url, requestHeaders); // warm-up: JIT, connection pool, caches
  const app = await run(url, requestHeaders);
  const bare = await startBare(wireBody, headers, path.join(os.tmpdir(), `${DATABASE}-${label}.bin`));
  try {
    await run(`http://127.0.0.1:${BARE_PORT}/`, requestHeaders);
    const baseline = await run(`http://127.0.0.1:${BARE_PORT}/`, requestHeaders);
    return { label, bytes: wireBody.length, app, baseline };
  } finally {
    await stop(bare);
  }
}

function report({ label, bytes, app, baseline }) {
  const row = (name, r) =>
    `  ${name.padEnd(22)} ${r.requests.average.toFixed(0).padStart(8)} req/s   p99 ${String(r.latency.p99).padStart(5)} ms   ` +
    `${(r.throughput.average / 1e6).toFixed(1).padStart(7)} MB/s   errors ${r.errors + r.non2xx}`;
  console.log(`\n${label}: ${(bytes / 1024).toFixed(0)} KB per response, ${CONNECTIONS} connections, ${DURATION_S} s`);
  console.log(row('app (Nest + Fastify)', app));
  console.log(row('bare node:http', baseline));
  const ratio = app.requests.average / baseline.requests.average;
  console.log(`  throughput ratio ${(ratio * 100).toFixed(0)} % of bare (goal >= 50 %): ${ratio >= 0.5 ? 'MET' : 'NOT MET'}`);
}

async function main() {
  const admin = await mysql.createConnection(`${SERVER}/`);
  await admin.query(`CREATE DATABASE \`${DATABASE}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  let app;
  try {
    // First start: migrations and the real seed. Then the 10,000 synthetic sites replace the seeded
    // ones, and the second start finds the table filled and leaves it alone.
    app = startApp();
    await waitFor(`http://127.0.0.1:${APP_PORT}/api/health`, app);
    await stop(app);
    const db = await mysql.createConnection(`${SERVER}/${DATABASE}`);
    await replaceDiveSites(db);
    await db.end();
    console.log(`Seeded ${SITE_COUNT} synthetic dive sites into ${DATABASE}.`);

    app = startApp();
    await waitFor(`http://127.0.0.1:${APP_PORT}/api/health`, app);

    if (process.env.BENCH_API !== '0') {
      report(await compare('identity (no compression)', {}));
      report(await compare('gzip (what browsers ask for)', { 'accept-encoding': 'gzip' }));
    }

    if (process.env.BENCH_BROWSER !== '0') {
      const result = await measureFilterKeystrokes(`http://127.0.0.1:${APP_PORT}/dive-sites`, SITE_COUNT);
      console.log(`\nFilter keystroke on /dive-sites with ${SITE_COUNT} sites (Chromium, input event to next frame):`);
      console.log(`  ${result.samples.map((ms) => ms.toFixed(1)).join(' ')} ms`);
      console.log(
        `  median ${result.median.toFixed(1)} ms, worst ${result.worst.toFixed(1)} ms (goal <= 50 ms): ` +
          `${result.worst <= 50 ? 'MET' : result.median <= 50 ? 'MET for the median' : 'NOT MET'}`,
      );
    }
  } finally {
    await stop(app);
    await admin.query(`DROP DATABASE IF EXISTS \`${DATABASE}\``);
    await admin.end();
  }
}

main().catch(async (error) => {
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exitCode = 1;
});
