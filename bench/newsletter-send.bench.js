#!/usr/bin/env node
/**
 * Benchmark: one newsletter issue to 10,000 confirmed subscribers through a local SMTP
 * sink, with NEWSLETTER_SEND_PER_MINUTE=0 (no limit). Prints messages per second, the app's peak
 * memory (VmHWM), duplicates (goal 0) and the p99 of a public read while idle and while sending
 * (goal: at most 2x idle). Not a test: it prints numbers.
 *
 *   make bench-newsletter   (builds first)   or   node bench/newsletter-send.bench.js
 *
 * Needs MariaDB/MySQL (BENCH_DATABASE_SERVER, default mysql://root@127.0.0.1:3306) and the built
 * backend. BENCH_SUBSCRIBERS (10000), BENCH_SECONDS (5) per read measurement, BENCH_CONNECTIONS (10).
 */
'use strict';

const fs = require('node:fs');
const autocannon = require('autocannon');
const mysql = require('mysql2/promise');
const { SMTPServer } = require('smtp-server');
const processes = require('./support/processes');

const SERVER = (process.env.BENCH_DATABASE_SERVER || 'mysql://root@127.0.0.1:3306').replace(/\/$/, '');
const DATABASE = `ddu_bench_newsletter_${process.pid}`;
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS || 10_000);
const APP_PORT = Number(process.env.BENCH_APP_PORT || 3294);
const SMTP_PORT = Number(process.env.BENCH_SMTP_PORT || 3295);
const DURATION_S = Number(process.env.BENCH_SECONDS || 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const READ_PATH = '/api/articles';

/** Counts what arrives; every recipient of every message, to find duplicates. */
function startSink() {
  const received = new Map();
  let total = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 500,
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        for (const r of session.envelope.rcptTo) received.set(r.address, (received.get(r.address) || 0) + 1);
        total += 1;
        callback();
      });
    },
  });
  return new Promise((resolve) => server.listen(SMTP_PORT, '127.0.0.1', () => resolve({ server, received, total: () => total })));
}

function load(url, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: seconds }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

function peakMemoryMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)[1]);
  return Math.round(kb / 1024);
}

async function main() {
  const admin = await mysql.createConnection(`${SERVER}/`);
  await admin.query(`CREATE DATABASE \`${DATABASE}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const sink = await startSink();
  const base = `http://127.0.0.1:${APP_PORT}`;
  const app = processes.startApp({
    port: APP_PORT,
    databaseUrl: `${SERVER}/${DATABASE}`,
    env: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(SMTP_PORT),
      NEWSLETTER_SEND_PER_MINUTE: '0',
      SMTP_MAX_CONNECTIONS: '5',
      LOG_LEVEL: 'warn',
    },
  });
  try {
    await processes.waitFor(`${base}/api/health`, app);
    const db = await mysql.createConnection(`${SERVER}/${DATABASE}`);
    for (let start = 0; start < SUBSCRIBERS; start += 1000) {
      const rows = [];
      for (let i = start; i < Math.min(start + 1000, SUBSCRIBERS); i++)
        rows.push([`reader${i}@bench.example`, 'confirmed', 'home', new Date()]);
      await db.query('INSERT INTO newsletters (email, status, source, consentedAt) VALUES ?', [rows]);
    }
    await db.end();

    const login = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: `bench-${process.pid}-password` }),
    });
    if (!login.ok) throw new Error(`Login failed: ${login.status} ${await login.text()}`);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const adminJson = async (method, path, body) => {
      const res = await fetch(`${base}/api/admin/newsletter${path}`, {
        method,
        headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return res.json();
    };

    await load(`${base}${READ_PATH}`, 1); // warm-up
    const idle = await load(`${base}${READ_PATH}`, DURATION_S);

    const issue = await adminJson('POST', '/issues', { subject: 'Bench issue', intro: '## Hello\nA **bench** issue.', articleIds: [1, 2] });
    const started = Date.now();
    await adminJson('POST', `/issues/${issue.id}/send`);
    const busy = await load(`${base}${READ_PATH}`, DURATION_S);
    const busyWhileSending = sink.total() < SUBSCRIBERS;
    while (sink.total() < SUBSCRIBERS) {
      if (Date.now() - started > 15 * 60_000) throw new Error(`Only ${sink.total()} of ${SUBSCRIBERS} arrived in 15 minutes.`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const seconds = (Date.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, 2000)); // anything late would be a duplicate
    const duplicates = [...sink.received.values()].reduce((sum, n) => sum + (n - 1), 0);
    const report = await adminJson('GET', `/issues/${issue.id}`);

    console.log(`Newsletter send: ${SUBSCRIBERS} confirmed subscribers, NEWSLETTER_SEND_PER_MINUTE=0, 5 SMTP connections, local sink`);
    console.log(`  delivered           ${sink.total()} in ${seconds.toFixed(1)} s = ${(SUBSCRIBERS / seconds).toFixed(0)} messages/s`);
    console.log(`  duplicates          ${duplicates} (goal 0); report: ${JSON.stringify(report.report)}`);
    console.log(`  peak memory (app)   ${peakMemoryMb(app.pid)} MB (VmHWM)`);
    console.log(
      `  ${READ_PATH} p99    idle ${idle.latency.p99} ms, while sending ${busy.latency.p99} ms` +
        `${busyWhileSending ? '' : ' (the send ended before the measurement did)'} (goal <= 2x idle); req/s ${idle.requests.average} -> ${busy.requests.average}`,
    );
  } finally {
    await processes.stopAll();
    await new Promise((resolve) => sink.server.close(resolve));
    await admin.query(`DROP DATABASE IF EXISTS \`${DATABASE}\``);
    await admin.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
