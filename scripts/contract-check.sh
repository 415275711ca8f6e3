#!/usr/bin/env bash
# Contract test: the built server on a fresh MySQL database behind Prism's validation proxy
# (@stoplight/prism-cli 5.14.2, `prism proxy openapi/openapi.json`), the API tests' key requests sent
# through it (scripts/contract-requests.mjs), and a failure for every answer Prism finds breaking the
# document ("Violation: response": a body, header, content type or status it does not declare).
# Needs `npm run build -w backend`. CONTRACT_PORT (default 3190) and the next port are used.
set -euo pipefail
cd "$(dirname "$0")/.."
server="${TEST_DATABASE_URL:-mysql://root@127.0.0.1:3306/ddu_test}"
base="${server%/*}"
db="ddu_contract_$$"
port="${CONTRACT_PORT:-3190}"
proxy_port=$((port + 1))
media="$(mktemp -d)"
server_log="$(mktemp)"
prism_log="$(mktemp)"
sql() { node -e "
const m=require('mysql2/promise');
(async()=>{const c=await m.createConnection(process.argv[1]);await c.query(process.argv[2]);await c.end();})().catch(e=>{console.error(e.message);process.exit(1)})" "${base}/" "$1"; }
up() { node -e "fetch(process.argv[1]).then(r=>process.exit(r.status<500?0:1),()=>process.exit(1))" "$1"; }
pid=""
prism_pid=""
cleanup() {
  [ -n "$prism_pid" ] && kill "$prism_pid" 2>/dev/null && wait "$prism_pid" 2>/dev/null || true
  [ -n "$pid" ] && kill "$pid" 2>/dev/null && wait "$pid" 2>/dev/null || true
  sql "DROP DATABASE IF EXISTS \`${db}\`" || true
  rm -rf "$media" "$server_log" "$prism_log"
}
trap cleanup EXIT
sql "CREATE DATABASE \`${db}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci"
for p in "$port" "$proxy_port"; do
  if up "http://127.0.0.1:${p}/"; then echo "Port ${p} is taken: set CONTRACT_PORT to a free pair of ports." >&2; exit 1; fi
done
export CONTRACT_ADMIN_PASSWORD="contract-admin-password-123"
# The requests come through the proxy, so the proxy's origin is allowed to write (CSRF check).
NODE_ENV=test PORT="$port" HOST=127.0.0.1 DATABASE_URL="${base}/${db}" ADMIN_PASSWORD="$CONTRACT_ADMIN_PASSWORD" \
  ALLOWED_ORIGINS="http://127.0.0.1:${proxy_port}" FORM_RATE_LIMIT=1000 MEDIA_DIR="$media" \
  node backend/dist/main.js >"$server_log" 2>&1 &
pid=$!
# The binary itself (not npx, which would leave its child running when stopped).
node_modules/.bin/prism proxy openapi/openapi.json "http://127.0.0.1:${port}" --errors=false --host 127.0.0.1 --port "$proxy_port" >"$prism_log" 2>&1 &
prism_pid=$!
for _ in $(seq 1 90); do
  if up "http://127.0.0.1:${port}/api/health/live" && up "http://127.0.0.1:${proxy_port}/api/health/live"; then break; fi
  kill -0 "$pid" 2>/dev/null || { cat "$server_log"; echo "The server did not start." >&2; exit 1; }
  kill -0 "$prism_pid" 2>/dev/null || { cat "$prism_log"; echo "Prism did not start." >&2; exit 1; }
  sleep 1
done
node scripts/contract-requests.mjs "http://127.0.0.1:${proxy_port}" "http://127.0.0.1:${proxy_port}"
requests="$(grep -ac 'Request received' "$prism_log" || true)"
[ "$requests" -gt 0 ] || { cat "$prism_log"; echo "No request went through Prism." >&2; exit 1; }
if grep -a 'Violation: response' "$prism_log" >&2; then
  echo "Answers above break openapi/openapi.json (Prism's validation proxy): document them or fix the answer." >&2
  exit 1
fi
echo "Contract check: ${requests} requests through Prism's validation proxy, every answer matches openapi/openapi.json."
