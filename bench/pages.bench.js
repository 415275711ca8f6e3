#!/usr/bin/env node
/**
 * Benchmark of the server-rendered public pages. Not a test: it prints numbers.
 *
 *   make bench-pages        (builds first)   or   node bench/pages.bench.js
 *
 * 1. Lighthouse 12.8.2 (mobile, Debian chromium) over the main public pages, the median of
 *    BENCH_RUNS (default 3) runs each: performance, FCP, LCP and its phases (TTFB, load delay, load
 *    time, render delay), TBT, CLS, the script requests made before the first paint, the JavaScript
 *    bytes, accessibility, best practices and SEO, with the goals beside (performance >= 95,
 *    LCP <= 2.0 s, TBT <= 150 ms, CLS <= 0.02, <= 8 scripts before FCP, accessibility and SEO 100),
 *    and how many animations run on the main thread (non-composited: repainted every frame).
 *    BENCH_BUILDS="before=/tmp/base,after=." compares built checkouts, alternating their runs;
 *    BENCH_PAGES=review,sites,site measures some of the pages (home, shop, reviews, review, sites, site,
 *    blog, article).
 *    Lighthouse is fetched with npx on first use (it needs no install in the project).
 * 2. Throughput: a rendered article page against a bare Node http server sending the same bytes
 *    (goal >= 70 %).
 *
 * Needs MariaDB/MySQL (BENCH_DATABASE_SERVER, default mysql://root@127.0.0.1:3306), the built app and
 * /usr/bin/chromium. BENCH_LIGHTHOUSE=0 or BENCH_THROUGHPUT=0 skip a part. Run on an idle machine.
 * BENCH_CPU_INDEX=1400 slows the CPU more than 4x on a faster machine, so that it acts like a machine
 * of index 1,400 at 4x (bench/support/cpu-calibration.js): the "acted" column. BENCH_CPU_SLOWDOWN=7.9
 * fixes the slowdown instead, for runs to be compared (the measured index varies by a fifth).
 */
'use strict';

const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const autocannon = require('autocannon');
const mysql = require('mysql2/promise');
const { startApp, stop, waitFor } = require('./support/processes');
const { cpuSlowdown, describeSlowdown, DEFAULT_SLOWDOWN } = require('./support/cpu-calibration');

const SERVER = (process.env.BENCH_DATABASE_SERVER || 'mysql://root@127.0.0.1:3306').replace(/\/$/, '');
const DATABASE = `ddu_bench_pages_${process.pid}`;
const APP_PORT = Number(process.env.BENCH_APP_PORT || 3292);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT || 3293);
const BASE = `http://127.0.0.1:${APP_PORT}`;
const DURATION_S = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const RUNS = Number(process.env.BENCH_RUNS || 3);
/**
 * BENCH_BUILDS="before=/tmp/base,after=." compares builds: each a built checkout (a git worktree of
 * the commit to compare, both builds done), one server each, the runs alternating between them.
 */
const BUILDS = (process.env.BENCH_BUILDS || '')
  .split(',')
  .filter(Boolean)
  .map((spec) => {
    const [name, root] = spec.split('=');
    return { name, root: path.resolve(root) };
  });
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

async function firstSlug(base, apiPath) {
  // After the Lighthouse pass the pooled keep-alive socket may have been closed by the server: retry once.
  const get = () => fetch(`${base}${apiPath}`).then((res) => res.json());
  const items = await get().catch(get);
  return items[0].slug;
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine: try up to 3 times. */
function lighthouse(url, slowdown) {
  for (let attempt = 1; ; attempt++) {
    try {
      return lighthouseOnce(url, slowdown);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.error(`  (Lighthouse failed on ${url}, try ${attempt} of 3; trying again)`);
    }
  }
}

function lighthouseOnce(url, slowdown) {
  const out = path.join(os.tmpdir(), `ddu-lh-${process.pid}.json`);
  execFileSync(
    'npx',
    [
      '-y',
      'lighthouse@12.8.2',
      url,
      '--form-factor=mobile',
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      `--chrome-flags=${CHROME_FLAGS}`,
      ...(slowdown === DEFAULT_SLOWDOWN ? [] : [`--throttling.cpuSlowdownMultiplier=${slowdown}`]),
    ],
    { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  fs.rmSync(out, { force: true });
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  const requests = report.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  const jsBytes = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  // Observed (not simulated) first paint, on the same clock as the requests (the document's request starts it).
  const metrics = report.audits.metrics?.details?.items?.[0] ?? {};
  const documentStart = requests[0]?.rendererStartTime ?? 0;
  const observedFcp = (metrics.observedFirstContentfulPaint ?? Infinity) + documentStart;
  // LCP in its phases (TTFB, load delay, load time, render delay), from the simulated LCP.
  const phaseTable = (report.audits['largest-contentful-paint-element']?.details?.items ?? []).find(
    (item) => item.type === 'table' && item.items?.[0]?.phase !== undefined,
  );
  const phase = (index) => phaseTable?.items?.[index]?.timing ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: audit('first-contentful-paint') / 1000,
    lcp: audit('largest-contentful-paint') / 1000,
    ttfb: phase(0),
    loadDelay: phase(1),
    loadTime: phase(2),
    renderDelay: phase(3),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    // Scripts the browser asked for before the first paint: what Lighthouse's slow-4G model counts ahead of FCP.
    scriptsBeforeFcp: scripts.filter((item) => item.rendererStartTime < observedFcp).length,
    jsKb: jsBytes / 1024,
    // Animations the compositor cannot run: each repaints on the main thread every frame.
    mainThreadAnimations: report.audits['non-composited-animations']?.details?.items?.length ?? 0,
    // Lighthouse's own measure of this machine's speed at the time of the run (a mid-range phone is
    // about 1,000; a fast desktop 2,000+): figures from different machines or moments compare only beside it.
    cpuIndex: report.environment?.benchmarkIndex ?? NaN,
    // The index of the phone the run acted as: this machine's index divided by the slowdown beyond 4x.
    actedIndex: ((report.environment?.benchmarkIndex ?? NaN) * DEFAULT_SLOWDOWN) / slowdown,
  };
}

/** The median of each figure over several runs (single runs on a 2-core machine move by ±10 points). */
function median(runs) {
  const mid = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const half = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2;
  };
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, mid(runs.map((run) => run[key]))]));
}

function printRow(label, r) {
  const mark = (ok) => (ok ? ' ' : '!');
  console.log(
    label.slice(0, 44).padEnd(44),
    `${String(Math.round(r.performance)).padStart(3)}${mark(r.performance >= 95)}`,
    `${r.fcp.toFixed(2).padStart(5)} `,
    `${r.lcp.toFixed(2).padStart(5)}${mark(r.lcp <= 2)}`,
    `${[r.ttfb, r.loadDelay, r.loadTime, r.renderDelay]
      .map((ms) => String(Math.round(ms)))
      .join('/')
      .padStart(19)} `,
    `${Math.round(r.tbt).toString().padStart(5)}${mark(r.tbt <= 150)}`,
    `${r.cls.toFixed(3).padStart(5)}${mark(r.cls <= 0.02)}`,
    `${String(Math.round(r.scriptsBeforeFcp)).padStart(4)}${mark(r.scriptsBeforeFcp <= 8)}`,
    `${r.jsKb.toFixed(1).padStart(6)}`,
    `${String(Math.round(r.accessibility)).padStart(4)}${mark(r.accessibility === 100)}`,
    `${String(Math.round(r.bestPractices)).padStart(3)} `,
    `${String(Math.round(r.seo)).padStart(4)}${mark(r.seo === 100)}`,
    `${String(Math.round(r.mainThreadAnimations)).padStart(4)}`,
    `${String(Math.round(r.cpuIndex)).padStart(6)}`,
    `${String(Math.round(r.actedIndex)).padStart(6)}`,
  );
}

/**
 * Every page RUNS times; with several builds (BENCH_BUILDS), one run of each build in turn, so a
 * change in the machine's load falls on both alike.
 */
async function runLighthouse(apps) {
  const review = await firstSlug(apps[0].base, '/api/reviews');
  const article = await firstSlug(apps[0].base, '/api/articles');
  const all = {
    home: '/',
    shop: '/shop',
    reviews: '/gear-reviews',
    review: `/gear-reviews/${review}`,
    sites: '/dive-sites',
    site: '/dive-sites/1',
    blog: '/blog',
    article: `/blog/${article}`,
  };
  // BENCH_PAGES=review,sites,… measures some of them (names as above).
  const chosen = (process.env.BENCH_PAGES || Object.keys(all).join(',')).split(',');
  const pages = chosen.map((name) => {
    if (!(name in all)) throw new Error(`BENCH_PAGES: unknown page "${name}" (one of ${Object.keys(all).join(', ')})`);
    return all[name];
  });
  const slowdown = await cpuSlowdown();
  console.log(
    `\nLighthouse 12.8.2, mobile, ${describeSlowdown(slowdown)}, median of ${RUNS} run(s) (goals: performance >= 95, LCP <= 2.0 s, TBT <= 150 ms, CLS <= 0.02, <= 8 scripts before FCP, accessibility and SEO 100)`,
  );
  console.log('page'.padEnd(44), 'perf  FCP s LCP s  TTFB/delay/load/rend  TBT    CLS  scr.  JS KB  a11y bp   seo anim  CPU idx  acted');
  for (const page of pages) {
    const runs = new Map(apps.map((app) => [app.name, []]));
    for (let run = 0; run < RUNS; run += 1) {
      for (const app of apps) runs.get(app.name).push(lighthouse(`${app.base}${page}`, slowdown.rate));
    }
    for (const app of apps) printRow(apps.length > 1 ? `${page} [${app.name}]` : page, median(runs.get(app.name)));
  }
  console.log(
    "(! marks a figure short of its goal; LCP phases in ms; scr. = script requests before the first paint; CPU idx = Lighthouse's benchmark index, median; acted = the index of the phone the run acted as, at 4x)",
  );
}

function cannon(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers }, (error, result) =>
      error ? reject(error) : resolve({ rps: result.requests.average, p99: result.latency.p99 }),
    );
  });
}

async function runThroughput() {
  const slug = await firstSlug(BASE, '/api/articles');
  const url = `${BASE}/blog/${slug}`;
  const headers = { 'accept-encoding': 'br' };
  const response = await fetch(url, { headers });
  const body = Buffer.from(await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
  const br = zlib.brotliCompressSync(body);
  const bare = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br', etag: '"x"' });
    res.end(br);
  });
  await new Promise((r) => bare.listen(BARE_PORT, '127.0.0.1', r));
  console.log(
    `\nRendered article page (${(body.length / 1024).toFixed(1)} KB, ${(br.length / 1024).toFixed(1)} KB br, status ${response.status}), ${CONNECTIONS} connections, ${DURATION_S} s each, alternated`,
  );
  const project = [];
  const baseline = [];
  for (let round = 0; round < 2; round += 1) {
    project.push(await cannon(url, headers));
    baseline.push(await cannon(`http://127.0.0.1:${BARE_PORT}/`, headers));
  }
  await new Promise((r) => bare.close(r));
  const mean = (xs, key) => xs.reduce((s, x) => s + x[key], 0) / xs.length;
  const ratio = mean(project, 'rps') / mean(baseline, 'rps');
  console.log(`  project ${Math.round(mean(project, 'rps'))} req/s (p99 ${Math.round(mean(project, 'p99'))} ms)`);
  console.log(`  bare    ${Math.round(mean(baseline, 'rps'))} req/s (p99 ${Math.round(mean(baseline, 'p99'))} ms)`);
  console.log(`  ratio   ${ratio.toFixed(2)} (goal >= 0.70)`);
}

async function main() {
  const admin = await mysql.createConnection(`${SERVER}/`);
  await admin.query(`CREATE DATABASE \`${DATABASE}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const app = startApp({ port: APP_PORT, databaseUrl: `${SERVER}/${DATABASE}` });
  const others = [];
  try {
    await waitFor(`${BASE}/api/health`, app);
    let apps = [{ name: 'this build', base: BASE }];
    if (BUILDS.length) {
      // The first server created and seeded the database; the others share it.
      apps = [];
      for (const [index, build] of BUILDS.entries()) {
        const port = APP_PORT + 10 + index;
        const child = startApp({
          port,
          databaseUrl: `${SERVER}/${DATABASE}`,
          main: path.join(build.root, 'backend', 'dist', 'main.js'),
          env: { FRONTEND_DIST: path.join(build.root, 'frontend', 'dist') },
        });
        others.push(child);
        // A busy machine may take a while to start a second server: up to 3 minutes.
        await waitFor(`http://127.0.0.1:${port}/api/health`, child, 180_000);
        apps.push({ name: build.name, base: `http://127.0.0.1:${port}` });
      }
    }
    if (process.env.BENCH_LIGHTHOUSE !== '0') await runLighthouse(apps);
    if (process.env.BENCH_THROUGHPUT !== '0') await runThroughput();
  } finally {
    for (const child of others) await stop(child);
    await stop(app);
    await admin.query(`DROP DATABASE IF EXISTS \`${DATABASE}\``);
    await admin.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
