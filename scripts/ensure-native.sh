#!/usr/bin/env bash
# Native modules must be built for the Node that loads them. better-sqlite3 is compiled against one
# Node's ABI (bcrypt and sharp use Node-API and load on any version); when node_modules was installed
# under another Node (e.g. 20 before the move to 24), rebuild it instead of failing at start-up.
set -euo pipefail
cd "$(dirname "$0")/../backend"
if ! node -e "new (require('better-sqlite3'))(':memory:').close(); require('bcrypt'); require('sharp')" 2>/dev/null; then
  echo "Native modules were built for another Node: rebuilding them for $(node -v) …" >&2
  cd .. && npm rebuild better-sqlite3 bcrypt sharp
fi
