#!/usr/bin/env bash
# The API and browser tests need a real MySQL/MariaDB: say so clearly when it is not answering.
set -euo pipefail
url="${TEST_DATABASE_URL:-mysql://root@127.0.0.1:3306/ddu_test}"
if ! node -e "
const m=require('mysql2/promise');const u=new URL(process.argv[1]);u.pathname='/';
m.createConnection({uri:u.toString(),connectTimeout:5000}).then(c=>c.end()).catch(e=>{console.error(e.message);process.exit(1)})" "$url" 2>/tmp/ddu-mysql-check.log; then
  echo "" >&2
  echo "MySQL is not reachable at ${url%/*} ($(cat /tmp/ddu-mysql-check.log))." >&2
  echo "Start MySQL/MariaDB, or point TEST_DATABASE_URL at one (e.g. mysql://root@127.0.0.1:3306/ddu_test)." >&2
  exit 1
fi
