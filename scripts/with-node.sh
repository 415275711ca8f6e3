#!/usr/bin/env bash
# Runs a command on the project's Node (see ensure-node.sh), as make does, e.g.
#   bash scripts/with-node.sh npm test -w backend -- src/config
set -euo pipefail
dir="$(bash "$(dirname "$0")/ensure-node.sh")"
if [ -n "$dir" ]; then
  export PATH="$dir/bin:$PATH" npm_config_nodedir="$dir"
fi
exec "$@"
