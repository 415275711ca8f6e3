#!/usr/bin/env node
/**
 * Where a page's long tasks go. Not a test and not a benchmark with a goal: a profiling aid that prints
 * each task over 50 ms while a page loads and comes alive, on a phone's screen at a CPU slowdown, with
 * the JavaScript that ran inside it, mapped through the build's source maps to the source file (or the
 * package, or the function).
 *
 *   node bench/long-tasks.js http://127.0.0.1:3000/dive-sites
 *   BENCH_CPU_SLOWDOWN=7.9 BENCH_BY=function BENCH_LOADS=3 node bench/long-tasks.js <url>
 *
 * The page must be served by a production build whose source maps are in FRONTEND_DIST (default
 * frontend/dist, as `make start` builds it). BENCH_CPU_SLOWDOWN defaults to 4 (Lighthouse's mobile
 * preset; 7.9 acts like a machine of index 1,400 on one of index 2,750). BENCH_BY is file (default),
 * package or function. Lighthouse counts the tasks after the first paint; so does the total printed.
 * BENCH_TAP="Open search" taps the button of that name BENCH_TAP_AFTER ms (default 500) after the load
 * event, as a visitor does while the page is still coming alive: the tasks that answer the tap show too.
 */
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { chromium } = require('playwright-core');
const { TraceMap, originalPositionFor } = require('@jridgewell/trace-mapping');

const url = process.argv[2];
if (!url) {
  console.error('Usage: node bench/long-tasks.js <url of a page served by a production build>');
  process.exit(2);
}
const SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN || 4);
const BY = process.env.BENCH_BY || 'file';
const LOADS = Number(process.env.BENCH_LOADS || 1);
const TOP = Number(process.env.BENCH_TOP || 8);
const DIST = path.resolve(process.env.FRONTEND_DIST || path.join(__dirname, '..', 'frontend', 'dist'));
const LONG_US = 50_000;
const TAP = process.env.BENCH_TAP || '';
const TAP_AFTER = Number(process.env.BENCH_TAP_AFTER || 500);

const maps = new Map();
function sourceMap(scriptUrl) {
  const asset = scriptUrl.split('/assets/')[1];
  if (!asset) return null;
  const file = path.join(DIST, 'assets', `${asset.split('?')[0]}.map`);
  if (!maps.has(file)) maps.set(file, fs.existsSync(file) ? new TraceMap(fs.readFileSync(file, 'utf8')) : null);
  return maps.get(file);
}

/** A sampled frame, named by where its code came from. */
function nameOf(frame) {
  const map = sourceMap(frame.url);
  if (!map) return frame.url ? `${frame.url.split('/').pop()} ${frame.functionName}` : frame.functionName || '(native)';
  const position = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!position.source) return `${frame.url.split('/').pop()} (bundle's own code)`;
  const source = position.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
  if (BY === 'function') return `${source} ${position.name || frame.functionName}`;
  if (BY === 'package') {
    const parts = source.split('/');
    return source.startsWith('src/') ? parts.slice(0, 3).join('/') : parts.slice(0, source.startsWith('@') ? 2 : 1).join('/');
  }
  return source;
}

async function load(browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  if (TAP) await tap(cdp, TAP);
  // The site marks <html data-hydrated> once every part of the page is live. Asked through the protocol:
  // Playwright's own waiting would run its injected script in the page, a long task of its own.
  for (let waited = 0; waited < 60_000; waited += 250) {
    const { result } = await cdp.send('Runtime.evaluate', { expression: "document.documentElement.dataset.hydrated === 'true'" });
    if (result.value === true) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const { profile } = await cdp.send('Profiler.stop');
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await context.close();
  return { profile, events };
}

/** A touch on the button named `name`, sent through the protocol: no script of Playwright's runs in the page. */
async function tap(cdp, name) {
  await new Promise((resolve) => setTimeout(resolve, TAP_AFTER));
  const expression = `(() => {
    const button = [...document.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === ${JSON.stringify(name)} || b.textContent.trim() === ${JSON.stringify(name)});
    if (!button) return null;
    const box = button.getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  })()`;
  const { result } = await cdp.send('Runtime.evaluate', { expression, returnByValue: true });
  if (!result.value) throw new Error(`No button named "${name}" on the page`);
  const point = { x: result.value.x, y: result.value.y };
  console.log(`  (tapped "${name}" ${TAP_AFTER} ms after the load event)`);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

function report({ profile, events }, n) {
  const renderer = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const main = events.filter((e) => renderer.has(`${e.pid}:${e.tid}`));
  const complete = main.filter((e) => e.ph === 'X');
  const start = Math.min(...complete.map((e) => e.ts));
  const fcp = main.find((e) => e.name === 'firstContentfulPaint');
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const samples = [];
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i += 1) {
    at += profile.timeDeltas[i];
    samples.push({ at, frame: nodes.get(profile.samples[i]).callFrame });
  }
  const ms = (us) => (us / 1000).toFixed(0);
  console.log(`\nLoad ${n}: ${url}, CPU ${SLOWDOWN}x slower${fcp ? `, first paint at ${ms(fcp.ts - start)} ms` : ''}`);
  let blocking = 0;
  for (const task of complete.filter((e) => e.name === 'RunTask' && e.dur > LONG_US).sort((a, b) => a.ts - b.ts)) {
    const end = task.ts + task.dur;
    if (fcp && task.ts >= fcp.ts) blocking += task.dur - LONG_US;
    const inside = samples.filter((sample) => sample.at >= task.ts && sample.at <= end);
    const bySource = new Map();
    inside.forEach((sample, i) => {
      const name = nameOf(sample.frame);
      bySource.set(name, (bySource.get(name) ?? 0) + ((inside[i + 1]?.at ?? end) - sample.at));
    });
    const kinds = [
      ...new Set(complete.filter((e) => e.ts >= task.ts && e.ts + e.dur <= end && e.name !== 'RunTask' && e.dur > 3000).map((e) => e.name)),
    ];
    console.log(`  at ${ms(task.ts - start)} ms, ${ms(task.dur)} ms${kinds.length ? ` [${kinds.slice(0, 5).join(', ')}]` : ''}`);
    [...bySource]
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP)
      .filter(([, us]) => us >= 1000)
      .forEach(([name, us]) => console.log(`    ${ms(us).padStart(5)} ms  ${name}`));
  }
  console.log(`  time over 50 ms in tasks after the first paint: ${ms(blocking)} ms (observed, not Lighthouse's simulation)`);
}

(async () => {
  const browser = await chromium.launch({
    executablePath: process.env.BENCH_CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    for (let n = 1; n <= LOADS; n += 1) report(await load(browser), n);
  } finally {
    await browser.close();
  }
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
