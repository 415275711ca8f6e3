# Dive Down Under — the two commands: `make start` and `make test`.
SHELL := /bin/bash
.DEFAULT_GOAL := help
PORT ?= 3000

# The project runs on Node 24 LTS. Where the machine's node is older than 22, scripts/ensure-node.sh
# fetches Node 24 into .tools/ once; every recipe below then runs on it, and native modules compile
# against its headers (npm_config_nodedir). `make help` needs no Node at all.
ifneq ($(filter-out help,$(or $(MAKECMDGOALS),help)),)
PROJECT_NODE := $(shell bash scripts/ensure-node.sh)
ifneq ($(PROJECT_NODE),)
export PATH := $(PROJECT_NODE)/bin:$(PATH)
export npm_config_nodedir := $(PROJECT_NODE)
endif
endif

.PHONY: help node-version production-smoke test-contract install build start test lint format test-shared test-backend test-api test-frontend test-e2e test-edge api-generate bench bench-pages bench-hostile bench-reliability bench-edge bench-newsletter bench-analytics bench-typing chromium backup restore exposure

help:
	@echo "make start   install, build, migrate, seed and serve at http://localhost:$(PORT)"
	@echo "make test    install, then every test: lint, shared, backend, API (MySQL), frontend, browser"
	@echo "make lint    ESLint, the Prettier check and the OpenAPI lint; make format rewrites files in Prettier's style"
	@echo "make backup  write a timestamped backup of the site's data to backups/"
	@echo "make restore FILE=backups/... [FORCE=1]  load a backup into an empty database (stop the server first)"
	@echo "make exposure  compute every dive site's exposure again from the coastline (the owner's own settings stay)"

# Reinstall only when the lockfile changed since the last install. --include=dev: the build needs
# nest, vite and tsc even when NODE_ENV=production is set (npm would leave devDependencies out).
node_modules/.ddu-installed: package-lock.json package.json shared/package.json backend/package.json frontend/package.json
	npm ci --include=dev --no-audit --no-fund
	@touch $@

# A node_modules installed under another Node gets its native modules rebuilt for this one.
install: node_modules/.ddu-installed
	@bash scripts/ensure-native.sh

node-version:
	@echo "make runs on Node $$(node -v) ($$(command -v node))"

# Each build compiles the shared package (shared/ to shared/dist) first.
build: install
	npm run build -w backend
	npm run build -w frontend

# exec: the shell gives way to node, so Ctrl+C/SIGTERM reach the server's graceful shutdown.
start: build
	exec node backend/dist/main.js

# The backend build is reused when present (make start made it), so a nightly cron job stays light.
backend/dist/bin/backup.js backend/dist/bin/restore.js backend/dist/bin/compute-exposure.js:
	$(MAKE) install
	npm run build -w backend

backup: backend/dist/bin/backup.js
	node backend/dist/bin/backup.js backups

restore: backend/dist/bin/restore.js
	@test -n "$(FILE)" || { echo "Name the backup: make restore FILE=backups/dive-down-under-....jsonl.gz (add FORCE=1 to replace a non-empty database)"; exit 1; }
	node backend/dist/bin/restore.js "$(FILE)" $(if $(filter 1 true yes,$(FORCE)),--force,)

# Every dive site's exposure computed again from the coastline; the owner's own settings are kept.
exposure: backend/dist/bin/compute-exposure.js
	node backend/dist/bin/compute-exposure.js

chromium:
	@bash scripts/ensure-chromium.sh

test: install chromium
	bash scripts/test-all.sh

# A clean clone served with NODE_ENV=production make start, checked and stopped (a few minutes; CI runs it).
production-smoke:
	bash scripts/production-smoke.sh

# ESLint, the Prettier check (both also run first in make test) and the OpenAPI lint (also in the
# API freshness check); make format rewrites the files.
lint: install
	npm run lint
	npm run format:check
	npm run api:lint

format: install
	npm run format

test-shared: install
	npm test -w shared

test-backend: install
	npm test -w backend

test-api: install
	bash scripts/require-mysql.sh && npm run test:api -w backend

test-frontend: install
	npm test -w frontend

# The API tests' key requests through Prism's validation proxy; fails on an answer the document does not declare.
test-contract: install
	bash scripts/require-mysql.sh && npm run build -w backend && bash scripts/contract-check.sh

test-e2e: build chromium
	bash scripts/e2e.sh

# Debian's Varnish (deploy/varnish/default.vcl) in front of two instances, purged on publish (about a minute).
test-edge: build
	bash scripts/ensure-varnish.sh
	bash scripts/test-edge.sh

api-generate: install
	npm run api:generate

bench: build chromium
	node bench/public-reads.bench.js
	node bench/dive-sites-list.bench.js
	node bench/pages.bench.js

bench-pages: build chromium
	node bench/pages.bench.js

# Keys typed into the directory and shop searches on a slowed phone, beside a bare <input> page (about 2 minutes).
bench-typing: build chromium
	node bench/typing.bench.js

# Hostile clients (1 MB bodies, a login flood) against reads of /api/products, page floods from one,
# 8 and 16 addresses (one IPv6 /64, or unrelated) against a visitor (about two minutes).
bench-hostile: build
	node bench/hostile-clients.bench.js
	node bench/page-flood.bench.js
	node bench/many-addresses.bench.js
	node bench/render-cpu.bench.js

# One newsletter issue to 10,000 confirmed subscribers through a local SMTP sink (about a minute).
bench-newsletter: build
	node bench/newsletter-send.bench.js

# The analytics beacon at 1,000 posts a second while public reads run (docs/analytics.md).
bench-analytics: build
	node bench/analytics.bench.js

# Public pages through Varnish against the app alone: requests per second, hit ratio, publish → new page at the proxy (about a minute).
bench-edge: build
	bash scripts/ensure-varnish.sh
	node bench/edge.bench.js

# Two instances, a database outage and a rolling restart under load (about 90 s; BENCH_SECONDS to change).
bench-reliability: build
	node bench/reliability.bench.js
