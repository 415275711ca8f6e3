#!/usr/bin/env node
/**
 * Benchmark: do hostile clients stall everyone else? Not a test: it prints numbers.
 *
 *   npm run build -w backend && node bench/hostile-clients.bench.js
 *
 * Starts the built backend (production mode, loopback, TRUST_PROXY=127.0.0.1) on a throwaway
 * database, measures 50 connections reading /api/products alone (the baseline, same run), then
 * again while it sends ~1 MB bodies of 90,000 keys to login, newsletter and contact, followed by
 * 300 wrong-password logins from 100 forwarded client addresses. Prints the reads' p99 before and
 * during, each hostile request's status and time, and the audit rows added.
 * Goals: p99 during <= 2x before; every hostile body answered 4xx within 50 ms; at most one audit
 * row per client per window.
 *
 * Needs MariaDB/MySQL (BENCH_DATABASE_SERVER, default mysql://root@127.0.0.1:3306). Bounded: about
 * 30 s of load. BENCH_HOSTILE_BODIES (default 20 per form), BENCH_SECONDS (default 8).
 */
'use strict';

const { spawn } = require('node:child_process');
const http = require('node:http');
const path = require('node:path');
const autocannon = require('autocannon');
const mysql = require('mysql2/promise');

const ROOT = path.resolve(__dirname, '..');
const SERVER = (process.env.BENCH_DATABASE_SERVER || 'mysql://root@127.0.0.1:3306').replace(/\/$/, '');
const DATABASE = `ddu_bench_hostile_${process.pid}`;
const PORT = Number(process.env.BENCH_APP_PORT || 3292);
const SECONDS = Number(process.env.BENCH_SECONDS || 8);
const BODIES = Number(process.env.BENCH_HOSTILE_BODIES || 20);
const LOGINS = 300;
const LOGIN_CLIENTS = 100;
const CONNECTIONS = 50;

let app;

function startApp() {
  const child = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      NEWSLETTER_SECRET: `bench-newsletter-secret-${process.pid}-0123456789abcdef`,
      DATABASE_URL: `${SERVER}/${DATABASE}`,
      ADMIN_PASSWORD: `bench-${process.pid}-Reef-Shark-Lagoon`,
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  child.output = () => output;
  return child;
}

function stop(child) {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

async function waitForHealth(child) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited early:\n${child.output()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The app did not start:\n${child.output()}`);
}

function reads() {
  return new Promise((resolve, reject) => {
    autocannon({ url: `http://127.0.0.1:${PORT}/api/products`, connections: CONNECTIONS, duration: SECONDS }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** One POST, timed from the first byte sent to the answer's end; a reset after the answer counts as answered. */
function post(urlPath, body, headers = {}) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const elapsed = () => Number(process.hrtime.bigint() - started) / 1e6;
    let status = 0;
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        path: urlPath,
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
      },
      (res) => {
        status = res.statusCode;
        res.resume();
        res.on('end', () => resolve({ status, ms: elapsed() }));
      },
    );
    req.on('error', (error) => resolve({ status: status || `error ${error.code}`, ms: elapsed() }));
    req.end(body);
  });
}

function hostileBody() {
  const body = {};
  for (let i = 0; i < 90_000; i++) body[`k${i}`] = 0;
  return JSON.stringify(body);
}

async function attack() {
  const body = hostileBody();
  const results = {};
  for (const url of ['/api/admin/login', '/api/newsletter/subscribe', '/api/contact']) {
    results[url] = [];
    for (let i = 0; i < BODIES; i++) {
      results[url].push(await post(url, body, { 'x-forwarded-for': `198.18.0.${i + 1}` }));
    }
  }
  // 300 wrong passwords from 100 addresses, 20 in flight at a time.
  const logins = [];
  for (let i = 0; i < LOGINS; i += 20) {
    const batch = Array.from({ length: 20 }, (_, j) => {
      const n = (i + j) % LOGIN_CLIENTS;
      return post('/api/admin/login', JSON.stringify({ password: `wrong-${i + j}` }), {
        'x-forwarded-for': `198.19.${n >> 8}.${n & 255}`,
      });
    });
    logins.push(...(await Promise.all(batch)));
  }
  return { bodies: results, logins };
}

function summary(list) {
  const statuses = {};
  for (const r of list) statuses[r.status] = (statuses[r.status] || 0) + 1;
  const times = list.map((r) => r.ms).sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
  return `statuses ${JSON.stringify(statuses)}, median ${at(0.5)} ms, max ${times[times.length - 1].toFixed(1)} ms`;
}

async function auditCounts(db) {
  const [[rows]] = await db.query('SELECT COUNT(*) AS n FROM audit_logs');
  const [[perClient]] = await db.query(
    // Refused logins are counted on one row per client, action and fixed 15-minute window (the login
    // throttle's): a run that crosses a quarter hour rightly has two rows per client.
    "SELECT COALESCE(MAX(n), 0) AS worst FROM (SELECT COUNT(*) AS n FROM audit_logs WHERE action LIKE 'login_%' " +
      'GROUP BY ipAddress, action, FLOOR(UNIX_TIMESTAMP(`timestamp`) / 900)) AS t',
  );
  return { rows: Number(rows.n), worstPerClient: Number(perClient.worst) };
}

async function main() {
  const admin = await mysql.createConnection(`${SERVER}/`);
  await admin.query(`CREATE DATABASE \`${DATABASE}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const db = await mysql.createConnection(`${SERVER}/${DATABASE}`);
  try {
    app = startApp();
    await waitForHealth(app);
    await reads(); // warm-up: JIT, pool
    const before = await reads();
    const auditBefore = await auditCounts(db);

    const during = reads();
    await new Promise((r) => setTimeout(r, 1000));
    const attackStarted = Date.now();
    const results = await attack();
    const attackSeconds = (Date.now() - attackStarted) / 1000;
    const duringResult = await during;
    const auditAfter = await auditCounts(db);

    console.log(`\nReads of /api/products, ${CONNECTIONS} connections, ${SECONDS} s each`);
    const row = (name, r) =>
      `  ${name.padEnd(8)} ${r.requests.average.toFixed(0).padStart(6)} req/s   p99 ${String(r.latency.p99).padStart(5)} ms   non-2xx ${r.non2xx + r.errors}`;
    console.log(row('before', before));
    console.log(row('during', duringResult));
    const ratio = duringResult.latency.p99 / Math.max(1, before.latency.p99);
    console.log(`  p99 during / before: ${ratio.toFixed(2)} (goal <= 2): ${ratio <= 2 ? 'MET' : 'NOT MET'}`);
    if (attackSeconds > SECONDS - 1) console.log(`  (the attack took ${attackSeconds.toFixed(1)} s, longer than the measured reads)`);

    console.log(`\nHostile bodies (~${(hostileBody().length / 1024).toFixed(0)} KB, 90,000 keys), ${BODIES} per form:`);
    let worst = 0;
    let all4xx = true;
    for (const [url, list] of Object.entries(results.bodies)) {
      console.log(`  ${url.padEnd(26)} ${summary(list)}`);
      console.log(`  ${''.padEnd(26)} ${list.map((r) => `${r.status}/${r.ms.toFixed(0)}ms`).join(' ')}`);
      worst = Math.max(worst, ...list.map((r) => r.ms));
      all4xx = all4xx && list.every((r) => typeof r.status === 'number' && r.status >= 400 && r.status < 500);
    }
    console.log(
      `  every body answered 4xx: ${all4xx ? 'yes' : 'NO'}; slowest ${worst.toFixed(1)} ms (goal <= 50 ms): ${all4xx && worst <= 50 ? 'MET' : 'NOT MET'}`,
    );

    console.log(`\n${LOGINS} wrong-password logins from ${LOGIN_CLIENTS} forwarded addresses: ${summary(results.logins)}`);
    console.log(
      `Audit rows added: ${auditAfter.rows - auditBefore.rows}; most rows for one client and action: ${auditAfter.worstPerClient} ` +
        `(goal <= 1 per window): ${auditAfter.worstPerClient <= 1 ? 'MET' : 'NOT MET'}`,
    );
  } finally {
    await stop(app);
    await db.end();
    await admin.query(`DROP DATABASE IF EXISTS \`${DATABASE}\``);
    await admin.end();
  }
}

main().catch(async (error) => {
  console.error(error instanceof Error ? error.message : error);
  await stop(app);
  process.exitCode = 1;
});
