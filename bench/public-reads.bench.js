#!/usr/bin/env node
/**
 * Benchmark: every public read against a bare Node http server sending the same bytes, first at the
 * seeded data, then with 10,000 products, articles and reviews. Not a test: it prints numbers.
 *
 *   make bench            (builds first)   or   node bench/public-reads.bench.js
 *
 * Needs MariaDB/MySQL (BENCH_DATABASE_SERVER, default mysql://root@127.0.0.1:3306) and the built
 * backend; the `/` row needs the built frontend. The throwaway database is dropped at the end.
 * BENCH_SECONDS (default 5) per measurement, BENCH_CONNECTIONS (default 50), BENCH_ROWS (10000).
 * Goal: >= 70 % of the bare server's requests per second and p99 <= 25 ms.
 */
'use strict';

const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const autocannon = require('autocannon');
const mysql = require('mysql2/promise');
const { syntheticArticles, syntheticProducts, syntheticReviews } = require('./synthetic-content');

const processes = require('./support/processes');
const { start, stop, stopAll, waitFor } = processes;
const SERVER = (process.env.BENCH_DATABASE_SERVER || 'mysql://root@127.0.0.1:3306').replace(/\/$/, '');
const DATABASE = `ddu_bench_reads_${process.pid}`;
const ROWS = Number(process.env.BENCH_ROWS || 10_000);
const APP_PORT = Number(process.env.BENCH_APP_PORT || 3292);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT || 3293);
const DURATION_S = Number(process.env.BENCH_SECONDS || 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const GOAL_RATIO = 0.7;
const GOAL_P99_MS = 25;

function startApp() {
  return processes.startApp({ port: APP_PORT, databaseUrl: `${SERVER}/${DATABASE}`, publicUrl: 'https://divedownunder.example' });
}

/** The answer exactly as sent (fetch would decompress it). */
function rawGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

function load(url, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: seconds, pipelining: 1 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** One bare server for every path of a phase: a Map lookup, then the bytes the app sent. */
const BARE_SERVER = `
const http = require('node:http');
const fs = require('node:fs');
const routes = new Map(JSON.parse(fs.readFileSync(process.argv[1], 'utf8')).map((r) => [r.path, { headers: r.headers, body: fs.readFileSync(r.file) }]));
http.createServer((req, res) => {
  const route = routes.get(req.url);
  if (!route) { res.writeHead(404); res.end(); return; }
  res.writeHead(200, route.headers);
  res.end(route.body);
}).listen(Number(process.argv[2]), '127.0.0.1');
`;

async function startBare(rows, phase) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${DATABASE}-${phase}-`));
  const manifest = rows.map((row, i) => {
    const file = path.join(dir, `${i}.bin`);
    fs.writeFileSync(file, row.body);
    return { path: row.path, file, headers: { 'content-type': row.contentType } };
  });
  const manifestFile = path.join(dir, 'manifest.json');
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
  const child = start(['-e', BARE_SERVER, manifestFile, String(BARE_PORT)], {});
  await waitFor(`http://127.0.0.1:${BARE_PORT}${rows[0].path}`, child);
  return { child, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** The public paths of the issue, with real slugs and ids from the running app. */
async function publicPaths() {
  const first = async (url) => JSON.parse((await rawGet(`http://127.0.0.1:${APP_PORT}${url}`)).body.toString('utf8'))[0];
  const [article, review, site] = await Promise.all([first('/api/articles'), first('/api/reviews'), first('/api/dive-sites')]);
  return [
    '/api/products',
    '/api/reviews',
    '/api/articles',
    '/',
    `/api/reviews/slug/${review.slug}`,
    `/api/articles/slug/${article.slug}`,
    '/api/locations/featured',
    '/api/dive-sites',
    `/api/dive-sites/${site.id}`,
    '/api/dive-sites/search?q=reef',
    '/sitemap.xml',
  ];
}

async function measurePhase(phase) {
  const rows = [];
  for (const urlPath of await publicPaths()) {
    const probe = await rawGet(`http://127.0.0.1:${APP_PORT}${urlPath}`);
    if (probe.status !== 200) {
      console.log(`  (skipped ${urlPath}: the app answered ${probe.status}${urlPath === '/' ? ' — build the frontend' : ''})`);
      continue;
    }
    rows.push({ path: urlPath, body: probe.body, contentType: probe.headers['content-type'] });
  }
  for (const row of rows) {
    await load(`http://127.0.0.1:${APP_PORT}${row.path}`, 1); // warm-up: JIT, cache, connections
    row.app = await load(`http://127.0.0.1:${APP_PORT}${row.path}`, DURATION_S);
  }
  const bare = await startBare(rows, phase);
  try {
    for (const row of rows) {
      await load(`http://127.0.0.1:${BARE_PORT}${row.path}`, 1);
      row.bare = await load(`http://127.0.0.1:${BARE_PORT}${row.path}`, DURATION_S);
    }
  } finally {
    await stop(bare.child);
    bare.cleanup();
  }
  report(phase, rows);
}

function kb(bytes) {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`;
}

function report(phase, rows) {
  console.log(`\n${phase} (${CONNECTIONS} connections, ${DURATION_S} s each, plain bytes):`);
  console.log('| path | bytes | project req/s | project p99 | bare req/s | ratio | goal (>= 0.70, p99 <= 25 ms) |');
  console.log('|---|---|---|---|---|---|---|');
  for (const { path: urlPath, body, app, bare } of rows) {
    const ratio = app.requests.average / bare.requests.average;
    const errors = app.errors + app.non2xx;
    const met = ratio >= GOAL_RATIO && app.latency.p99 <= GOAL_P99_MS && errors === 0;
    console.log(
      `| \`${urlPath.length > 48 ? `${urlPath.slice(0, 45)}...` : urlPath}\` | ${kb(body.length)} | ` +
        `${app.requests.average.toFixed(0)} | ${app.latency.p99} ms | ${bare.requests.average.toFixed(0)} | ` +
        `${ratio.toFixed(2)} | ${met ? 'met' : 'NOT met'}${errors ? ` (${errors} errors)` : ''} |`,
    );
  }
}

async function insertRows(connection, table, rows) {
  const columns = Object.keys(rows[0]);
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500);
    await connection.query(`INSERT INTO \`${table}\` (${columns.map((c) => `\`${c}\``).join(', ')}) VALUES ?`, [
      chunk.map((row) => columns.map((c) => row[c])),
    ]);
  }
}

async function main() {
  const admin = await mysql.createConnection(`${SERVER}/`);
  await admin.query(`CREATE DATABASE \`${DATABASE}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  let app;
  try {
    app = startApp();
    await waitFor(`http://127.0.0.1:${APP_PORT}/api/health`, app, 90_000);
    await measurePhase('Seeded data');
    await stop(app);

    // Rows added while no instance runs: the restarted app starts with an empty cache.
    const db = await mysql.createConnection(`${SERVER}/${DATABASE}`);
    await insertRows(db, 'products', syntheticProducts(ROWS));
    await insertRows(db, 'articles', syntheticArticles(ROWS));
    await insertRows(db, 'reviews', syntheticReviews(ROWS));
    await db.end();
    app = startApp();
    await waitFor(`http://127.0.0.1:${APP_PORT}/api/health`, app, 90_000);
    await measurePhase(`With ${ROWS.toLocaleString('en-AU')} more products, articles and reviews`);
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
