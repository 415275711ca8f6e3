#!/usr/bin/env bash
# redocly lint with the recommended rules (redocly.yaml) on openapi/openapi.json: fails on any error
# and on any warning. A finding that is right about the rule and wrong about this API is ignored one
# by one, with its reason, in .redocly.lint-ignore.yaml.
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
out="$(npx --no-install redocly lint openapi/openapi.json --format=stylish 2>&1)" || status=$?
if [ "$status" -ne 0 ] || grep -qE "^\s*[0-9]+:[0-9]+\s+(error|warning)\b|You have [0-9]+ warnings?" <<<"$out"; then
  grep -v "║\|╔\|╚" <<<"$out" >&2
  echo "openapi/openapi.json breaks the lint rules (redocly.yaml): fix the decorators, or ignore a finding in .redocly.lint-ignore.yaml with its reason." >&2
  exit 1
fi
echo "openapi/openapi.json passes redocly lint (recommended rules): 0 errors, 0 warnings."
