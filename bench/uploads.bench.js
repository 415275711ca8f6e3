#!/usr/bin/env node
/**
 * Benchmark: photo uploads. Not a test: it prints numbers.
 *
 *   npm run build -w backend && node bench/uploads.bench.js
 *
 * Starts the built backend (production mode, loopback) on a throwaway database and media folder,
 * makes a 12-megapixel (4000 × 3000) JPEG like a phone's, uploads it through the API and prints:
 * the time until every variant is stored (the answer comes only then), the original's bytes against
 * the variant a 390-px-wide phone downloads (480 px at 1x, 960 at 2x, 1600 at 3x; AVIF and JPEG),
 * and the server's peak memory (VmHWM, VmRSS sampled every 20 ms) during 5 parallel uploads.
 * Goals: ready <= 3 s; the phone's variant <= 10 % of the original; memory bounded.
 *
 * Needs MariaDB/MySQL (BENCH_DATABASE_SERVER, default mysql://root@127.0.0.1:3306).
 */
'use strict';

const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const mysql = require('mysql2/promise');
const sharp = require('sharp');

const ROOT = path.resolve(__dirname, '..');
const SERVER = (process.env.BENCH_DATABASE_SERVER || 'mysql://root@127.0.0.1:3306').replace(/\/$/, '');
const DATABASE = `ddu_bench_uploads_${process.pid}`;
const PORT = Number(process.env.BENCH_APP_PORT || 3293);
const PASSWORD = `bench-${process.pid}-Reef-Shark-Lagoon`;
const BASE = `http://127.0.0.1:${PORT}`;
const PARALLEL = 5;

/** A 4000 × 3000 photo-like JPEG: smooth gradients plus grain, at a phone camera's quality. */
async function phonePhoto(seed) {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  let noise = seed * 2654435761;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      noise = (noise * 1103515245 + 12345) >>> 0;
      const grain = (noise >>> 24) % 24;
      const i = (y * width + x) * 3;
      pixels[i] = ((x / width) * 200 + grain) & 255;
      pixels[i + 1] = (90 + Math.sin(x / 180 + seed) * 50 + grain) & 255;
      pixels[i + 2] = ((y / height) * 220 + grain) & 255;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

function memory(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)[1]);
  return { rss: kb('VmRSS') * 1024, hwm: kb('VmHWM') * 1024 };
}

async function withDatabase(action) {
  const connection = await mysql.createConnection(`${SERVER}/`);
  await connection.query(action);
  await connection.end();
}

async function upload(cookie, buffer, name) {
  const form = new FormData();
  form.append('altText', 'Benchmark photo');
  form.append('file', new Blob([buffer], { type: 'image/jpeg' }), name);
  const started = performance.now();
  const res = await fetch(`${BASE}/api/admin/media`, { method: 'POST', body: form, headers: { cookie } });
  const body = await res.json();
  if (res.status !== 201) throw new Error(`Upload answered ${res.status}: ${JSON.stringify(body)}`);
  return { ms: performance.now() - started, item: body };
}

async function main() {
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ddu-bench-media-'));
  await withDatabase(`CREATE DATABASE \`${DATABASE}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const app = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      PUBLIC_URL: BASE,
      DATABASE_URL: `${SERVER}/${DATABASE}`,
      ADMIN_PASSWORD: PASSWORD,
      MEDIA_DIR: mediaDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (let i = 0; ; i++) {
      if (i > 120) throw new Error('The server did not start.');
      try {
        if ((await fetch(`${BASE}/api/health`)).ok) break;
      } catch {
        // Not listening yet: try again.
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    const login = await fetch(`${BASE}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: PASSWORD }),
    });
    const cookie = login.headers.get('set-cookie').split(';')[0];

    const photos = await Promise.all(Array.from({ length: PARALLEL + 1 }, (_, i) => phonePhoto(i + 1)));
    const original = photos[0];
    console.log(`Original: 4000 × 3000 JPEG, ${(original.length / 1024 / 1024).toFixed(2)} MB`);

    const single = await upload(cookie, original, 'single.jpg');
    console.log(`One upload, all ${single.item.widths.length * 3} variants stored: ${(single.ms / 1000).toFixed(2)} s (goal <= 3 s)`);

    const folder = single.item.url.replace(/\/\d+\.jpg$/, '');
    for (const [dpr, width] of [
      [1, 480],
      [2, 960],
      [3, 1600],
    ]) {
      const sizes = {};
      for (const format of ['avif', 'webp', 'jpg']) {
        const res = await fetch(`${BASE}${folder}/${width}.${format}`);
        sizes[format] = (await res.arrayBuffer()).byteLength;
      }
      const ratio = (bytes) => `${((bytes / original.length) * 100).toFixed(1)} %`;
      console.log(
        `390-px phone at ${dpr}x gets ${width}w: AVIF ${(sizes.avif / 1024).toFixed(0)} KB (${ratio(sizes.avif)}), ` +
          `WebP ${(sizes.webp / 1024).toFixed(0)} KB (${ratio(sizes.webp)}), JPEG ${(sizes.jpg / 1024).toFixed(0)} KB (${ratio(sizes.jpg)}) of the original`,
      );
    }

    const before = memory(app.pid);
    let peak = before.rss;
    const sampler = setInterval(() => {
      peak = Math.max(peak, memory(app.pid).rss);
    }, 20);
    const started = performance.now();
    const parallel = await Promise.all(photos.slice(1).map((photo, i) => upload(cookie, photo, `parallel-${i}.jpg`)));
    clearInterval(sampler);
    const after = memory(app.pid);
    const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
    console.log(
      `${PARALLEL} parallel uploads: all done in ${((performance.now() - started) / 1000).toFixed(2)} s ` +
        `(each ${parallel.map((p) => (p.ms / 1000).toFixed(1)).join(', ')} s); server RSS before ${mb(before.rss)}, ` +
        `peak ${mb(Math.max(peak, after.hwm))} (+${mb(Math.max(peak, after.hwm) - before.rss)}), after ${mb(after.rss)}`,
    );
  } finally {
    app.kill('SIGTERM');
    await new Promise((r) => app.once('exit', r));
    await withDatabase(`DROP DATABASE IF EXISTS \`${DATABASE}\``);
    fs.rmSync(mediaDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
