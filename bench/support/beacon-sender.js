#!/usr/bin/env node
/**
 * The analytics bench's beacon load, in a process of its own so that it does not share an event
 * loop (or, pinned, a processor) with the reads it is measured against. Sends `rate` posts a second,
 * `amount` in all, each from the next of `addresses` client addresses (X-Forwarded-For), as
 * sendBeacon sends them, and prints one JSON line: the autocannon summary and its own CPU time.
 *
 *   node bench/support/beacon-sender.js '{"url":"http://127.0.0.1:3296","rate":1000,"amount":30000,"addresses":5000}'
 */
'use strict';

const autocannon = require('autocannon');

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const PAGES = ['/', '/shop', '/blog', '/gear-reviews', '/dive-sites', '/learn-to-dive', '/about', '/search'];

const { url, rate, amount, addresses, first = 0 } = JSON.parse(process.argv[2]);
// Bodies and headers made before the clock starts: the sender's own work stays small and even.
const posts = PAGES.map((path) => JSON.stringify({ kind: 'view', path, utmSource: 'bench' }));
let n = first;

const started = Date.now();
const cpu = process.cpuUsage();
autocannon(
  {
    url: `${url}/api/analytics/events`,
    method: 'POST',
    connections: 50,
    overallRate: rate,
    // A fixed number, every answer awaited: a run cut off by a duration leaves posts in flight that the
    // server stores but the counter never sees.
    amount,
    requests: [
      {
        setupRequest: (request) => {
          n += 1;
          const address = `10.${(n % addresses) >> 8}.${(n % addresses) & 255}.7`;
          return {
            ...request,
            headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': PHONE, 'x-forwarded-for': address },
            body: posts[n % posts.length],
          };
        },
      },
    ],
  },
  (error, result) => {
    if (error) {
      console.error(error);
      process.exit(1);
    }
    const used = process.cpuUsage(cpu);
    console.log(
      JSON.stringify({
        seconds: (Date.now() - started) / 1000,
        cpuSeconds: (used.user + used.system) / 1e6,
        total: result.requests.total,
        accepted: result['2xx'],
        other: result.non2xx,
        errors: result.errors,
        p50: result.latency.p50,
        p99: result.latency.p99,
      }),
    );
  },
);
