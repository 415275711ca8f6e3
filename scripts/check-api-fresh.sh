#!/usr/bin/env bash
# Fails when openapi/openapi.json or the generated hooks are not what the code generates now, or when
# the document breaks Redocly's recommended rules (redocly.yaml) with an error or a warning.
set -euo pipefail
cd "$(dirname "$0")/.."
npm run api:generate >/dev/null
if ! git diff --quiet -- openapi frontend/src/api/generated || [ -n "$(git ls-files --others --exclude-standard openapi frontend/src/api/generated)" ]; then
  git --no-pager diff --stat -- openapi frontend/src/api/generated
  git ls-files --others --exclude-standard openapi frontend/src/api/generated
  echo "openapi/openapi.json or the generated API client is stale: run 'npm run api:generate' and commit the result." >&2
  exit 1
fi
echo "OpenAPI document and generated client are up to date."
bash scripts/lint-openapi.sh
