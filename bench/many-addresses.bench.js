#!/usr/bin/env node
/**
 * Benchmark: does a flood of never-seen pages from many addresses crowd out a visitor? Not a test:
 * it prints numbers.
 *
 *   make build && node bench/many-addresses.bench.js        (part of `make bench-hostile`)
 *
 * Starts the built app (production, TRUST_PROXY=127.0.0.1) on a throwaway database. A visitor opens
 * 10 pages never rendered before (dive-site pages, one after another with a short pause, as a person
 * clicks through), first alone (idle), then while 16 clients request never-seen pages for
 * BENCH_SECONDS: once from 16 addresses of one IPv6 /64, once from 16 unrelated IPv4 addresses (each
 * named in X-Forwarded-For). Prints the visitor's 200s of 10, p50 and p95 against idle, and what the
 * flood was answered. Goals: at least 9 of 10 pages 200, p95 within 2x of idle.
 *
 * Needs MariaDB/MySQL (BENCH_DATABASE_SERVER, default mysql://root@127.0.0.1:3306) and the built
 * frontend. Bounded: about 40 s. BENCH_APP_PORT (default 3296), BENCH_SECONDS (default 10).
 */
'use strict';

const http = require('node:http');
const os = require('node:os');
const mysql = require('mysql2/promise');
const { startApp, stopAll, waitFor } = require('./support/processes.js');

const SERVER = (process.env.BENCH_DATABASE_SERVER || 'mysql://root@127.0.0.1:3306').replace(/\/$/, '');
const DATABASE = `ddu_bench_many_${process.pid}`;
const PORT = Number(process.env.BENCH_APP_PORT || 3296);
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const FLOODERS = 16;
const VISITOR_PAGES = 10;
/** Between two of the visitor's pages: a person reading, not a script. */
const VISITOR_PAUSE_MS = 400;
const HANG_MS = 10_000;

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function get(urlPath, headers = {}) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const ms = () => Number(process.hrtime.bigint() - started) / 1e6;
    const req = http.get(
      { host: '127.0.0.1', port: PORT, path: urlPath, agent, headers: { 'accept-encoding': 'br', ...headers } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, ms: ms() }));
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
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The visitor: its pages one after another, from one address. */
async function visitor(pages, address) {
  const answers = [];
  for (const page of pages) {
    answers.push(await get(page, { 'x-forwarded-for': address }));
    await sleep(VISITOR_PAUSE_MS);
  }
  return answers;
}

const rand = () => Math.random().toString(36).slice(2, 10);
const NEVER_SEEN = [
  () => `/dive-sites?q=${rand()}`,
  () => `/shop?q=${rand()}`,
  () => `/blog?category=${rand()}`,
  () => `/blog/no-such-${rand()}`,
  () => `/shop?q=${rand()}&fbclid=${rand()}`,
  () => `/${rand()}/${rand()}`,
];

async function flooder(until, address, statuses) {
  let n = 0;
  while (Date.now() < until) {
    const r = await get(NEVER_SEEN[n++ % NEVER_SEEN.length](), { 'x-forwarded-for': address });
    statuses[r.status] = (statuses[r.status] || 0) + 1;
  }
}

/** The flood for BENCH_SECONDS, the visitor starting a second into it. */
async function underFlood(addressOf, pages, visitorAddress) {
  const until = Date.now() + SECONDS * 1000;
  const statuses = {};
  const flood = Promise.all(Array.from({ length: FLOODERS }, (_, i) => flooder(until, addressOf(i), statuses)));
  await sleep(1000);
  const answers = await visitor(pages, visitorAddress);
  await flood;
  return { answers, statuses };
}

async function main() {
  const admin = await mysql.createConnection(`${SERVER}/`);
  await admin.query(`CREATE DATABASE \`${DATABASE}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  try {
    const app = startApp({
      port: PORT,
      databaseUrl: `${SERVER}/${DATABASE}`,
      env: { TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'warn', OPEN_METEO_KEEP_WARM: 'false' },
    });
    await waitFor(`http://127.0.0.1:${PORT}/api/health`, app, 90_000);
    // Warm: the render thread, the page shell and the API reads every page makes.
    for (const page of ['/', '/dive-sites', '/shop', '/blog']) await get(page, { 'x-forwarded-for': '198.51.100.1' });
    const sites = (await (await fetch(`http://127.0.0.1:${PORT}/api/dive-sites`)).json()).map((site) => `/dive-sites/${site.id}`);
    const pagesOf = (n) => sites.slice(n * VISITOR_PAGES, (n + 1) * VISITOR_PAGES);

    const idle = await visitor(pagesOf(0), '203.0.113.10');
    const scenarios = [
      ['16 addresses of one /64', await underFlood((i) => `2001:db8:bad:1::${(i + 1).toString(16)}`, pagesOf(1), '203.0.113.11')],
      ['16 unrelated addresses', await underFlood((i) => `198.18.2.${i + 1}`, pagesOf(2), '203.0.113.12')],
    ];

    const idleTimes = idle.filter((a) => a.status === 200).map((a) => a.ms);
    const idleP95 = pct(idleTimes, 0.95);
    console.log(
      `\nA visitor opening ${VISITOR_PAGES} never-rendered pages, alone and under a ${SECONDS} s flood of never-seen pages from ${FLOODERS} clients`,
    );
    // Renders share the machine's cores: a busy machine slows every figure, and the ratio most.
    console.log(`(load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores at the end)`);
    console.log('| Flood | Visitor 200s | p50 | p95 | p95 / idle | Goal (>= 9 of 10, <= 2x) | Flood answered |');
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    const line = (name, answers, statuses) => {
      const ok = answers.filter((a) => a.status === 200);
      const times = ok.map((a) => a.ms);
      const ratio = pct(times, 0.95) / idleP95;
      const met = ok.length >= 9 && (statuses ? ratio <= 2 : true);
      const others = answers.filter((a) => a.status !== 200).map((a) => a.status);
      console.log(
        `| ${name} | ${ok.length} of ${answers.length}${others.length ? ` (${others.join(', ')})` : ''} | ` +
          `${pct(times, 0.5).toFixed(0)} ms | ${pct(times, 0.95).toFixed(0)} ms | ${statuses ? ratio.toFixed(2) : '1.00'} | ` +
          `${statuses ? (met ? 'met' : 'NOT MET') : ''} | ${statuses ? JSON.stringify(statuses) : 'no flood'} |`,
      );
    };
    line('none (idle)', idle, null);
    for (const [name, result] of scenarios) line(name, result.answers, result.statuses);
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
