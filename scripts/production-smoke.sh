#!/usr/bin/env bash
# The production path without Docker, as a new owner takes it: a clean clone of this checkout's HEAD,
# NODE_ENV=production and the required secrets in the environment, `make start` (install with
# devDependencies, build, migrate, seed, serve), then /api/health, the home page and a clean SIGTERM
# stop. Uses a throwaway MySQL/MariaDB database on TEST_DATABASE_URL's server. Takes a clean install's
# time (a few minutes). Usage: bash scripts/production-smoke.sh   (SMOKE_PORT, default 3199)
set -euo pipefail
cd "$(dirname "$0")/.."
server="${TEST_DATABASE_URL:-mysql://root@127.0.0.1:3306/ddu_test}"
base="${server%/*}"
db="ddu_prod_smoke_$$"
port="${SMOKE_PORT:-3199}"
clone="$(mktemp -d)"
log="$clone.log"
sql() { mysql_url="${base}/" node -e "
const m=require('mysql2/promise');
(async()=>{const c=await m.createConnection(process.env.mysql_url);await c.query(process.argv[1]);await c.end();})().catch(e=>{console.error(e.message);process.exit(1)})" "$1"; }
pid=""
cleanup() {
  [ -n "$pid" ] && kill -TERM -- "-$pid" 2>/dev/null || true
  sql "DROP DATABASE IF EXISTS \`${db}\`" || true
  rm -rf "$clone"
}
trap cleanup EXIT
# Polls /api/health once a second for up to $1 seconds while the server ($pid) lives; on failure shows
# the log's tail and exits with the message $2.
wait_for_health() {
  for _ in $(seq 1 "$1"); do
    if node -e "fetch(process.argv[1]).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))" "http://127.0.0.1:${port}/api/health" 2>/dev/null; then return 0; fi
    kill -0 "$pid" 2>/dev/null || break
    sleep 1
  done
  tail -40 "$log"
  echo "$2" >&2
  exit 1
}
# Sends SIGTERM to the server's process group and waits until every process in it has exited (make
# exits at once; node first finishes its requests and writes its last log lines), at most 20 seconds.
stop_server() {
  kill -TERM -- "-$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  for _ in $(seq 1 100); do
    kill -0 -- "-$pid" 2>/dev/null || break
    sleep 0.2
  done
  pid=""
}
git clone --quiet --no-hardlinks . "$clone"
sql "CREATE DATABASE \`${db}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci"
echo "Clean clone in $clone: NODE_ENV=production make start (log: $log)"
started=$(date +%s)
# Its own process group, so the stop below reaches make and node together.
(
  cd "$clone"
  exec setsid env NODE_ENV=production PORT="$port" HOST=127.0.0.1 \
    PUBLIC_URL="http://127.0.0.1:${port}" DATABASE_URL="${base}/${db}" \
    ADMIN_PASSWORD="Smoke-Test-Reef-Shark-$$" NEWSLETTER_SECRET="$(node -e 'console.log(require("crypto").randomBytes(32).toString("hex"))')" \
    make start
) >"$log" 2>&1 &
pid=$!
wait_for_health 900 "NODE_ENV=production make start did not serve /api/health."
echo "Serving after $(( $(date +%s) - started )) s."
node -e '
const base = process.argv[1];
(async () => {
  const health = await (await fetch(`${base}/api/health`)).json();
  if (health.status !== "ok" || health.database !== "up") throw new Error(`health: ${JSON.stringify(health)}`);
  const home = await fetch(`${base}/`);
  const html = await home.text();
  if (!home.ok || !html.includes("Dive Down Under")) throw new Error(`home page: ${home.status}`);
  const csv = await fetch(`${base}/api/dive-sites/export/csv`);
  if (csv.status !== 401 || !csv.headers.get("content-type").startsWith("application/json")) throw new Error(`export without a session: ${csv.status}`);
  console.log(`health ok (${health.databaseKind}), home page ${home.status}, export without a session 401 JSON`);
})().catch((e) => { console.error(e.message); process.exit(1); });
' "http://127.0.0.1:${port}"
grep -q '"msg":"Server listening' "$log" || { echo "The production server did not log JSON lines." >&2; exit 1; }
echo "on Node $(cd "$clone" && bash scripts/with-node.sh node -v)"
stop_server
grep -q 'SIGTERM received' "$log" || { tail -20 "$log"; echo "The server did not shut down on SIGTERM." >&2; exit 1; }
rm -f "$log"

# The fresh-machine path of the README: no DATABASE_URL, so the embedded SQLite file, served from the
# repository root as `make start` does (the build above is reused).
echo "Same clone, no DATABASE_URL: the embedded SQLite file"
(
  cd "$clone"
  exec setsid env -u NODE_ENV -u DATABASE_URL PORT="$port" HOST=127.0.0.1 DATA_DIR="$clone/smoke-data" \
    ADMIN_PASSWORD="Smoke-Test-Reef-Shark-$$" bash scripts/with-node.sh node backend/dist/main.js
) >"$log" 2>&1 &
pid=$!
wait_for_health 120 "The server did not start on the embedded SQLite file."
node -e '
const base = process.argv[1];
(async () => {
  const health = await (await fetch(`${base}/api/health`)).json();
  if (health.databaseKind !== "sqlite" || health.database !== "up") throw new Error(`health: ${JSON.stringify(health)}`);
  const sites = await (await fetch(`${base}/api/dive-sites`)).json();
  if (!Array.isArray(sites) || sites.length < 295) throw new Error(`dive sites: ${sites.length}`);
  const page = await fetch(`${base}/dive-sites`);
  if (!page.ok || !(await page.text()).includes("Australian Dive Sites")) throw new Error(`/dive-sites: ${page.status}`);
  console.log(`SQLite: health ok, ${sites.length} dive sites seeded, /dive-sites ${page.status}`);
})().catch((e) => { console.error(e.message); process.exit(1); });
' "http://127.0.0.1:${port}"
stop_server
rm -f "$log"
echo "Production smoke test passed: clean clone, NODE_ENV=production make start on MySQL and the embedded SQLite start, served and stopped cleanly."
