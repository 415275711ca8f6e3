#!/usr/bin/env node
/**
 * Benchmark of live dive conditions. Not a test: it prints numbers.
 *
 *   node bench/conditions.bench.js        (needs the built app: npm run build)
 *
 * Open-Meteo is the local stub (scripts/open-meteo-stub) answering after 300 ms, as a distant API would.
 * 1. 200 concurrent requests for one cold site: how many upstream requests (goal: exactly one per API).
 * 2. Visitors opening dive-site pages, each page followed by its conditions request as the browser
 *    makes it: p99 of the page and of the conditions answer with a cold conditions cache (fresh
 *    database, nothing fetched) and then warm (goal: the page's cold p99 <= 1.2 x warm).
 * 3. Upstream requests in an hour for all 295 sites: every site asked for once, in a shuffled order,
 *    plus the directory's outlook; then the same after a restart with every forecast aged 61 minutes
 *    (the next hour). Goal: <= 15 an hour.
 *
 * Needs MariaDB/MySQL (BENCH_DATABASE_SERVER, default mysql://root@127.0.0.1:3306). Run on an idle machine.
 */
'use strict';

const mysql = require('mysql2/promise');
const { startApp, stop, waitFor } = require('./support/processes');
const { startOpenMeteoStub } = require('../scripts/open-meteo-stub');

const SERVER = (process.env.BENCH_DATABASE_SERVER || 'mysql://root@127.0.0.1:3306').replace(/\/$/, '');
const APP_PORT = Number(process.env.BENCH_APP_PORT || 3294);
const BASE = `http://127.0.0.1:${APP_PORT}`;
const LATENCY_MS = 300;
const VISITORS = Number(process.env.BENCH_CONNECTIONS || 20);
const DURATION_S = Number(process.env.BENCH_SECONDS || 10);

function p99(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? NaN;
}

async function timed(url) {
  const start = performance.now();
  // A kept-alive socket the server closed between two requests resets once: ask again.
  const get = () => fetch(url, { headers: { 'accept-encoding': 'br' } });
  const res = await get().catch(get);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - start;
}

/** A deterministic shuffle, so every run asks in the same order. */
function shuffled(ids) {
  const out = [...ids];
  let seed = 26;
  for (let i = out.length - 1; i > 0; i -= 1) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const j = seed % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** VISITORS at once for DURATION_S: each opens a dive-site page, then asks for its conditions. */
async function visit(ids) {
  const page = [];
  const conditions = [];
  const order = shuffled(ids);
  let next = 0;
  const end = Date.now() + DURATION_S * 1000;
  await Promise.all(
    Array.from({ length: VISITORS }, async () => {
      while (Date.now() < end) {
        const id = order[next++ % order.length];
        page.push(await timed(`${BASE}/dive-sites/${id}`));
        conditions.push(await timed(`${BASE}/api/dive-sites/${id}/conditions`));
      }
    }),
  );
  return { page: p99(page), conditions: p99(conditions), visits: page.length };
}

async function withApp(databaseUrl, stub, work) {
  const app = startApp({
    port: APP_PORT,
    databaseUrl,
    env: {
      OPEN_METEO_MARINE_URL: stub.marineUrl,
      OPEN_METEO_FORECAST_URL: stub.forecastUrl,
      // The bench decides what is fetched when; the background warm-up would blur the cold figures.
      OPEN_METEO_KEEP_WARM: 'false',
      PAGE_MISS_BUDGET: '100000',
    },
  });
  try {
    await waitFor(`${BASE}/api/health`, app);
    return await work();
  } finally {
    await stop(app);
  }
}

async function main() {
  const stub = await startOpenMeteoStub({ latencyMs: LATENCY_MS });
  const admin = await mysql.createConnection(`${SERVER}/`);
  const databases = [];
  const freshDatabase = async (name) => {
    const db = `ddu_bench_conditions_${name}_${process.pid}`;
    await admin.query(`CREATE DATABASE \`${db}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    databases.push(db);
    return `${SERVER}/${db}`;
  };
  try {
    console.log(`Open-Meteo stub answering after ${LATENCY_MS} ms\n`);

    await withApp(await freshDatabase('flight'), stub, async () => {
      stub.reset();
      const answers = await Promise.all(
        Array.from({ length: 200 }, () => fetch(`${BASE}/api/dive-sites/7/conditions`).then((r) => r.json())),
      );
      const ok = answers.filter((a) => a.status === 'ok').length;
      console.log(`1. 200 concurrent requests for one cold site: ${ok} answered with a forecast;`);
      console.log(`   upstream requests: marine ${stub.state.calls.marine}, forecast ${stub.state.calls.forecast} (goal: 1 each)\n`);
    });

    const visitsDb = await freshDatabase('visits');
    await withApp(visitsDb, stub, async () => {
      const ids = (await (await fetch(`${BASE}/api/dive-sites`)).json()).map((s) => s.id);
      // The pages themselves are rendered once first: only the conditions start cold.
      for (const id of ids) await timed(`${BASE}/dive-sites/${id}`);
      stub.reset();
      const cold = await visit(ids);
      const coldCalls = stub.totalCalls();
      const warm = await visit(ids);
      console.log(`2. ${VISITORS} visitors for ${DURATION_S} s each run, page then its conditions (p99, ms):`);
      console.log(
        `   cold conditions cache: page ${cold.page.toFixed(1)}, conditions ${cold.conditions.toFixed(1)} (${cold.visits} visits, ${coldCalls} upstream requests)`,
      );
      console.log(
        `   warm conditions cache: page ${warm.page.toFixed(1)}, conditions ${warm.conditions.toFixed(1)} (${warm.visits} visits)`,
      );
      console.log(`   page cold / warm: ${(cold.page / warm.page).toFixed(2)} (goal <= 1.2)\n`);
    });

    const hourDb = await freshDatabase('hour');
    const askEverySite = async () => {
      const ids = (await (await fetch(`${BASE}/api/dive-sites`)).json()).map((s) => s.id);
      for (const id of shuffled(ids)) await fetch(`${BASE}/api/dive-sites/${id}/conditions`).then((r) => r.arrayBuffer());
      await fetch(`${BASE}/api/dive-sites/conditions/outlook`).then((r) => r.arrayBuffer());
      return ids.length;
    };
    stub.reset();
    const count = await withApp(hourDb, stub, askEverySite);
    const firstHour = stub.totalCalls();
    const db = await mysql.createConnection(hourDb);
    await db.query('UPDATE dive_site_forecasts SET fetchedAt = fetchedAt - INTERVAL 61 MINUTE');
    await db.end();
    stub.reset();
    await withApp(hourDb, stub, askEverySite);
    console.log(`3. Every one of ${count} sites asked for once, plus the outlook (upstream requests, both APIs):`);
    console.log(
      `   first hour (nothing stored): ${firstHour}; next hour (restart, forecasts 61 min old): ${stub.totalCalls()} (goal <= 15)`,
    );
  } finally {
    for (const db of databases) await admin.query(`DROP DATABASE IF EXISTS \`${db}\``);
    await admin.end();
    await stub.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
