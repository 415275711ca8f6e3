#!/usr/bin/env node
/**
 * Benchmark of a shared cache in front of the app. Not a test: it prints numbers.
 *
 *   make bench-edge        (builds first)   or   node bench/edge.bench.js
 *
 * One built instance (production mode, EDGE_PURGER=varnish) and Debian's Varnish with
 * deploy/varnish/default.vcl in front of it, in one run:
 * 1. Throughput of public pages and reads, the same mix of addresses straight to the app (its own
 *    in-process cache answers) and through Varnish: requests per second and latency. One request in
 *    ten carries a fresh tracking tag (`?utm_source=…`), as shared links do: the app answers those from
 *    the cached page, while Varnish keys on the whole address and must ask the app.
 * 2. Varnish's hit ratio over that run (varnishstat: cache_hit / (cache_hit + cache_miss)).
 * 3. Publish → new page at the proxy: the owner publishes an article (POST through Varnish), then
 *    /blog is asked at Varnish every 20 ms until it lists it; BENCH_PUBLISHES times (default 5), with
 *    the default CONTENT_VERSION_POLL_MS (1 s): the purge waits for every instance to have read the
 *    new versions.
 *
 * Needs MariaDB/MySQL (BENCH_DATABASE_SERVER, default mysql://root@127.0.0.1:3306), the built app
 * (backend and frontend) and /usr/sbin/varnishd (scripts/ensure-varnish.sh). BENCH_SECONDS (10) and
 * BENCH_CONNECTIONS (50) per phase; BENCH_EDGE_PORT (3390) and the next port. Run on an idle machine.
 */
'use strict';

const { execFileSync, spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const autocannon = require('autocannon');
const mysql = require('mysql2/promise');
const { ROOT, startApp, stop, stopAll, waitFor } = require('./support/processes');

const SERVER = (process.env.BENCH_DATABASE_SERVER || 'mysql://root@127.0.0.1:3306').replace(/\/$/, '');
const DATABASE = `ddu_bench_edge_${process.pid}`;
const VARNISH_PORT = Number(process.env.BENCH_EDGE_PORT || 3390);
const APP_PORT = VARNISH_PORT + 1;
const VARNISH = `http://127.0.0.1:${VARNISH_PORT}`;
const APP = `http://127.0.0.1:${APP_PORT}`;
const DURATION_S = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const PUBLISHES = Number(process.env.BENCH_PUBLISHES || 5);
const PASSWORD = `bench-${process.pid}-password`;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function startVarnish(work) {
  fs.chmodSync(work, 0o755);
  fs.writeFileSync(
    path.join(work, 'backends.vcl'),
    `probe ready { .url = "/api/health"; .interval = 1s; .timeout = 2s; .window = 3; .threshold = 2; }
backend app1 { .host = "127.0.0.1"; .port = "${APP_PORT}"; .probe = ready; }
acl purgers { "127.0.0.1"; }
sub vcl_init { new app = directors.round_robin(); app.add_backend(app1); }
`,
  );
  const child = spawn(
    '/usr/sbin/varnishd',
    [
      '-F',
      '-n',
      path.join(work, 'varnish'),
      '-a',
      `127.0.0.1:${VARNISH_PORT}`,
      '-T',
      'none',
      '-s',
      'malloc,256m',
      '-p',
      `vcl_path=${work}:${path.join(ROOT, 'deploy', 'varnish')}`,
      '-f',
      path.join(ROOT, 'deploy', 'varnish', 'default.vcl'),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  child.output = () => output;
  return child;
}

function varnishCounters(work) {
  const json = JSON.parse(execFileSync('varnishstat', ['-n', path.join(work, 'varnish'), '-1', '-j'], { encoding: 'utf8' }));
  const counters = json.counters ?? json;
  return { hit: counters['MAIN.cache_hit'].value, miss: counters['MAIN.cache_miss'].value, pass: counters['MAIN.s_pass'].value };
}

/** The same mix for both targets: the main pages and reads, one request in ten with a fresh tracking tag. */
function run(base, paths) {
  let n = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: DURATION_S,
        requests: [
          {
            setupRequest: (request) => {
              n += 1;
              const pathname = paths[n % paths.length];
              request.path = n % 10 === 0 ? `${pathname}${pathname.includes('?') ? '&' : '?'}utm_source=bench-${n}` : pathname;
              request.headers = { ...request.headers, 'accept-encoding': 'gzip' };
              return request;
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

async function main() {
  if (!fs.existsSync('/usr/sbin/varnishd')) throw new Error('Varnish is not installed: bash scripts/ensure-varnish.sh');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ddu-bench-edge-'));
  const admin = await mysql.createConnection(`${SERVER}/`);
  await admin.query(`CREATE DATABASE \`${DATABASE}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  let varnish;
  try {
    const app = startApp({
      port: APP_PORT,
      databaseUrl: `${SERVER}/${DATABASE}`,
      publicUrl: VARNISH,
      env: {
        ADMIN_PASSWORD: PASSWORD,
        TRUST_PROXY: '127.0.0.1',
        EDGE_PURGER: 'varnish',
        VARNISH_PURGE_URLS: VARNISH,
        PAGE_MISS_BUDGET: '100000',
        LOG_LEVEL: 'warn',
        // Plain http here: a Secure cookie would not come back.
        COOKIE_SECURE: 'false',
      },
    });
    await waitFor(`${APP}/api/health`, app, 120_000);
    varnish = startVarnish(work);
    await waitFor(`${VARNISH}/api/health/live`, varnish, 30_000);

    const articles = await (await fetch(`${APP}/api/articles`)).json();
    const sites = await (await fetch(`${APP}/api/dive-sites`)).json();
    const paths = [
      '/',
      '/shop',
      '/blog',
      '/gear-reviews',
      '/dive-sites',
      `/blog/${articles[0].slug}`,
      `/dive-sites/${sites[0].id}`,
      '/api/products/featured',
      '/api/articles',
      '/api/dive-sites',
    ];
    for (const base of [APP, VARNISH]) for (const p of paths) await fetch(`${base}${p}`, { headers: { 'accept-encoding': 'gzip' } });

    console.log(
      `Public pages and reads (${paths.length} addresses, 1 in 10 with a fresh tracking tag), ${CONNECTIONS} connections, ${DURATION_S} s each`,
    );
    const alone = await run(APP, paths);
    const before = varnishCounters(work);
    const edge = await run(VARNISH, paths);
    const after = varnishCounters(work);
    const hits = after.hit - before.hit;
    const misses = after.miss - before.miss;
    const row = (name, r) =>
      `  ${name.padEnd(16)} ${String(Math.round(r.requests.average)).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}`;
    console.log(row('app alone', alone));
    console.log(row('through Varnish', edge));
    console.log(`  ratio            ${(edge.requests.average / alone.requests.average).toFixed(2)}× the app's requests per second`);
    console.log(
      `  Varnish hit ratio ${((100 * hits) / Math.max(1, hits + misses)).toFixed(1)} % (${hits} hits, ${misses} misses, ${after.pass - before.pass} passes)`,
    );

    const login = await fetch(`${VARNISH}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: PASSWORD }),
    });
    if (login.status !== 200) throw new Error(`login answered ${login.status}`);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .find((c) => c.startsWith('ddu_session='));
    const times = [];
    for (let i = 0; i < PUBLISHES; i++) {
      await fetch(`${VARNISH}/blog`);
      const title = `Edge bench article ${process.pid} ${i}`;
      const started = Date.now();
      const created = await fetch(`${VARNISH}/api/articles`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({
          title,
          content: 'Measured from the publish to the new page at the proxy. '.repeat(3).trim(),
          category: 'Tips',
          imageUrl: '/images/blog/night-dive.svg',
          published: true,
        }),
      });
      if (created.status !== 201) throw new Error(`publish answered ${created.status}`);
      while (!(await (await fetch(`${VARNISH}/blog`)).text()).includes(title)) {
        if (Date.now() - started > 20_000) throw new Error('the new article never reached the proxy');
        await sleep(20);
      }
      times.push(Date.now() - started);
      await sleep(500);
    }
    times.sort((a, b) => a - b);
    console.log(
      `Publish → new /blog at Varnish (${PUBLISHES} publishes, CONTENT_VERSION_POLL_MS 1000): median ${times[Math.floor(times.length / 2)]} ms, ` +
        `fastest ${times[0]} ms, slowest ${times.at(-1)} ms`,
    );
    await stop(app);
  } finally {
    await stop(varnish);
    await stopAll();
    await admin.query(`DROP DATABASE IF EXISTS \`${DATABASE}\``);
    await admin.end();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
