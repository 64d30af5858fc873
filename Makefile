# One-command entry points: `make run` serves the marketplace, `make test` runs every test.
PYTHON ?= python3.11
VENV := .venv
BIN := $(CURDIR)/$(VENV)/bin
PORT ?= 3000
STAMP := $(VENV)/.installed

export PATH := $(CURDIR)/tools/node_modules/.bin:$(BIN):$(PATH)
export REFLEX_TELEMETRY_ENABLED := false
export REFLEX_CHECK_LATEST_VERSION := false
export NPM_CONFIG_REGISTRY := $(shell npm config get registry 2>/dev/null)

.PHONY: install run run-hosted bundle test migrate seed browser clean bench

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e ".[test]"
	touch $@

tools/node_modules/.bin/bun: tools/package.json
	npm install --prefix tools --no-audit --no-fund --no-package-lock --loglevel=error
	touch $@

install: $(STAMP) tools/node_modules/.bin/bun

migrate: install
	$(BIN)/reflex db migrate

seed: migrate
	$(BIN)/python -m marketplace_app.seed

run: seed
	PORT=$(PORT) $(BIN)/python scripts/serve.py --port $(PORT)

# Hosted mode on one machine: local PostgreSQL and Redis, at least 2 granian workers.
HOSTED_DB_URL ?= postgresql+psycopg://root@127.0.0.1:5432/marketplace
HOSTED_REDIS_URL ?= redis://127.0.0.1:6379
WORKERS ?= 2
run-hosted: install
	REFLEX_DB_URL=$(HOSTED_DB_URL) REFLEX_REDIS_URL=$(HOSTED_REDIS_URL) GRANIAN_WORKERS=$(WORKERS) \
	PORT=$(PORT) $(BIN)/python scripts/run_hosted.py --port $(PORT)

# Offline kiosk: frontend built once + demo snapshot + PyInstaller (build.spec) -> dist/marketplace
bundle: install
	$(BIN)/python scripts/build_bundle.py $(if $(filter 0,$(DEMO)),--no-demo,)

browser:
	bash scripts/ensure-test-tools.sh

test: install browser
	$(BIN)/python -m pytest $(PYTEST_ARGS)

# Feed, search, media, admire and websocket figures beside same-run baselines -> BENCHMARKS.md.
# Seeds its own databases into $(BENCH_DIR) (reused next time); never fails on speed.
BENCH_DIR ?= /tmp/marketplace-bench
bench: install
	BENCH_DIR=$(BENCH_DIR) $(BIN)/python -m scripts.bench $(BENCH_ARGS)

clean:
	rm -rf .web .states $(VENV) tools/node_modules
