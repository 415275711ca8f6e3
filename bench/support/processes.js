'use strict';
/** Child processes of a bench: start the built app or a helper, wait for it, stop every one at the end. */

const { spawn } = require('node:child_process');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');
const children = new Set();

/**
 * `node <args>` from the repository root, its output kept for error messages; with `cpus` (e.g. "0")
 * pinned to those processors by taskset, which then becomes node (same process id).
 */
function start(args, env, { cpus } = {}) {
  const [command, argv] = cpus ? ['taskset', ['-c', cpus, process.execPath, ...args]] : [process.execPath, args];
  const child = spawn(command, argv, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  child.output = () => output;
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

function stop(child) {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

function stopAll() {
  return Promise.all([...children].map(stop));
}

async function waitFor(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited early:\n${child.output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No answer from ${url} within ${timeoutMs / 1000} s:\n${child.output()}`);
}

/**
 * The built app in production mode on a throwaway database, with the secrets production requires
 * (`main`: another checkout's built server, for comparing builds).
 */
function startApp({ port, databaseUrl, publicUrl = `http://127.0.0.1:${port}`, env = {}, main = 'backend/dist/main.js', cpus }) {
  return start(
    [main],
    {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      ADMIN_PASSWORD: `bench-${process.pid}-password`,
      PUBLIC_URL: publicUrl,
      NEWSLETTER_SECRET: `bench-newsletter-secret-${process.pid}-0123456789abcdef`,
      ...env,
    },
    { cpus },
  );
}

module.exports = { ROOT, start, stop, stopAll, waitFor, startApp };
