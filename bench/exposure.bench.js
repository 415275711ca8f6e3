#!/usr/bin/env node
/**
 * Benchmark of the exposure computation. Not a test: it prints numbers.
 *
 *   node bench/exposure.bench.js        (needs the built backend: npm run build -w backend)
 *
 * Loads the Natural Earth 1:10m land (world-atlas), keeps the polygons near the seeded dive sites,
 * indexes their coastline and marches the 16 bearings from every site, as the seed and
 * `npm run exposure -w backend` do (without the database writes). Each run is a fresh process, so the
 * load and the peak memory (maxRSS) are those of a cold start. Prints the median of BENCH_RUNS runs.
 */
'use strict';

const { execFileSync } = require('node:child_process');
const path = require('node:path');

const RUNS = Number(process.env.BENCH_RUNS || 5);
const dist = path.join(__dirname, '..', 'backend', 'dist');

function once() {
  const { readSeedCsv } = require(path.join(dist, 'seed', 'dive-site-csv.js'));
  const { loadNaturalEarthLand } = require(path.join(dist, 'dive-sites', 'exposure', 'natural-earth-land.js'));
  const { LandIndex, openKmAt } = require(path.join(dist, 'dive-sites', 'exposure', 'land-march.js'));
  const sites = readSeedCsv().map((r) => ({ lat: Number(r.latitude), lon: Number(r.longitude) }));
  const t0 = performance.now();
  const polygons = loadNaturalEarthLand(sites);
  const t1 = performance.now();
  const land = new LandIndex(polygons);
  const t2 = performance.now();
  let openDirections = 0;
  for (const site of sites) openDirections += openKmAt(land, site.lat, site.lon).filter((km) => km >= 25).length;
  const t3 = performance.now();
  const result = {
    sites: sites.length,
    polygons: polygons.length,
    segments: land.segmentCount,
    loadMs: t1 - t0,
    indexMs: t2 - t1,
    marchMs: t3 - t2,
    totalMs: t3 - t0,
    maxRssMb: process.resourceUsage().maxRSS / 1024,
    openDirections,
  };
  process.stdout.write(JSON.stringify(result));
}

if (process.argv[2] === '--once') {
  once();
} else {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    runs.push(JSON.parse(execFileSync(process.execPath, [__filename, '--once'], { encoding: 'utf8' })));
  }
  const median = (key) => runs.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
  const { sites, polygons, segments, openDirections } = runs[0];
  console.log(
    `Exposure of ${sites} dive sites from ${polygons} land polygons (${segments} coastline segments), median of ${RUNS} cold runs:`,
  );
  console.log(`  load Natural Earth land   ${median('loadMs').toFixed(0)} ms`);
  console.log(`  index the coastline       ${median('indexMs').toFixed(0)} ms`);
  console.log(`  march 16 bearings         ${median('marchMs').toFixed(0)} ms (${(median('marchMs') / sites).toFixed(2)} ms a site)`);
  console.log(`  total                     ${median('totalMs').toFixed(0)} ms`);
  console.log(`  peak memory (maxRSS)      ${median('maxRssMb').toFixed(0)} MB`);
  console.log(`  open directions (>= 25 km) over all sites: ${openDirections}`);
}
