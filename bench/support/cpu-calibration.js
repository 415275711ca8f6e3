'use strict';
/**
 * A 4x CPU slowdown means a different phone on each machine: this machine kind has measured
 * Lighthouse benchmark indexes from about 1,100 to 3,900. BENCH_CPU_INDEX=<index> makes the
 * benches slow the browser as much as it takes to act like a machine of that index slowed 4x, so
 * figures from a fast machine are not flattered: rate = 4 x (this machine's index / BENCH_CPU_INDEX).
 * The figures were taken at indexes of 1,130-1,680 (use 1400 to compare with them).
 */
const { chromium } = require('playwright-core');

const DEFAULT_SLOWDOWN = 4;

/** Lighthouse 12.8.2's own benchmark (core/lib/page-functions.js, computeBenchmarkIndex), run in the page. */
function computeBenchmarkIndex() {
  function benchmarkIndexGC() {
    const start = Date.now();
    let iterations = 0;
    while (Date.now() - start < 500) {
      let s = '';
      for (let j = 0; j < 10000; j++) s += 'a';
      if (s.length === 1) throw new Error('never: keeps the loop from being optimised away');
      iterations++;
    }
    return Math.round(iterations / 10 / ((Date.now() - start) / 1000));
  }
  function benchmarkIndexNoGC() {
    const arrA = [];
    const arrB = [];
    for (let i = 0; i < 100000; i++) arrA[i] = arrB[i] = i;
    const start = Date.now();
    let iterations = 0;
    while (iterations % 10 !== 0 || Date.now() - start < 500) {
      const src = iterations % 2 === 0 ? arrA : arrB;
      const tgt = iterations % 2 === 0 ? arrB : arrA;
      for (let j = 0; j < src.length; j++) tgt[j] = src[j];
      iterations++;
    }
    return Math.round(iterations / 10 / ((Date.now() - start) / 1000));
  }
  return (benchmarkIndexGC() + benchmarkIndexNoGC()) / 2;
}

/** This machine's index now, in Debian's Chromium, unthrottled (the median of three). */
async function measureCpuIndex(executablePath = '/usr/bin/chromium') {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--headless=new'] });
  try {
    const page = await browser.newPage();
    const runs = [];
    for (let i = 0; i < 3; i += 1) runs.push(await page.evaluate(computeBenchmarkIndex));
    runs.sort((a, b) => a - b);
    return runs[1];
  } finally {
    await browser.close();
  }
}

/**
 * The CPU slowdown to use: 4, or with BENCH_CPU_INDEX set, 4 scaled by this machine's index against
 * it (never below 1). Returns the rate, the index measured and the target, for the bench to print.
 * BENCH_CPU_SLOWDOWN sets the rate itself: for comparing runs, whose measured index varies by a fifth.
 */
async function cpuSlowdown(env = process.env) {
  const fixed = Number(env.BENCH_CPU_SLOWDOWN || 0);
  if (fixed) return { rate: fixed, index: null, target: null };
  const target = Number(env.BENCH_CPU_INDEX || 0);
  if (!target) return { rate: DEFAULT_SLOWDOWN, index: null, target: null };
  const index = await measureCpuIndex(env.BENCH_CHROMIUM || '/usr/bin/chromium');
  const rate = Math.max(1, Math.round(DEFAULT_SLOWDOWN * (index / target) * 10) / 10);
  return { rate, index, target };
}

function describeSlowdown({ rate, index, target }) {
  return index === null
    ? `CPU ${rate}x slower`
    : `CPU ${rate}x slower (this machine's index ${Math.round(index)}, slowed to act like index ${target} at 4x)`;
}

module.exports = { cpuSlowdown, describeSlowdown, measureCpuIndex, DEFAULT_SLOWDOWN };
