#!/usr/bin/env node
/**
 * Benchmark: the analytics beacon under load. Public reads are measured alone (idle), then while
 * 1,000 beacon posts a second arrive for 30 s (from 5,000 client addresses through X-Forwarded-For, so
 * the per-client limit is not what is measured). Reports the reads' requests per second and p99 as a
 * ratio of idle, and whether every accepted post was stored (rows in analytics_events = 202 answers).
 * Not a test: it prints numbers.
 *
 *   make bench-analytics      or      node bench/analytics.bench.js
 *
 * Needs MariaDB/MySQL (BENCH_DATABASE_SERVER, default mysql://root@127.0.0.1:3306) and the built backend.
 * BENCH_BEACON_RATE (1000 a second), BENCH_SECONDS (30), BENCH_CONNECTIONS (20 for the reads).
 * Goal: reads within 1.2x of idle (req/s at least 1/1.2 of idle), stored = sent.
 */
'use strict';

const autocannon = require('autocannon');
const mysql = require('mysql2/promise');
const processes = require('./support/processes');

const { stopAll, waitFor } = processes;
const SERVER = (process.env.BENCH_DATABASE_SERVER || 'mysql://root@127.0.0.1:3306').replace(/\/$/, '');
const DATABASE = `ddu_bench_analytics_${process.pid}`;
const APP_PORT = Number(process.env.BENCH_APP_PORT || 3296);
const RATE = Number(process.env.BENCH_BEACON_RATE || 1000);
const SECONDS = Number(process.env.BENCH_SECONDS || 30);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20);
const ADDRESSES = 5000;
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const PAGES = ['/', '/shop', '/blog', '/gear-reviews', '/dive-sites', '/learn-to-dive', '/about', '/search'];

const base = `http://127.0.0.1:${APP_PORT}`;

function run(options) {
  return new Promise((resolve, reject) => autocannon(options, (error, result) => (error ? reject(error) : resolve(result))));
}

/** The public reads, one autocannon run cycling through them. */
function reads(seconds) {
  return run({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [{ path: '/api/products' }, { path: '/api/articles' }, { path: '/api/reviews' }, { path: '/api/dive-sites/list' }],
  });
}

/** RATE beacon posts a second, each from the next of ADDRESSES client addresses, as sendBeacon sends them. */
function beacons(seconds) {
  let n = 0;
  return run({
    url: `${base}/api/analytics/events`,
    method: 'POST',
    connections: 50,
    overallRate: RATE,
    // A fixed number, every answer awaited: a run cut off by a duration leaves posts in flight that the
    // server stores but the counter never sees.
    amount: RATE * seconds,
    requests: [
      {
        setupRequest: (request) => {
          n += 1;
          const address = `10.${(n % ADDRESSES) >> 8}.${(n % ADDRESSES) & 255}.7`;
          return {
            ...request,
            headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': PHONE, 'x-forwarded-for': address },
            body: JSON.stringify({ kind: 'view', path: PAGES[n % PAGES.length], utmSource: 'bench' }),
          };
        },
      },
    ],
  });
}

async function main() {
  const admin = await mysql.createConnection(`${SERVER}/`);
  await admin.query(`CREATE DATABASE \`${DATABASE}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  try {
    const app = processes.startApp({ port: APP_PORT, databaseUrl: `${SERVER}/${DATABASE}`, env: { TRUST_PROXY: '127.0.0.1' } });
    await waitFor(`${base}/api/health`, app);
    await reads(3); // warm-up: JIT, caches, connections
    const idle = await reads(SECONDS);
    const started = Date.now();
    const [loaded, posted] = await Promise.all([reads(SECONDS), beacons(SECONDS)]);
    const took = (Date.now() - started) / 1000;
    // Buffered events are written within ANALYTICS_FLUSH_MS (1 s); give the last batch time to land.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const db = await mysql.createConnection(`${SERVER}/${DATABASE}`);
    const [[{ stored }]] = await db.query('SELECT COUNT(*) AS stored FROM analytics_events');
    await db.end();
    const accepted = posted['2xx'];
    const ratio = idle.requests.average / Math.max(1, loaded.requests.average);
    console.log(`\nAnalytics beacon: ${RATE} posts a second for ${SECONDS} s while public reads run (${CONNECTIONS} connections)`);
    console.log('| | reads req/s | reads p50 | reads p99 |');
    console.log('|---|---|---|---|');
    console.log(`| idle | ${idle.requests.average.toFixed(0)} | ${idle.latency.p50} ms | ${idle.latency.p99} ms |`);
    console.log(`| with the beacon | ${loaded.requests.average.toFixed(0)} | ${loaded.latency.p50} ms | ${loaded.latency.p99} ms |`);
    console.log(
      `\nBeacon posts: ${posted.requests.total} sent in ${took.toFixed(0)} s (${(posted.requests.total / took).toFixed(0)}/s), ${accepted} answered 202, ` +
        `${posted.non2xx} other answers, ${posted.errors} errors, p99 ${posted.latency.p99} ms`,
    );
    console.log(`Stored rows: ${stored} (${Number(stored) === accepted ? 'equals' : 'DIFFERS FROM'} the 202 answers)`);
    console.log(`Reads slowed by ${ratio.toFixed(2)}x (goal <= 1.20: ${ratio <= 1.2 ? 'met' : 'NOT met'})`);
  } finally {
    await stopAll();
    await admin.query(`DROP DATABASE IF EXISTS \`${DATABASE}\``);
    await admin.end();
  }
}

main().catch(async (error) => {
  console.error(error);
  await stopAll();
  process.exit(1);
});
