#!/usr/bin/env node
/**
 * Benchmark: the CPU one server render costs, per page type. Not a test: it prints numbers.
 *
 *   make build && node bench/render-cpu.bench.js        (part of `make bench-hostile`)
 *
 * Starts the built app (production) on a throwaway database for the page's API answers, then renders
 * pages in this process with the same server bundle the render thread loads. Each API answer is fetched
 * once and then served from memory, so the figures are the render alone: React, MUI/emotion, the
 * router and the head — what the render thread spends per never-seen page. CPU time (user + system,
 * process.cpuUsage) moves far less than wall time when other work shares the cores; both are printed.
 * Goal: p50 CPU <= 25 ms for every page type.
 *
 * BENCH_BASELINE=<another checkout> renders that checkout's frontend/dist-server bundle too, page by
 * page in turn with this one's (same process, same API answers), and prints after/before ratios: the
 * noise of a shared machine falls on both alike.
 */
'use strict';

// The render thread runs React's production build; so does this bench.
process.env.NODE_ENV = 'production';

const path = require('node:path');
const mysql = require('mysql2/promise');

const ROOT = path.resolve(path.join(__dirname, '..'));
const BASELINE = process.env.BENCH_BASELINE ? path.resolve(process.env.BENCH_BASELINE) : null;
const { startApp, stopAll, waitFor } = require('./support/processes.js');
const SERVER = (process.env.BENCH_DATABASE_SERVER || 'mysql://root@127.0.0.1:3306').replace(/\/$/, '');
const DATABASE = `ddu_bench_render_${process.pid}`;
const PORT = Number(process.env.BENCH_APP_PORT || 3294);
const RUNS = Number(process.env.BENCH_RUNS || 20);
const GOAL_MS = 25;

const pct = (list, q) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN;
};
const rand = () => Math.random().toString(36).slice(2, 10);

/** What the render thread hands the page bundle (an older build without it: a plain Response). */
function textResponseClass(root) {
  try {
    return require(path.join(root, 'backend', 'dist', 'pages', 'render', 'text-response.js')).TextResponse;
  } catch {
    return Response;
  }
}

/** API answers fetched once from the app, then replayed from memory as the render thread replays them. */
function memoTransport(origin, AnswerResponse) {
  const answers = new Map();
  return async (url, init) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    if (!answers.has(key)) {
      const res = await fetch(new URL(url, origin), { method: init?.method, headers: init?.headers, body: init?.body });
      answers.set(key, { status: res.status, headers: [...res.headers], body: await res.text() });
    }
    const a = answers.get(key);
    return new AnswerResponse(a.body, { status: a.status, headers: a.headers });
  };
}

/** CPU and wall time of rendering each address, with each bundle in turn. */
async function measure(bundles, urls) {
  const times = bundles.map(() => ({ cpu: [], wall: [] }));
  for (const [n, url] of urls.entries()) {
    // Each bundle goes first every other time, so neither pays the other's garbage more often.
    const order = n % 2 ? [...bundles.keys()].reverse() : [...bundles.keys()];
    for (const i of order) {
      const bundle = bundles[i];
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      await bundle.renderPage(url);
      const t1 = performance.now();
      const c = process.cpuUsage(c0);
      times[i].cpu.push((c.user + c.system) / 1000);
      times[i].wall.push(t1 - t0);
    }
  }
  return times;
}

function loadBundle(root, origin) {
  const bundle = require(path.join(root, 'frontend', 'dist-server', 'entry-server.cjs'));
  bundle.configureServerRendering({ origin, transport: memoTransport(origin, textResponseClass(root)) });
  return bundle;
}

async function main() {
  const admin = await mysql.createConnection(`${SERVER}/`);
  await admin.query(`CREATE DATABASE \`${DATABASE}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  try {
    const origin = `http://127.0.0.1:${PORT}`;
    const app = startApp({ port: PORT, databaseUrl: `${SERVER}/${DATABASE}`, env: { LOG_LEVEL: 'warn' } });
    await waitFor(`${origin}/api/health`, app, 90_000);
    const list = async (apiPath, key) => (await (await fetch(`${origin}${apiPath}`)).json()).map((item) => item[key]);
    const articles = await list('/api/articles', 'slug');
    const reviews = await list('/api/reviews/published', 'slug');
    const sites = await list('/api/dive-sites', 'id');
    const products = await list('/api/products', 'id');

    const bundles = [loadBundle(ROOT, origin), ...(BASELINE ? [loadBundle(BASELINE, origin)] : [])];
    const pick = (items, make) => Array.from({ length: RUNS }, (_, i) => make(items[i % items.length], i));
    const all = [
      ['home', pick([0], () => `/?utm_source=${rand()}`)],
      ['/dive-sites?q=…', pick([0], (_, i) => `/dive-sites?q=r${i}${rand()}`)],
      ['/shop?q=…', pick([0], (_, i) => `/shop?q=r${i}${rand()}`)],
      ['/gear-reviews', pick([0], () => `/gear-reviews`)],
      ['/blog', pick([0], () => `/blog`)],
      ['an article', pick(articles, (s) => `/blog/${s}`)],
      ['a review', pick(reviews, (s) => `/gear-reviews/${s}`)],
      ['a dive site', pick(sites, (id) => `/dive-sites/${id}`)],
      ['a product', pick(products, (id) => `/shop/${id}`)],
      ['404 (unknown slug)', pick([0], () => `/blog/no-such-${rand()}`)],
    ];
    // BENCH_ONLY=dive-sites renders only the page types whose name contains it (e.g. under --cpu-prof).
    const types = all.filter(([name]) => !process.env.BENCH_ONLY || name.includes(process.env.BENCH_ONLY));
    // Warm up: every API answer fetched once, every lazy route loaded, the JIT settled.
    for (const [, urls] of types) await measure(bundles, urls.slice(0, 3));
    for (const [, urls] of types) await measure(bundles, urls);

    const f = (n) => `${n.toFixed(1)} ms`.padStart(9);
    console.log(`\nServer render per page, ${RUNS} each, in-process: ${ROOT}${BASELINE ? ` against ${BASELINE} in turn` : ''}`);
    console.log(
      `  ${'page'.padEnd(20)} ${'CPU p50'.padStart(9)} ${'CPU p95'.padStart(9)} ${'wall p50'.padStart(9)}` +
        (BASELINE ? ` ${'before p50'.padStart(10)} ${'ratio'.padStart(6)}` : '') +
        `   goal CPU p50 <= ${GOAL_MS} ms`,
    );
    for (const [name, urls] of types) {
      const [now, before] = await measure(bundles, urls);
      const met = pct(now.cpu, 0.5) <= GOAL_MS ? 'met' : 'NOT MET';
      const versus = before
        ? ` ${f(pct(before.cpu, 0.5)).padStart(10)} ${(pct(now.cpu, 0.5) / pct(before.cpu, 0.5)).toFixed(2).padStart(6)}`
        : '';
      console.log(`  ${name.padEnd(20)} ${f(pct(now.cpu, 0.5))} ${f(pct(now.cpu, 0.95))} ${f(pct(now.wall, 0.5))}${versus}   ${met}`);
    }
  } finally {
    await stopAll();
    await admin.query(`DROP DATABASE IF EXISTS \`${DATABASE}\``);
    await admin.end();
  }
}

main().catch(async (error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  await stopAll();
  process.exitCode = 1;
});
