#!/usr/bin/env node
/**
 * Benchmark: what the early answer (PublicCacheService's onRequest hook, which sends a current cached
 * answer before Nest's routing, guards, interceptor and pipes) gains. Not a test: it prints numbers.
 *
 *   make build && node bench/early-answer.bench.js
 *
 * Starts the built app twice on one throwaway database: as built, and from a copy of backend/dist
 * (backend/dist-no-early, removed afterwards) whose hook never answers, so every cached read takes
 * the interceptor's path. Alternates the two (A B A B) and reads each address with autocannon for
 * BENCH_SECONDS at BENCH_CONNECTIONS; prints req/s and p99 per address and variant, and the ratio.
 */
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const autocannon = require('autocannon');
const mysql = require('mysql2/promise');
const { ROOT, startApp, stop, stopAll, waitFor } = require('./support/processes');

const SERVER = (process.env.BENCH_DATABASE_SERVER || 'mysql://root@127.0.0.1:3306').replace(/\/$/, '');
const DATABASE = `ddu_bench_early_${process.pid}`;
const PORT = Number(process.env.BENCH_APP_PORT || 3295);
const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 2);
const COPY = path.join(ROOT, 'backend', 'dist-no-early');
const PATHS = ['/api/products', '/api/dive-sites/46', '/api/articles', '/api/dive-sites/search?q=reef', '/dive-sites/46'];

function copyWithoutEarlyAnswer() {
  fs.rmSync(COPY, { recursive: true, force: true });
  fs.cpSync(path.join(ROOT, 'backend', 'dist'), COPY, { recursive: true });
  const file = path.join(COPY, 'common', 'public-cache', 'public-cache.service.js');
  const source = fs.readFileSync(file, 'utf8');
  const patched = source.replace('if (!this.answerEarly(request, reply))', 'if (true)');
  if (patched === source) throw new Error(`The early answer's call was not found in ${file}`);
  fs.writeFileSync(file, patched);
}

function load(url) {
  return new Promise((resolve, reject) =>
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: { 'accept-encoding': 'br' } }, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );
}

async function measure(variant, main, results) {
  const app = startApp({ port: PORT, databaseUrl: `${SERVER}/${DATABASE}`, main, env: { PAGE_MISS_BUDGET: '100000' } });
  await waitFor(`http://127.0.0.1:${PORT}/api/health`, app, 120_000);
  for (const p of PATHS) {
    const url = `http://127.0.0.1:${PORT}${p}`;
    for (let i = 0; i < 3; i++) await fetch(url).then((r) => r.arrayBuffer());
    const result = await load(url);
    if (result.non2xx > 0) throw new Error(`${variant} ${p}: ${result.non2xx} answers were not 2xx`);
    const row = (results[p] ??= { early: [], late: [] });
    row[variant].push({ rps: result.requests.average, p99: result.latency.p99 });
  }
  await stop(app);
}

async function main() {
  const admin = await mysql.createConnection(`${SERVER}/`);
  await admin.query(`CREATE DATABASE \`${DATABASE}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const results = {};
  try {
    copyWithoutEarlyAnswer();
    for (let round = 0; round < ROUNDS; round++) {
      await measure('early', 'backend/dist/main.js', results);
      await measure('late', 'backend/dist-no-early/main.js', results);
    }
  } finally {
    await stopAll();
    fs.rmSync(COPY, { recursive: true, force: true });
    await admin.query(`DROP DATABASE IF EXISTS \`${DATABASE}\``);
    await admin.end();
  }
  const mean = (list, key) => list.reduce((sum, r) => sum + r[key], 0) / list.length;
  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per address, ${ROUNDS} rounds (A B A B), Brotli:`);
  console.log('| address | req/s early | req/s through Nest | ratio | p99 early | p99 through Nest |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const [p, { early, late }] of Object.entries(results)) {
    const [a, b] = [mean(early, 'rps'), mean(late, 'rps')];
    console.log(
      `| \`${p}\` | ${a.toFixed(0)} | ${b.toFixed(0)} | ${(a / b).toFixed(2)} | ${mean(early, 'p99').toFixed(0)} ms | ${mean(late, 'p99').toFixed(0)} ms |`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
