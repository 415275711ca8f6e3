#!/usr/bin/env bash
# The shared cache and a read replica for real: Debian's Varnish with deploy/varnish/default.vcl in front
# of TWO built instances on one database, which is a MariaDB primary with a replica following it
# (scripts/mariadb-pair.sh: the machine's server on 3306 runs without binary logging, so the pair is our
# own), and scripts/edge-check.mjs asking through it (publish → new page at the proxy within 2 s, /go/
# counted, the owner never shared, public reads from the replica and the owner's from the primary, a
# stopped replica left out, stale pages while both instances are down).
# Needs the backend and frontend builds (make test-edge builds them). EDGE_TEST_PORT (default 3290)
# and the next four ports are used: Varnish, the two instances, the primary and the replica.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-varnish.sh
varnish_port="${EDGE_TEST_PORT:-3290}"
app_ports=("$((varnish_port + 1))" "$((varnish_port + 2))")
primary_port="$((varnish_port + 3))"
replica_port="$((varnish_port + 4))"
db="ddu_edge"

work="$(mktemp -d)"
# Varnish's worker runs as its own user (Debian: vcache) and loads the compiled VCL from its -n folder.
chmod 755 "$work"
media="$work/media"
sql() { node -e "
const m=require('mysql2/promise');
(async()=>{const c=await m.createConnection(process.argv[1]);await c.query(process.argv[2]);await c.end();})().catch(e=>{console.error(e.message);process.exit(1)})" "$1" "$2"; }
ok() { node -e "fetch(process.argv[1]).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))" "$1"; }
pids=()
varnish_pid=""
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null && wait "$pid" 2>/dev/null || true; done
  [ -n "$varnish_pid" ] && kill "$varnish_pid" 2>/dev/null && wait "$varnish_pid" 2>/dev/null || true
  bash scripts/mariadb-pair.sh stop "$work/mariadb" || true
  rm -rf "$work"
}
trap cleanup EXIT
for p in "$varnish_port" "${app_ports[@]}" "$primary_port" "$replica_port"; do
  if (exec 3<>"/dev/tcp/127.0.0.1/${p}") 2>/dev/null; then echo "Port ${p} is taken: set EDGE_TEST_PORT to a free run of five ports." >&2; exit 1; fi
done
bash scripts/mariadb-pair.sh start "$work/mariadb" "$primary_port" "$replica_port"
# Created on the primary, so the replica makes it too, and every table and row after it.
sql "mysql://root@127.0.0.1:${primary_port}/" "CREATE DATABASE \`${db}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci"
database_url="mysql://root@127.0.0.1:${primary_port}/${db}"
replica_url="mysql://root@127.0.0.1:${replica_port}/${db}"

export EDGE_ADMIN_PASSWORD="edge-admin-password-123"
start_instance() {
  local port="$1"
  # s-maxage of 5 s: the publish check proves the purge (not the lifetime) brings the new page, and the
  # outage check serves copies past their lifetime. Varnish is the proxy: its X-Forwarded-For is believed.
  NODE_ENV=test PORT="$port" HOST=127.0.0.1 PUBLIC_URL="http://127.0.0.1:${varnish_port}" \
    DATABASE_URL="$database_url" DATABASE_REPLICA_URLS="$replica_url" DATABASE_REPLICA_CHECK_MS=250 \
    DATABASE_REPLICA_MAX_LAG_SECONDS=2 ADMIN_PASSWORD="$EDGE_ADMIN_PASSWORD" \
    TRUST_PROXY=127.0.0.1 EDGE_PURGER=varnish VARNISH_PURGE_URLS="http://127.0.0.1:${varnish_port}" \
    EDGE_SHARED_MAX_AGE_SECONDS=5 CONTENT_VERSION_POLL_MS=100 EDGE_PURGE_POLL_MS=200 \
    PAGE_MISS_BUDGET=100000 FORM_RATE_LIMIT=1000 MEDIA_DIR="$media" \
    node backend/dist/main.js >"$work/app-${port}.log" 2>&1 &
  pids+=("$!")
  for _ in $(seq 1 90); do
    if ok "http://127.0.0.1:${port}/api/health"; then return 0; fi
    kill -0 "${pids[-1]}" 2>/dev/null || { cat "$work/app-${port}.log"; echo "The instance on ${port} did not start." >&2; exit 1; }
    sleep 1
  done
  cat "$work/app-${port}.log"; echo "The instance on ${port} did not become ready." >&2; exit 1
}
# One after the other: the first migrates and seeds the database, the second finds it ready.
start_instance "${app_ports[0]}"
start_instance "${app_ports[1]}"

# The instances as deploy/varnish/backends.example.vcl describes them, probed on their readiness.
cat >"$work/backends.vcl" <<VCL
probe ready { .url = "/api/health"; .interval = 500ms; .timeout = 1s; .window = 2; .threshold = 1; }
backend app1 { .host = "127.0.0.1"; .port = "${app_ports[0]}"; .probe = ready; }
backend app2 { .host = "127.0.0.1"; .port = "${app_ports[1]}"; .probe = ready; }
acl purgers { "127.0.0.1"; }
sub vcl_init {
    new app = directors.round_robin();
    app.add_backend(app1);
    app.add_backend(app2);
}
VCL
/usr/sbin/varnishd -F -n "$work/varnish" -a "127.0.0.1:${varnish_port}" -T none -s malloc,128m \
  -p vcl_path="$work:$(pwd)/deploy/varnish" -f "$(pwd)/deploy/varnish/default.vcl" >"$work/varnish.log" 2>&1 &
varnish_pid=$!
for _ in $(seq 1 30); do
  if ok "http://127.0.0.1:${varnish_port}/api/health/live"; then break; fi
  kill -0 "$varnish_pid" 2>/dev/null || { cat "$work/varnish.log"; echo "Varnish did not start." >&2; exit 1; }
  sleep 0.5
done

EDGE_PRIMARY_URL="$database_url" EDGE_REPLICA_URL="$replica_url" \
  EDGE_VARNISH_URL="http://127.0.0.1:${varnish_port}" EDGE_APP_URLS="http://127.0.0.1:${app_ports[0]},http://127.0.0.1:${app_ports[1]}" \
  EDGE_APP_PIDS="${pids[*]}" ${EDGE_CHECK_COMMAND:-node --test --test-reporter=spec scripts/edge-check.mjs} || {
  echo "--- instance logs (last lines) ---" >&2
  for p in "${app_ports[@]}"; do tail -n 30 "$work/app-${p}.log" >&2; done
  exit 1
}
