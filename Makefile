# Dive Down Under — the two commands: `make start` and `make test`.
SHELL := /bin/bash
.DEFAULT_GOAL := help
PORT ?= 3000

.PHONY: help install build start test lint format test-backend test-api test-frontend test-e2e api-generate bench bench-pages bench-hostile bench-reliability chromium backup restore

help:
	@echo "make start   install, build, migrate, seed and serve at http://localhost:$(PORT)"
	@echo "make test    install, then every test: lint, backend, API (MySQL), frontend, browser"
	@echo "make lint    ESLint and the Prettier check; make format rewrites files in Prettier's style"
	@echo "make backup  write a timestamped backup of the site's data to backups/"
	@echo "make restore FILE=backups/... [FORCE=1]  load a backup into an empty database (stop the server first)"

# Reinstall only when the lockfile changed since the last install.
node_modules/.ddu-installed: package-lock.json package.json backend/package.json frontend/package.json
	npm ci --no-audit --no-fund
	@touch $@

install: node_modules/.ddu-installed

build: install
	npm run build -w backend
	npm run build -w frontend

# exec: the shell gives way to node, so Ctrl+C/SIGTERM reach the server's graceful shutdown.
start: build
	exec node backend/dist/main.js

# The backend build is reused when present (make start made it), so a nightly cron job stays light.
backend/dist/bin/backup.js backend/dist/bin/restore.js:
	$(MAKE) install
	npm run build -w backend

backup: backend/dist/bin/backup.js
	node backend/dist/bin/backup.js backups

restore: backend/dist/bin/restore.js
	@test -n "$(FILE)" || { echo "Name the backup: make restore FILE=backups/dive-down-under-....jsonl.gz (add FORCE=1 to replace a non-empty database)"; exit 1; }
	node backend/dist/bin/restore.js "$(FILE)" $(if $(filter 1 true yes,$(FORCE)),--force,)

chromium:
	@bash scripts/ensure-chromium.sh

test: install chromium
	bash scripts/test-all.sh

# ESLint and the Prettier check (both also run first in make test); make format rewrites the files.
lint: install
	npm run lint
	npm run format:check

format: install
	npm run format

test-backend: install
	npm test -w backend

test-api: install
	bash scripts/require-mysql.sh && npm run test:api -w backend

test-frontend: install
	npm test -w frontend

test-e2e: build chromium
	bash scripts/e2e.sh

api-generate: install
	npm run api:generate

bench: build
	node bench/public-reads.bench.js
	node bench/dive-sites-list.bench.js
	node bench/pages.bench.js

bench-pages: build
	node bench/pages.bench.js

# Hostile clients (1 MB bodies, a login flood) against reads of /api/products (about a minute).
bench-hostile: build
	node bench/hostile-clients.bench.js
	node bench/page-flood.bench.js

# Two instances, a database outage and a rolling restart under load (about 90 s; BENCH_SECONDS to change).
bench-reliability: build
	node bench/reliability.bench.js
