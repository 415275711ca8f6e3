#!/usr/bin/env bash
# Fails when the entities and the migrations drift: applies every migration to a fresh database,
# then asks TypeORM whether the entities still need a schema change.
set -euo pipefail
cd "$(dirname "$0")/.."
server="${TEST_DATABASE_URL:-mysql://root@127.0.0.1:3306/ddu_test}"
base="${server%/*}"
db="ddu_drift_$$"
node -e "
const m=require('mysql2/promise');
(async()=>{const c=await m.createConnection('${base}/');await c.query('CREATE DATABASE \`${db}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');await c.end();})().catch(e=>{console.error(e.message);process.exit(1)})"
cleanup() {
  node -e "
const m=require('mysql2/promise');
(async()=>{const c=await m.createConnection('${base}/');await c.query('DROP DATABASE IF EXISTS \`${db}\`');await c.end();})()" || true
}
trap cleanup EXIT
# MariaDB needs the mariadb driver for an exact comparison (see README: TypeORM on MariaDB).
url="mariadb://${base#*://}/${db}"
export DATABASE_URL="$url"
npx typeorm migration:run -d dist/bin/data-source.js >/dev/null
if npx typeorm migration:generate --check -d dist/bin/data-source.js src/database/migrations/Drift >/tmp/ddu-drift.log 2>&1; then
  echo "Migrations match the entities."
else
  cat /tmp/ddu-drift.log
  echo "The entities and migrations have drifted: generate a migration (npm run migration:generate -w backend -- src/database/migrations/Name)." >&2
  exit 1
fi
