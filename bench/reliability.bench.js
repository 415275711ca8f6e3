#!/usr/bin/env node
/**
 * Benchmark: does the site keep answering, and lose no acknowledged write, through a
 * database outage and a rolling restart? Not a test: it prints numbers.
 *
 *   npm run build -w backend && npm run build -w frontend && node bench/reliability.bench.js
 *
 * Loopback only. Two instances of the built app (production mode, TRUST_PROXY=127.0.0.1) share one
 * throwaway MySQL database, reached through a small TCP proxy in this script (the shared server is
 * never stopped). 200 keep-alive connections (100 per instance) send BENCH_SECONDS (default 60) of
 * mixed public reads (JSON lists, single items of the 40 most-read sites, searches, server-rendered pages,
 * all warmed once before the run as on a site that has been running; half of them with the
 * ETag seen last, so 304s happen) and newsletter/contact posts, each from one of 2,000 fake clients in
 * X-Forwarded-For. At 1/3 of the run the "database stops" for 10 s (the proxy drops every connection
 * and refuses new ones, as a stopped server does), and at 3/5 instance B gets SIGTERM and is started
 * again on the same port.
 * Prints: requests, answers by status, connection errors inside / outside B's restart window, every
 * acknowledged write looked up in the database afterwards, RSS of each instance at start and end, p50/p99.
 * Goals: no 500, no lost acknowledged write, no connection error outside B's restart window.
 *
 * Needs MariaDB/MySQL (BENCH_DATABASE_SERVER, default mysql://root@127.0.0.1:3306); ports from
 * BENCH_APP_PORT (default 3426, 3427 and the proxy on 3428). BENCH_CONNECTIONS (default 200, split over the two
 * instances), BENCH_WRITE_SHARE (default 0.15) and BENCH_OUTAGE_SECONDS (default 10) change the load and the outage.
 */
'use strict';

const { spawn } = require('node:child_process');
const fs = require('node:fs');
const http = require('node:http');
const net = require('node:net');
const path = require('node:path');
const mysql = require('mysql2/promise');

const ROOT = path.resolve(__dirname, '..');
const SERVER = (process.env.BENCH_DATABASE_SERVER || 'mysql://root@127.0.0.1:3306').replace(/\/$/, '');
const DATABASE = `ddu_bench_reliability_${process.pid}`;
const BASE_PORT = Number(process.env.BENCH_APP_PORT || 3426);
const PORTS = { A: BASE_PORT, B: BASE_PORT + 1 };
const PROXY_PORT = BASE_PORT + 2;
const SECONDS = Number(process.env.BENCH_SECONDS || 60);
const OUTAGE_SECONDS = Number(process.env.BENCH_OUTAGE_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 200);
const FAKE_CLIENTS = 2000;
const WRITE_SHARE = Number(process.env.BENCH_WRITE_SHARE ?? 0.15);

/** A stand-in for the database server that can be "stopped": all connections dropped, new ones refused. */
class StoppableProxy {
  constructor(target) {
    this.target = target;
    this.sockets = new Set();
    this.server = null;
  }

  start() {
    this.server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      this.sockets.add(client).add(upstream);
      client.pipe(upstream).pipe(client);
      const end = () => {
        client.destroy();
        upstream.destroy();
        this.sockets.delete(client);
        this.sockets.delete(upstream);
      };
      client.on('error', end).on('close', end);
      upstream.on('error', end).on('close', end);
    });
    return new Promise((resolve) => this.server.listen(PROXY_PORT, '127.0.0.1', resolve));
  }

  stop() {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

function startInstance(name) {
  const child = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(PORTS[name]),
      PUBLIC_URL: `http://127.0.0.1:${PORTS[name]}`,
      DATABASE_URL: `mysql://root@127.0.0.1:${PROXY_PORT}/${DATABASE}`,
      ADMIN_PASSWORD: `bench-${process.pid}-Reef-Shark-Lagoon`,
      NEWSLETTER_SECRET: `bench-newsletter-secret-${process.pid}-0123456789abcdef`,
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  child.output = () => output;
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  return child;
}

async function waitForHealth(name, child) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Instance ${name} exited early:\n${child.output()}`);
    const ok = await fetch(`http://127.0.0.1:${PORTS[name]}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Instance ${name} did not start:\n${child.output()}`);
}

function rssMb(child) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8'))[1]);
    return Math.round(kb / 1024);
  } catch {
    return NaN;
  }
}

const random = (n) => Math.floor(Math.random() * n);
const fakeClient = () => `10.${random(8)}.${random(16)}.${1 + random(FAKE_CLIENTS / 128)}`;
/** Visitors mostly read the popular sites: reads of single sites pick from the first 40. */
const POPULAR_SITES = 40;
const WORDS = ['reef', 'wreck', 'shark', 'jetty', 'cave', 'turtle', 'seadragon', 'sydney', 'bay', 'island', 'point', 'ray'];
/** Every URL the reads can ask for, so the caches can be warmed as on a site that has been running. */
function everyReadUrl() {
  const urls = [
    '/api/products',
    '/api/products/featured',
    '/api/articles',
    '/api/reviews/published',
    '/api/locations/featured',
    '/api/dive-sites',
    '/',
    '/blog',
  ];
  for (let id = 1; id <= POPULAR_SITES; id++) urls.push(`/api/dive-sites/${id}`, `/dive-sites/${id}`);
  for (const word of WORDS) urls.push(`/api/dive-sites/search?q=${word}`);
  return urls;
}

const READS = [
  () => '/api/products',
  () => '/api/products/featured',
  () => '/api/articles',
  () => '/api/reviews/published',
  () => '/api/locations/featured',
  () => '/api/dive-sites',
  () => `/api/dive-sites/${1 + random(POPULAR_SITES)}`,
  () => `/api/dive-sites/search?q=${WORDS[random(WORDS.length)]}`,
  () => '/',
  () => '/blog',
  () => `/dive-sites/${1 + random(POPULAR_SITES)}`,
];

const stats = {
  requests: 0,
  statuses: new Map(),
  latencies: [],
  /** Latencies of requests sent before the outage (null for later ones): the site in normal running. */
  steady: [],
  errors: [],
  acknowledged: { newsletter: [], contact: [] },
};
const etags = new Map();
const phase = { steady: true };
let writeCounter = 0;

function request(agent, port, { method, path: url, headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: url, agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res));
      res.on('error', reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error('timeout after 30 s')));
    req.on('error', reject);
    if (body) req.end(body);
    else req.end();
  });
}

function nextRequest() {
  const client = fakeClient();
  if (Math.random() < WRITE_SHARE) {
    const n = ++writeCounter;
    if (n % 2) {
      const email = `bench-${process.pid}-${n}@example.com`;
      return { kind: 'newsletter', key: email, method: 'POST', path: '/api/newsletter/subscribe', client, json: { email, source: 'home' } };
    }
    const subject = `bench ${process.pid} ${n}`;
    const json = { name: 'Bench Diver', email: 'bench@example.com', subject, message: 'A message sent during the reliability benchmark.' };
    return { kind: 'contact', key: subject, method: 'POST', path: '/api/contact', client, json };
  }
  const url = READS[random(READS.length)]();
  return { kind: 'read', method: 'GET', path: url, client };
}

/** Instance B's connections go to A while B restarts, as a load balancer's readiness check would send them. */
async function worker(home, agents, until, restartWindow) {
  while (Date.now() < until) {
    const name = home === 'B' && restartWindow.start !== null && restartWindow.end === null && restartWindow.rerouted ? 'A' : home;
    const agent = agents[name];
    const r = nextRequest();
    const headers = { 'x-forwarded-for': r.client, 'accept-encoding': 'gzip' };
    let body;
    if (r.json) {
      body = JSON.stringify(r.json);
      headers['content-type'] = 'application/json';
    } else if (Math.random() < 0.5 && etags.has(r.path)) {
      headers['if-none-match'] = etags.get(r.path);
    }
    const started = performance.now();
    try {
      const res = await request(agent, PORTS[name], { method: r.method, path: r.path, headers, body });
      stats.requests++;
      stats.latencies.push(performance.now() - started);
      stats.steady.push(phase.steady ? performance.now() - started : null);
      stats.statuses.set(res.statusCode, (stats.statuses.get(res.statusCode) ?? 0) + 1);
      if (r.kind === 'read' && res.headers.etag) etags.set(r.path, res.headers.etag);
      if ((r.kind === 'newsletter' && res.statusCode === 201) || (r.kind === 'contact' && res.statusCode === 200)) {
        stats.acknowledged[r.kind].push(r.key);
      }
    } catch (error) {
      const at = Date.now();
      const inWindow =
        name === 'B' &&
        restartWindow.start !== null &&
        at >= restartWindow.start &&
        (restartWindow.end === null || at <= restartWindow.end + 1000);
      stats.errors.push({ instance: name, code: error.code || error.message, inWindow });
      if (inWindow && error.code === 'ECONNREFUSED') restartWindow.rerouted = true;
      // A refused connection answers at once: wait a little rather than spin.
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
}

async function main() {
  for (const file of ['backend/dist/main.js', 'frontend/dist-server/entry-server.cjs']) {
    if (!fs.existsSync(path.join(ROOT, file))) throw new Error(`${file} is missing: run "make build" first.`);
  }
  const admin = await mysql.createConnection(`${SERVER}/`);
  await admin.query(`CREATE DATABASE \`${DATABASE}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const target = new URL(SERVER);
  const proxy = new StoppableProxy({ host: target.hostname, port: Number(target.port || 3306) });
  await proxy.start();
  const instances = {};
  const rss = {};
  try {
    // One after the other: the first start migrates and seeds the database.
    for (const name of ['A', 'B']) {
      instances[name] = startInstance(name);
      await waitForHealth(name, instances[name]);
    }
    // Warm the caches as on a site that has been running (4 at a time per instance).
    for (const name of ['A', 'B']) {
      const urls = everyReadUrl();
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          for (let url = urls.pop(); url; url = urls.pop())
            await fetch(`http://127.0.0.1:${PORTS[name]}${url}`, { headers: { 'accept-encoding': 'gzip' } }).then((r) => r.arrayBuffer());
        }),
      );
    }
    rss.A = { start: rssMb(instances.A) };
    rss.B = { start: rssMb(instances.B) };

    const t0 = Date.now();
    const until = t0 + SECONDS * 1000;
    const restartWindow = { start: null, end: null, rerouted: false };
    const timeline = [];
    const mark = (text) => timeline.push(`${((Date.now() - t0) / 1000).toFixed(1).padStart(5)} s  ${text}`);
    const agents = {
      A: new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS / 2 }),
      B: new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS / 2 }),
    };
    const workers = Array.from({ length: CONNECTIONS }, (_, i) => worker(i % 2 ? 'B' : 'A', agents, until, restartWindow));

    const events = (async () => {
      await new Promise((r) => setTimeout(r, (SECONDS * 1000) / 3));
      phase.steady = false;
      mark(`database stopped for ${OUTAGE_SECONDS} s`);
      await proxy.stop();
      await new Promise((r) => setTimeout(r, OUTAGE_SECONDS * 1000));
      await proxy.start();
      mark('database started again');
      await new Promise((r) => setTimeout(r, Math.max(0, t0 + (SECONDS * 3000) / 5 - Date.now())));
      rss.B.end = rssMb(instances.B);
      restartWindow.start = Date.now();
      mark('SIGTERM to instance B');
      instances.B.kill('SIGTERM');
      const code = await instances.B.exited;
      const said = instances.B.output()
        .split('\n')
        .filter((l) => /Shutdown|in-flight/.test(l))
        .map((l) => l.replace(/^.*"msg":"([^"]*)".*$/, '$1'));
      mark(`instance B exited (${code}): ${said.join(' / ')}`);
      instances.B = startInstance('B');
      await waitForHealth('B', instances.B);
      restartWindow.end = Date.now();
      mark('instance B ready again');
      rss.B2 = { start: rssMb(instances.B) };
    })();
    await Promise.all([...workers, events]);
    rss.A.end = rssMb(instances.A);
    rss.B2.end = rssMb(instances.B);
    agents.A.destroy();
    agents.B.destroy();

    // Every acknowledged write, looked up directly (not through the proxy).
    const db = await mysql.createConnection(`${SERVER}/${DATABASE}`);
    const [subs] = await db.query('SELECT email FROM newsletters');
    const [contacts] = await db.query('SELECT subject FROM contacts');
    await db.end();
    const savedEmails = new Set(subs.map((r) => r.email));
    const savedSubjects = new Set(contacts.map((r) => r.subject));
    const lostNewsletter = stats.acknowledged.newsletter.filter((e) => !savedEmails.has(e));
    const lostContact = stats.acknowledged.contact.filter((s) => !savedSubjects.has(s));

    const sorted = stats.latencies.sort((a, b) => a - b);
    const steady = stats.steady.filter((x) => x !== null).sort((a, b) => a - b);
    const byStatus = [...stats.statuses.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ');
    const errorsBy = (inWindow) => {
      const counts = new Map();
      for (const e of stats.errors.filter((x) => x.inWindow === inWindow))
        counts.set(`${e.instance} ${e.code}`, (counts.get(`${e.instance} ${e.code}`) ?? 0) + 1);
      return [...counts.entries()].map(([k, n]) => `${k} ×${n}`).join(', ') || 'none';
    };
    const fiveHundreds = [...stats.statuses.entries()].filter(([s]) => s >= 500 && s !== 503).reduce((a, [, n]) => a + n, 0);
    console.log(
      `\nReliability: 2 instances, ${CONNECTIONS} connections, ${SECONDS} s, ${FAKE_CLIENTS} fake clients, ${Math.round(WRITE_SHARE * 100)} % writes`,
    );
    console.log(timeline.join('\n'));
    console.log(
      `requests answered:        ${stats.requests} (${Math.round(stats.requests / SECONDS)}/s); connection errors: ${stats.errors.length}`,
    );
    console.log(`answers by status:        ${byStatus}`);
    console.log(`500-class other than 503: ${fiveHundreds}`);
    console.log(`connection errors in B's restart window:  ${errorsBy(true)}`);
    console.log(`connection errors outside it:             ${errorsBy(false)}`);
    console.log(
      `acknowledged writes:      newsletter ${stats.acknowledged.newsletter.length}, contact ${stats.acknowledged.contact.length}; ` +
        `found in the database: ${stats.acknowledged.newsletter.length - lostNewsletter.length + stats.acknowledged.contact.length - lostContact.length}; lost: ${lostNewsletter.length + lostContact.length}`,
    );
    console.log(
      `RSS (MB):                 A ${rss.A.start} -> ${rss.A.end}; B ${rss.B.start} -> ${rss.B.end} (at SIGTERM); restarted B ${rss.B2.start} -> ${rss.B2.end}`,
    );
    console.log(
      `latency (ms):             p50 ${percentile(sorted, 50).toFixed(1)}, p99 ${percentile(sorted, 99).toFixed(1)}, max ${sorted[sorted.length - 1].toFixed(0)}`,
    );
    console.log(
      `  before the outage:      p50 ${percentile(steady, 50).toFixed(1)}, p99 ${percentile(steady, 99).toFixed(1)} (${steady.length} answers)`,
    );
    console.log(
      `machine load average at the end: ${require('node:os')
        .loadavg()
        .map((x) => x.toFixed(1))
        .join(' ')} (${require('node:os').cpus().length} cores)`,
    );
  } finally {
    for (const child of Object.values(instances)) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(Object.values(instances).map((c) => c.exited));
    await proxy.stop().catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS \`${DATABASE}\``);
    await admin.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
