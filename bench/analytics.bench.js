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
 * The load generators run on the same machine as the server, so they are kept off its processor:
 * the beacon posts come from a process of their own (bench/support/beacon-sender.js, not this one's
 * event loop, which drives the reads), and on a machine with two or more processors the server is
 * pinned to the first and both generators to the others (taskset; BENCH_PIN=0 turns it off). The
 * CPU time each process used is printed beside the figures, with the load average, so a run on a
 * busy machine can be told from one on a quiet machine.
 *
 * Needs MariaDB/MySQL (BENCH_DATABASE_SERVER, default mysql://root@127.0.0.1:3306) and the built backend.
 * BENCH_BEACON_RATE (1000 a second), BENCH_SECONDS (30), BENCH_CONNECTIONS (20 for the reads).
 * BENCH_SERVER_MAIN: another checkout's built server (its backend/dist/main.js), to measure a before
 * and an after with the same bench.
 * Goal: reads within 1.2x of idle (req/s at least 1/1.2 of idle), stored = sent.
 */
'use strict';

const autocannon = require('autocannon');
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
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
const CPUS = os.availableParallelism();
const PIN = process.env.BENCH_PIN !== '0' && CPUS >= 2 && hasTaskset();
const SERVER_CPUS = '0';
const GENERATOR_CPUS = CPUS > 2 ? `1-${CPUS - 1}` : '1';

const base = `http://127.0.0.1:${APP_PORT}`;

/** Units of the CPU times in /proc/<pid>/stat. */
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
  } catch {
    return 100;
  }
})();

function hasTaskset() {
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function run(options) {
  return new Promise((resolve, reject) => autocannon(options, (error, result) => (error ? reject(error) : resolve(result))));
}

/** A process's CPU seconds so far (user + system, all its threads), from /proc; null where there is none. */
function cpuSecondsOf(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/** CPU seconds `pid` and this process used while `work` ran, and its result. */
async function measured(pid, work) {
  const server = cpuSecondsOf(pid);
  const own = process.cpuUsage();
  const started = Date.now();
  const result = await work();
  const used = process.cpuUsage(own);
  return {
    result,
    seconds: (Date.now() - started) / 1000,
    serverCpu: server === null ? null : cpuSecondsOf(pid) - server,
    readsCpu: (used.user + used.system) / 1e6,
  };
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

/** RATE beacon posts a second, `amount` in all, from the sender process; resolves to its JSON summary. */
function beacons(amount, first) {
  const sender = processes.start(
    [path.join(__dirname, 'support', 'beacon-sender.js'), JSON.stringify({ url: base, rate: RATE, amount, addresses: ADDRESSES, first })],
    {},
    { cpus: PIN ? GENERATOR_CPUS : undefined },
  );
  return new Promise((resolve, reject) =>
    sender.once('exit', (code) => {
      const line = sender
        .output()
        .split('\n')
        .find((l) => l.startsWith('{'));
      if (code !== 0 || !line) reject(new Error(`The beacon sender failed:\n${sender.output()}`));
      else resolve(JSON.parse(line));
    }),
  );
}

const ms = (value) => `${value} ms`;
const perSecond = (n, seconds) => (n / seconds).toFixed(0);
const share = (cpu, seconds) => (cpu === null ? 'n/a' : `${((100 * cpu) / seconds).toFixed(0)}%`);
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(', ');

async function main() {
  const loadBefore = load();
  if (PIN) execFileSync('taskset', ['-a', '-cp', GENERATOR_CPUS, String(process.pid)], { stdio: 'ignore' });
  const admin = await mysql.createConnection(`${SERVER}/`);
  await admin.query(`CREATE DATABASE \`${DATABASE}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  try {
    const app = processes.startApp({
      port: APP_PORT,
      databaseUrl: `${SERVER}/${DATABASE}`,
      env: { TRUST_PROXY: '127.0.0.1' },
      cpus: PIN ? SERVER_CPUS : undefined,
      ...(process.env.BENCH_SERVER_MAIN ? { main: path.resolve(process.env.BENCH_SERVER_MAIN) } : {}),
    });
    await waitFor(`${base}/api/health`, app);
    await reads(3); // warm-up: JIT, caches, connections
    await beacons(Math.min(RATE, 2000), 0); // warm-up of the beacon's code and the day's salt

    const idle = await measured(app.pid, () => reads(SECONDS));
    // The beacon alone: what a post costs the server, and whether it keeps up with RATE.
    const aloneAmount = RATE * Math.max(5, Math.round(SECONDS / 3));
    const alone = await measured(app.pid, () => beacons(aloneAmount, 1_000_000));
    const loaded = await measured(app.pid, () => Promise.all([reads(SECONDS), beacons(RATE * SECONDS, 2_000_000)]));
    const [loadedReads, posted] = loaded.result;
    // Buffered events are written within ANALYTICS_FLUSH_MS (1 s); give the last batch time to land.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const db = await mysql.createConnection(`${SERVER}/${DATABASE}`);
    const [[{ stored }]] = await db.query('SELECT COUNT(*) AS stored FROM analytics_events');
    await db.end();
    const warmUp = Math.min(RATE, 2000);
    const sent = warmUp + alone.result.total + posted.total;
    const accepted = warmUp + alone.result.accepted + posted.accepted;
    const ratio = idle.result.requests.average / Math.max(1, loadedReads.requests.average);
    const p99Ratio = loadedReads.latency.p99 / Math.max(1, idle.result.latency.p99);

    console.log(`\nAnalytics beacon: ${RATE} posts a second for ${SECONDS} s while public reads run (${CONNECTIONS} connections)`);
    console.log(
      `Machine: ${CPUS} processors (${os.cpus()[0]?.model ?? 'unknown'}); ` +
        (PIN ? `server pinned to CPU ${SERVER_CPUS}, both load generators to CPU ${GENERATOR_CPUS}` : 'nothing pinned') +
        `; load average ${loadBefore} before, ${load()} after`,
    );
    console.log('| | reads req/s | reads p50 | reads p99 |');
    console.log('|---|---|---|---|');
    console.log(`| idle | ${idle.result.requests.average.toFixed(0)} | ${ms(idle.result.latency.p50)} | ${ms(idle.result.latency.p99)} |`);
    console.log(
      `| with the beacon | ${loadedReads.requests.average.toFixed(0)} | ${ms(loadedReads.latency.p50)} | ${ms(loadedReads.latency.p99)} |`,
    );
    console.log(
      `\nBeacon alone: ${alone.result.total} posts in ${alone.seconds.toFixed(1)} s (${perSecond(alone.result.total, alone.seconds)}/s), ` +
        `p99 ${ms(alone.result.p99)}; server CPU ${share(alone.serverCpu, alone.seconds)} of a processor` +
        (alone.serverCpu === null ? '' : `, ${((1000 * alone.serverCpu) / alone.result.total).toFixed(3)} ms a post`) +
        `; the sender ${share(alone.result.cpuSeconds, alone.result.seconds)}`,
    );
    console.log(
      `Reads alone: server CPU ${share(idle.serverCpu, idle.seconds)}` +
        (idle.serverCpu === null ? '' : `, ${((1000 * idle.serverCpu) / idle.result.requests.total).toFixed(3)} ms a read`) +
        `; their generator ${share(idle.readsCpu, idle.seconds)}`,
    );
    console.log(
      `With the beacon: ${posted.total} posts in ${posted.seconds.toFixed(0)} s (${perSecond(posted.total, posted.seconds)}/s), ` +
        `${posted.accepted} answered 202, ${posted.other} other answers, ${posted.errors} errors, p99 ${ms(posted.p99)}; ` +
        `server CPU ${share(loaded.serverCpu, loaded.seconds)}, reads' generator ${share(loaded.readsCpu, loaded.seconds)}, ` +
        `the sender ${share(posted.cpuSeconds, posted.seconds)}`,
    );
    console.log(
      `Stored rows: ${stored} of ${sent} posts sent in all (${Number(stored) === accepted ? 'equals' : 'DIFFERS FROM'} the ${accepted} 202 answers)`,
    );
    console.log(`Reads slowed by ${ratio.toFixed(2)}x, p99 ${p99Ratio.toFixed(2)}x (goal <= 1.20: ${ratio <= 1.2 ? 'met' : 'NOT met'})`);
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
