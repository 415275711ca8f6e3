#!/usr/bin/env bash
# Every test, in order of cost. Exits non-zero on the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { echo; echo "=== $* === ($(date -u +%H:%M:%S) UTC, ${SECONDS} s in)"; }

step "Lint and format"
npm run lint
npm run format:check

step "MySQL available"
bash scripts/require-mysql.sh

step "Shared package unit tests (the rules backend and frontend share)"
npm test -w shared

step "Backend build (the shared package first)"
npm run build -w backend

step "Backend type check, tests and their fakes included (the build leaves them out)"
npx tsc -p backend/tsconfig.json --noEmit

step "Backend unit tests"
npm test -w backend

step "Entities and migrations in step"
npm run migration:check -w backend

step "OpenAPI document and generated client are fresh"
bash scripts/check-api-fresh.sh

step "Backend API tests (MySQL)"
npm run test:api -w backend

step "Contract: API answers through Prism's validation proxy match openapi/openapi.json"
bash scripts/contract-check.sh

step "Frontend unit tests"
npm test -w frontend

step "Frontend build"
npm run build -w frontend

step "First-load JS budget (served Brotli, per page: frontend/scripts/js-budget.mjs)"
node frontend/scripts/js-budget.mjs

step "Shared cache: Debian's Varnish in front of two instances, purged on publish"
bash scripts/test-edge.sh

step "Browser tests (Chromium)"
bash scripts/e2e.sh

echo; echo "All tests passed."
