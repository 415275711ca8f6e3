#!/usr/bin/env node
/**
 * Benchmark: can never-seen page addresses stall cached reads? Not a test: it prints numbers.
 *
 *   make build && node bench/page-flood.bench.js        (part of `make bench-hostile`)
 *
 * Starts the built app (production, TRUST_PROXY=127.0.0.1) on a throwaway database. A ninth client
 * reads the cached /api/articles one request after another, alone (idle) and while 8 clients request
 * never-seen pages for BENCH_SECONDS (random filter values, tracking parameters, unknown paths): once
 * all from one address, once from 8 addresses (X-Forwarded-For). Then the uncached render time of each
 * page type (p50/p95 of 15). Goals: cached p95 within 2x of idle and under 50 ms; flood answers 200,
 * 404, 429 or 503 only, never a hang.
 *
 * BENCH_ROOT runs another checkout's build (e.g. main, for a before/after table).
 */
'use strict';

const http = require('node:http');
const path = require('node:path');
const mysql = require('mysql2/promise');

const ROOT = path.resolve(process.env.BENCH_ROOT || path.join(__dirname, '..'));
// That checkout's own process helpers, so its build runs from its own folder.
const { startApp, stopAll, waitFor } = require(path.join(ROOT, 'bench', 'support', 'processes.js'));
const SERVER = (process.env.BENCH_DATABASE_SERVER || 'mysql://root@127.0.0.1:3306').replace(/\/$/, '');
const DATABASE = `ddu_bench_flood_${process.pid}`;
const PORT = Number(process.env.BENCH_APP_PORT || 3293);
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const FLOODERS = 8;
const HANG_MS = 10_000;

const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });

function get(urlPath, headers = {}) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const ms = () => Number(process.hrtime.bigint() - started) / 1e6;
    const req = http.get(
      { host: '127.0.0.1', port: PORT, path: urlPath, agent, headers: { 'accept-encoding': 'br', ...headers } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, ms: ms(), body: '' }));
      },
    );
    req.setTimeout(HANG_MS, () => req.destroy(new Error('hang')));
    req.on('error', (error) => resolve({ status: error.message === 'hang' ? 'hang' : `error ${error.code}`, ms: ms() }));
  });
}

const pct = (list, q) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN;
};

/** The ninth client: cached reads one after another until `until`. */
async function cachedReads(until) {
  const times = [];
  while (Date.now() < until) {
    const r = await get('/api/articles');
    if (r.status === 200) times.push(r.ms);
  }
  return times;
}

const rand = () => Math.random().toString(36).slice(2, 10);
const NEVER_SEEN = [
  () => `/dive-sites?q=${rand()}`,
  () => `/shop?ref=${rand()}`,
  () => `/dive-sites?utm_campaign=${rand()}`,
  () => `/blog/no-such-${rand()}`,
  () => `/shop?q=${rand()}&fbclid=${rand()}`,
  () => `/${rand()}/${rand()}`,
];

async function flooder(until, address, statuses) {
  let n = 0;
  while (Date.now() < until) {
    const r = await get(NEVER_SEEN[n++ % NEVER_SEEN.length](), { 'x-forwarded-for': address() });
    statuses[r.status] = (statuses[r.status] || 0) + 1;
  }
}

async function flood(addressOf) {
  const until = Date.now() + SECONDS * 1000;
  const statuses = {};
  const [reads] = await Promise.all([
    cachedReads(until),
    ...Array.from({ length: FLOODERS }, (_, i) => flooder(until, () => addressOf(i), statuses)),
  ]);
  return { reads, statuses };
}

async function renderTimes(urls) {
  const times = [];
  let i = 0;
  for (const url of urls) {
    // Each from its own address, so the miss budget never answers instead of the renderer.
    const r = await get(url, { 'x-forwarded-for': `198.18.${200 + (i >> 8)}.${i++ & 255}` });
    if (r.status === 200 || r.status === 404) times.push(r.ms);
  }
  return { p50: pct(times, 0.5), p95: pct(times, 0.95), n: times.length };
}

async function slugs(apiPath, key) {
  const res = await fetch(`http://127.0.0.1:${PORT}${apiPath}`);
  return (await res.json()).map((item) => item[key]);
}

async function main() {
  const admin = await mysql.createConnection(`${SERVER}/`);
  await admin.query(`CREATE DATABASE \`${DATABASE}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  try {
    const app = startApp({ port: PORT, databaseUrl: `${SERVER}/${DATABASE}`, env: { TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'warn' } });
    await waitFor(`http://127.0.0.1:${PORT}/api/health`, app, 90_000);
    for (let i = 0; i < 50; i++) await get('/api/articles');
    await get('/');

    const idle = await cachedReads(Date.now() + 5000);
    const one = await flood(() => '198.18.0.1');
    const many = await flood((i) => `198.18.1.${i + 1}`);

    const row = (name, times) =>
      `  ${name.padEnd(22)} p50 ${pct(times, 0.5).toFixed(1).padStart(6)} ms   p95 ${pct(times, 0.95).toFixed(1).padStart(6)} ms   (${times.length} reads)`;
    console.log(`\nCached /api/articles, one client reading one after another (${ROOT})`);
    console.log(row('idle', idle));
    for (const [name, result] of [
      ['flood, one address', one],
      ['flood, 8 addresses', many],
    ]) {
      console.log(row(name, result.reads));
      const ratio = pct(result.reads, 0.95) / pct(idle, 0.95);
      const ok = Object.keys(result.statuses).every((s) => ['200', '404', '429', '503'].includes(s));
      console.log(
        `  ${''.padEnd(22)} p95 / idle ${ratio.toFixed(2)} (goal <= 2 and < 50 ms): ${ratio <= 2 && pct(result.reads, 0.95) < 50 ? 'MET' : 'NOT MET'}; ` +
          `flood answers ${JSON.stringify(result.statuses)}: ${ok ? 'only 200/404/429/503' : 'NOT ONLY 200/404/429/503'}`,
      );
    }

    const articles = await slugs('/api/articles', 'slug');
    const reviews = await slugs('/api/reviews/published', 'slug');
    const sites = await slugs('/api/dive-sites', 'id');
    const products = await slugs('/api/products', 'id');
    const fifteen = (make) => Array.from({ length: 15 }, (_, i) => make(i));
    const types = [
      ['/dive-sites?q=…', fifteen((i) => `/dive-sites?q=render${i}${rand()}`)],
      ['/shop?q=…', fifteen((i) => `/shop?q=render${i}${rand()}`)],
      ['an article', articles.slice(0, 15).map((s) => `/blog/${s}`)],
      ['a review', reviews.slice(0, 15).map((s) => `/gear-reviews/${s}`)],
      ['a dive site', sites.slice(0, 15).map((id) => `/dive-sites/${id}`)],
      ['a product', products.slice(0, 15).map((id) => `/shop/${id}`)],
      ['404 (unknown slug)', fifteen(() => `/blog/no-such-${rand()}`)],
    ];
    console.log('\nUncached render, each address once (time to the last byte, Brotli)');
    for (const [name, urls] of types) {
      const t = await renderTimes(urls);
      console.log(`  ${name.padEnd(22)} p50 ${t.p50.toFixed(1).padStart(6)} ms   p95 ${t.p95.toFixed(1).padStart(6)} ms   (${t.n})`);
    }
  } finally {
    await stopAll();
    await admin.query(`DROP DATABASE IF EXISTS \`${DATABASE}\``);
    await admin.end();
  }
}

main().catch(async (error) => {
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exitCode = 1;
});
