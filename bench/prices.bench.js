#!/usr/bin/env node
/**
 * Benchmark: one price run over 200 offers against local stub sellers (10 seller hosts on the loopback
 * address, 20 offers each, every page a schema.org Product in JSON-LD answered after BENCH_SELLER_MS).
 * Prints the run's time, the app's memory, the most requests one seller host had at once (the
 * politeness limit, PRICE_CHECK_PER_HOST) and GET /api/products per second while the run goes, as a
 * ratio of the same load idle. Not a test: it prints numbers (docs/offers.md keeps them).
 *
 *   npm run build -w backend && node bench/prices.bench.js
 *
 * Needs MariaDB/MySQL (BENCH_DATABASE_SERVER, default mysql://root@127.0.0.1:3306) and the built
 * backend. The app runs in development mode (the stub sellers are on the loopback address, which only
 * ALLOW_PRIVATE_LINK_TARGETS permits) with the daily run due 30 s after start.
 */
'use strict';

const fs = require('node:fs');
const http = require('node:http');
const autocannon = require('autocannon');
const mysql = require('mysql2/promise');
const processes = require('./support/processes');

const SERVER = (process.env.BENCH_DATABASE_SERVER || 'mysql://root@127.0.0.1:3306').replace(/\/$/, '');
const DATABASE = `ddu_bench_prices_${process.pid}`;
const APP_PORT = Number(process.env.BENCH_APP_PORT || 3296);
const HOSTS = 10;
const OFFERS = 200;
const SELLER_MS = Number(process.env.BENCH_SELLER_MS || 150);
const PER_HOST = Number(process.env.PRICE_CHECK_PER_HOST || 2);
const CONCURRENCY = Number(process.env.LINK_CHECK_CONCURRENCY || 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20);
const IDLE_SECONDS = Number(process.env.BENCH_SECONDS || 5);

/** One stub seller: product pages with a price in JSON-LD; counts requests in flight. */
function startSeller(index) {
  const state = { inFlight: 0, most: 0, requests: 0 };
  const server = http.createServer((req, res) => {
    state.inFlight += 1;
    state.requests += 1;
    state.most = Math.max(state.most, state.inFlight);
    res.on('close', () => (state.inFlight -= 1));
    const n = Number(/\/p\/(\d+)/.exec(req.url ?? '')?.[1] ?? 0);
    const price = (400 + ((n * 7 + index) % 100)).toFixed(2);
    const body = `<!doctype html><html><head><title>Product ${n}</title><script type="application/ld+json">${JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: `Product ${n}`,
      offers: { '@type': 'Offer', price, priceCurrency: 'AUD', availability: 'https://schema.org/InStock' },
    })}</script></head><body>${'<p>Reef-safe gear for every diver.</p>'.repeat(200)}</body></html>`;
    setTimeout(() => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body), SELLER_MS);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, state, base: `http://127.0.0.1:${server.address().port}` })),
  );
}

function load(url, seconds) {
  return new Promise((resolve, reject) =>
    autocannon({ url, connections: CONNECTIONS, duration: seconds }, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

function rssMb(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
  } catch {
    return NaN;
  }
}

async function main() {
  const admin = await mysql.createConnection(`${SERVER}/`);
  await admin.query(`CREATE DATABASE \`${DATABASE}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const sellers = await Promise.all(Array.from({ length: HOSTS }, (_, i) => startSeller(i)));
  let app;
  try {
    app = processes.startApp({
      port: APP_PORT,
      databaseUrl: `${SERVER}/${DATABASE}`,
      env: {
        NODE_ENV: 'development',
        ALLOW_PRIVATE_LINK_TARGETS: 'true',
        LINK_CHECK_INTERVAL_HOURS: '1',
        LOG_LEVEL: 'warn',
        PRICE_CHECK_PER_HOST: String(PER_HOST),
        LINK_CHECK_CONCURRENCY: String(CONCURRENCY),
      },
    });
    const started = Date.now();
    await processes.waitFor(`http://127.0.0.1:${APP_PORT}/api/health/live`, app);
    const db = await mysql.createConnection(`${SERVER}/${DATABASE}`);
    // Every seller link points at the stubs: nothing leaves this machine.
    await db.query('UPDATE products SET affiliateLink = ?', [`${sellers[0].base}/p/0`]);
    await db.query('UPDATE reviews SET purchaseLink = ?', [`${sellers[0].base}/p/0`]);
    await db.query('DELETE FROM product_offers');
    const [products] = await db.query('SELECT id FROM products ORDER BY id');
    const rows = Array.from({ length: OFFERS }, (_, i) => [
      products[i % products.length].id,
      `Seller ${i % HOSTS}`,
      `${sellers[i % HOSTS].base}/p/${i}`,
      '499.00',
    ]);
    await db.query(
      'INSERT INTO product_offers (productId, sellerName, affiliateUrl, price, currency, inStock, checkedAt) VALUES ' +
        rows.map(() => "(?, ?, ?, ?, 'AUD', 1, UTC_TIMESTAMP())").join(', '),
      rows.flat(),
    );

    const url = `http://127.0.0.1:${APP_PORT}/api/products`;
    await load(url, 1);
    const idle = await load(url, IDLE_SECONDS);
    const idleRss = rssMb(app.pid);

    // The daily run starts 30 s after start; wait for its first request to a seller.
    const firstRequest = () => sellers.reduce((n, s) => n + s.state.requests, 0) > 0;
    while (!firstRequest()) {
      if (Date.now() - started > 90_000) throw new Error('The price run did not start within 90 s');
      await new Promise((r) => setTimeout(r, 50));
    }
    const runStart = Date.now();
    let peakRss = idleRss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(app.pid))), 100);
    let done = false;
    const during = [];
    const loadWhileRunning = (async () => {
      while (!done) during.push(await load(url, 2));
    })();
    let readings = 0;
    while (readings < OFFERS) {
      if (Date.now() - runStart > 60_000)
        throw new Error(`Only ${readings} of ${OFFERS} prices read in 60 s:\n${app.output().slice(-3000)}`);
      await new Promise((r) => setTimeout(r, 100));
      const [[row]] = await db.query("SELECT COUNT(*) AS n FROM product_offer_prices WHERE source = 'page'");
      readings = Number(row.n);
    }
    const runSeconds = (Date.now() - runStart) / 1000;
    done = true;
    await loadWhileRunning;
    clearInterval(sampler);
    const [[flags]] = await db.query("SELECT COUNT(*) AS n FROM product_offer_prices WHERE source = 'page' AND flag <> ''");
    await db.end();

    const duringRps = during.reduce((n, r) => n + r.requests.total, 0) / during.reduce((n, r) => n + r.duration, 0);
    const duringP99 = Math.max(...during.map((r) => r.latency.p99));
    console.log(`Price run: ${OFFERS} offers on ${HOSTS} seller hosts, each page answered after ${SELLER_MS} ms`);
    console.log(`  LINK_CHECK_CONCURRENCY ${CONCURRENCY}, PRICE_CHECK_PER_HOST ${PER_HOST}`);
    console.log(`  run time (link checks of the products and reviews, then the prices): ${runSeconds.toFixed(1)} s`);
    console.log(`  readings stored: ${readings} (${flags.n} flagged)`);
    console.log(`  most requests at once on one seller host: ${Math.max(...sellers.map((s) => s.state.most))}`);
    console.log(`  app memory (RSS): idle ${idleRss.toFixed(0)} MB, peak during the run ${peakRss.toFixed(0)} MB`);
    console.log(
      `  GET /api/products (${CONNECTIONS} connections): idle ${idle.requests.average.toFixed(0)} req/s p99 ${idle.latency.p99} ms; ` +
        `during the run ${duringRps.toFixed(0)} req/s p99 ${duringP99} ms; ratio ${(duringRps / idle.requests.average).toFixed(2)}`,
    );
  } finally {
    if (app) await processes.stop(app);
    for (const seller of sellers) {
      seller.server.closeAllConnections();
      seller.server.close();
    }
    await admin.query(`DROP DATABASE IF EXISTS \`${DATABASE}\``);
    await admin.end();
  }
}

main().catch((error) => {
  console.error(error);
  processes.stopAll();
  process.exit(1);
});
