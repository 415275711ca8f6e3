#!/usr/bin/env bash
# Starts the built app on a fresh MySQL database and runs the Playwright tests in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
server="${TEST_DATABASE_URL:-mysql://root@127.0.0.1:3306/ddu_test}"
base="${server%/*}"
db="ddu_e2e_$$"
port="${E2E_PORT:-3100}"
# A second instance on its own database whose forecast service answers 500 from the start, as when
# Open-Meteo is down: the browser tests of "Forecast unavailable" use it (E2E_FORECAST_DOWN_BASE_URL).
# The first instance cannot show that: by then other tests have fetched and stored every forecast.
down_db="ddu_e2e_down_$$"
down_port="$((port + 28))"
# The tests that read e-mail start a real SMTP server on this port (frontend/e2e/support/mailbox.ts).
export E2E_SMTP_PORT="${E2E_SMTP_PORT:-$((port + 25))}"
# Uploaded photos go to a throwaway folder, not the repository's data/.
media="$(mktemp -d)"
sql() { node -e "
const m=require('mysql2/promise');
(async()=>{const c=await m.createConnection(process.argv[1]);await c.query(process.argv[2]);await c.end();})().catch(e=>{console.error(e.message);process.exit(1)})" "${base}/" "$1"; }
sql "CREATE DATABASE \`${db}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci"
sql "CREATE DATABASE \`${down_db}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci"
pid=""
down_pid=""
# Open-Meteo is a local stub (scripts/open-meteo-stub): no browser test reaches the internet.
stub_port="$((port + 26))"
node scripts/open-meteo-stub --port "$stub_port" > /tmp/ddu-e2e-open-meteo-$port.log 2>&1 &
stub_pid=$!
down_stub_port="$((port + 27))"
node scripts/open-meteo-stub --port "$down_stub_port" --mode error > /tmp/ddu-e2e-open-meteo-down-$port.log 2>&1 &
down_stub_pid=$!
health() { node -e "fetch(process.argv[1]).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))" "http://127.0.0.1:${1:-$port}/api/health"; }
cleanup() {
  [ -n "$pid" ] && kill "$pid" 2>/dev/null && wait "$pid" 2>/dev/null || true
  [ -n "$down_pid" ] && kill "$down_pid" 2>/dev/null && wait "$down_pid" 2>/dev/null || true
  kill "$stub_pid" 2>/dev/null && wait "$stub_pid" 2>/dev/null || true
  kill "$down_stub_pid" 2>/dev/null && wait "$down_stub_pid" 2>/dev/null || true
  sql "DROP DATABASE IF EXISTS \`${db}\`" || true
  sql "DROP DATABASE IF EXISTS \`${down_db}\`" || true
  rm -rf "$media"
}
trap cleanup EXIT
export E2E_ADMIN_PASSWORD="e2e-admin-password-123"
# The price-history test writes past days' price readings (no API can date a reading in the past).
export E2E_DATABASE_URL="${base}/${db}"
# Every browser test comes from one address: the page-miss budget (a load shield) would answer them 429.
# The link-health test's "sellers" are pages of this very server (127.0.0.1): ALLOW_PRIVATE_LINK_TARGETS
# lets a test server save and check them (refused in production; the API tests cover the refusal).
NODE_ENV=test PORT="$port" HOST=127.0.0.1 DATABASE_URL="${base}/${db}" ADMIN_PASSWORD="$E2E_ADMIN_PASSWORD" \
  FORM_RATE_LIMIT=1000 ANALYTICS_EVENTS_PER_MINUTE=100000 PAGE_MISS_BUDGET=100000 ALLOW_PRIVATE_LINK_TARGETS=true SCHEDULED_PUBLISH_POLL_SECONDS=1 MEDIA_DIR="$media" \
  SMTP_HOST=127.0.0.1 SMTP_PORT="$E2E_SMTP_PORT" OUTBOX_RETRY_SECONDS=1 \
  OPEN_METEO_MARINE_URL="http://127.0.0.1:${stub_port}/v1/marine" OPEN_METEO_FORECAST_URL="http://127.0.0.1:${stub_port}/v1/forecast" \
  OPEN_METEO_REQUEST_WAIT_MS=10000 node backend/dist/main.js > /tmp/ddu-e2e-server.log 2>&1 &
pid=$!
NODE_ENV=test PORT="$down_port" HOST=127.0.0.1 DATABASE_URL="${base}/${down_db}" ADMIN_PASSWORD="$E2E_ADMIN_PASSWORD" \
  PAGE_MISS_BUDGET=100000 MEDIA_DIR="$media" SMTP_HOST=127.0.0.1 SMTP_PORT="$E2E_SMTP_PORT" \
  OPEN_METEO_MARINE_URL="http://127.0.0.1:${down_stub_port}/v1/marine" OPEN_METEO_FORECAST_URL="http://127.0.0.1:${down_stub_port}/v1/forecast" \
  node backend/dist/main.js > /tmp/ddu-e2e-server-down.log 2>&1 &
down_pid=$!
for _ in $(seq 1 60); do
  if health && health "$down_port"; then break; fi
  if ! kill -0 "$pid" 2>/dev/null; then cat /tmp/ddu-e2e-server.log; echo "The server did not start." >&2; exit 1; fi
  if ! kill -0 "$down_pid" 2>/dev/null; then cat /tmp/ddu-e2e-server-down.log; echo "The forecast-down server did not start." >&2; exit 1; fi
  sleep 1
done
health || { cat /tmp/ddu-e2e-server.log; exit 1; }
health "$down_port" || { cat /tmp/ddu-e2e-server-down.log; exit 1; }
cd frontend
E2E_BASE_URL="http://127.0.0.1:${port}" E2E_FORECAST_DOWN_BASE_URL="http://127.0.0.1:${down_port}" npx playwright test "$@"
