#!/usr/bin/env node
/**
 * Benchmark of the dive window. Not a test: it prints numbers.
 *
 *   node bench/window.bench.js        (needs the built app: npm run build -w backend)
 *
 * The app fetches every site's forecast from the local Open-Meteo stub and stores it (through the
 * directory's outlook); then, from the stored forecasts read back out of the database, the compiled
 * window code judges every site as the answers do: the site page's work (tides from the nearest station
 * or the model, three days of slots) and the directory outlook's (a week of slots, tides only where a
 * slack offset needs them). Time per site, and the first call's cost (the tide database's loading).
 *
 * Needs MariaDB/MySQL (BENCH_DATABASE_SERVER, default mysql://root@127.0.0.1:3306). Run on an idle machine.
 */
'use strict';

const path = require('node:path');
const mysql = require('mysql2/promise');
const { ROOT, startApp, stop, waitFor } = require('./support/processes');
const { startOpenMeteoStub } = require('../scripts/open-meteo-stub');

const SERVER = (process.env.BENCH_DATABASE_SERVER || 'mysql://root@127.0.0.1:3306').replace(/\/$/, '');
const APP_PORT = Number(process.env.BENCH_APP_PORT || 3296);
const BASE = `http://127.0.0.1:${APP_PORT}`;
const ROUNDS = Number(process.env.BENCH_ROUNDS || 5);

const dist = (file) => require(path.join(ROOT, 'backend/dist/conditions', file));

function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  return `mean ${mean.toFixed(3)} ms, p50 ${at(0.5).toFixed(3)}, p99 ${at(0.99).toFixed(3)}, max ${sorted[sorted.length - 1].toFixed(3)}`;
}

async function storedForecasts(databaseUrl) {
  const db = await mysql.createConnection(databaseUrl);
  try {
    const [sites] = await db.query(
      'SELECT id, name, region, latitude, longitude, featured, slackOffsetMinutes, state, exposure_open_km, exposure_source FROM dive_sites',
    );
    const [rows] = await db.query("SELECT siteId, forecast FROM dive_site_forecasts WHERE status = 'ok' AND forecast IS NOT NULL");
    const byId = new Map(sites.map((s) => [s.id, s]));
    return rows.map((row) => {
      const s = byId.get(row.siteId);
      const place = {
        ...s,
        latitude: String(s.latitude),
        longitude: String(s.longitude),
        exposureOpenKm: s.exposure_open_km ? JSON.parse(s.exposure_open_km) : null,
        exposureSource: s.exposure_source,
      };
      return { place, forecast: JSON.parse(row.forecast) };
    });
  } finally {
    await db.end();
  }
}

async function main() {
  const stub = await startOpenMeteoStub();
  const admin = await mysql.createConnection(`${SERVER}/`);
  const name = `ddu_bench_window_${process.pid}`;
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const databaseUrl = `${SERVER}/${name}`;
  try {
    const app = startApp({
      port: APP_PORT,
      databaseUrl,
      env: { OPEN_METEO_MARINE_URL: stub.marineUrl, OPEN_METEO_FORECAST_URL: stub.forecastUrl, OPEN_METEO_REQUEST_WAIT_MS: '30000' },
    });
    try {
      await waitFor(`${BASE}/api/health`, app);
      // The outlook fetches and stores every stale site's forecast, in batches.
      for (let i = 0; i < 5; i += 1) {
        const outlook = await (await fetch(`${BASE}/api/dive-sites/conditions/outlook`)).json();
        if (outlook.status === 'ok') break;
        await new Promise((r) => setTimeout(r, 1000));
      }
    } finally {
      await stop(app);
    }
    const sites = await storedForecasts(databaseUrl);
    const { siteTides } = dist('site-tides.js');
    const { diveWindow } = dist('window-slots.js');
    const { opennessOf } = dist('site-openness.js');
    const { windowDays } = dist('window-outlook.js');
    const now = new Date();
    const page = ({ place, forecast }) => {
      const tides = siteTides(Number(place.latitude), Number(place.longitude), forecast, now, 3);
      return diveWindow(
        forecast,
        now,
        { openness: opennessOf(place), slackOffsetMinutes: place.slackOffsetMinutes, tideTurns: tides.turns },
        3,
      );
    };
    const firstStart = performance.now();
    page(sites[0]);
    const first = performance.now() - firstStart;

    const pageTimes = [];
    const outlookTimes = [];
    let slots = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const site of sites) {
        let start = performance.now();
        slots += page(site).slots.length;
        pageTimes.push(performance.now() - start);
        start = performance.now();
        windowDays(site.place, site.forecast, now, 7);
        outlookTimes.push(performance.now() - start);
      }
    }
    const withExposure = sites.filter((s) => s.place.exposureOpenKm).length;
    console.log(`${sites.length} sites with a stored forecast (${withExposure} with an exposure), ${ROUNDS} rounds`);
    console.log(`first call (loads the tide station database): ${first.toFixed(1)} ms`);
    console.log(`site page (tides + 3 days of slots, ${(slots / pageTimes.length).toFixed(1)} slots a site): ${stats(pageTimes)}`);
    console.log(`directory outlook (7 days of slots): ${stats(outlookTimes)}`);
    const total = outlookTimes.slice(-sites.length).reduce((s, v) => s + v, 0);
    console.log(`the whole outlook's windows, all sites: ${total.toFixed(1)} ms`);
    console.log(
      `heap used: ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB, rss ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`,
    );
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await admin.end();
    await stub.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
