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

.PHONY: install run run-hosted bundle test migrate seed browser clean bench bench-media scan run-for-scan

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

# Hosted mode on one machine: local PostgreSQL and Redis, at least 2 workers.
HOSTED_DB_URL ?= postgresql+psycopg://root@127.0.0.1:5432/marketplace
HOSTED_REDIS_URL ?= redis://127.0.0.1:6379
WORKERS ?= 2
run-hosted: install
	REFLEX_DB_URL=$(HOSTED_DB_URL) REFLEX_REDIS_URL=$(HOSTED_REDIS_URL) GRANIAN_WORKERS=$(WORKERS) \
	PORT=$(PORT) $(BIN)/python scripts/run_hosted.py --port $(PORT)

# Offline kiosk: frontend built once + demo snapshot + PyInstaller (build.spec) -> dist/marketplace
bundle: install
	flock /tmp/reflex-build.lock $(BIN)/python scripts/build_bundle.py $(if $(filter 0,$(DEMO)),--no-demo,)

browser:
	bash scripts/ensure-test-tools.sh

test: install browser
	$(BIN)/python -m pytest $(PYTEST_ARGS)

# Feed, search, media, admire and websocket figures beside same-run baselines -> BENCHMARKS.md.
# Seeds its own databases into $(BENCH_DIR) (reused next time); never fails on speed.
BENCH_DIR ?= /tmp/marketplace-bench
bench: install
	bash scripts/ensure-test-tools.sh wrk
	BENCH_DIR=$(BENCH_DIR) $(BIN)/python -m scripts.bench $(BENCH_ARGS)

# The image and video sections of `make bench` alone (minutes, not the whole hour).
bench-media: install
	BENCH_DIR=$(BENCH_DIR) $(BIN)/python -m scripts.bench.media
	$(BIN)/python scripts/bench_video.py

# Security scans of a running server (docs/deploy.md, "Security scans"): `make run-for-scan` in
# one shell, `make scan` in another. The tools get their own venv (the `scan` extra).
SCAN_URL ?= http://localhost:$(PORT)
SCAN_VENV := .venv-scan
SCAN_STAMP := $(SCAN_VENV)/.installed
# Rate limits are their own control: raised here so the scanners' payloads reach the code.
SCAN_RATES := LOGIN_IP LOGIN_GUESSES REGISTER_IP USERNAME_IP REVIEW_ACCOUNT MESSAGE_ACCOUNT \
	MESSAGE_CONVERSATION COLLABORATION_ACCOUNT CONVERSATION_ACCOUNT VIEW_VIEWER UPLOAD_ACCOUNT
$(SCAN_STAMP): pyproject.toml
	test -x $(SCAN_VENV)/bin/python || $(PYTHON) -m venv $(SCAN_VENV)
	$(SCAN_VENV)/bin/python -c 'import tomllib; print("\n".join(tomllib.load(open("pyproject.toml", "rb"))["project"]["optional-dependencies"]["scan"]))' > $(SCAN_VENV)/requirements.txt
	$(SCAN_VENV)/bin/pip install --quiet -r $(SCAN_VENV)/requirements.txt
	touch $@

scan: $(SCAN_STAMP)
	$(SCAN_VENV)/bin/python scripts/scan.py $(SCAN_URL) $(SCAN_ARGS)

run-for-scan:
	$(foreach n,$(SCAN_RATES),MARKETPLACE_RATE_$(n)=100000/minute) $(MAKE) run

clean:
	rm -rf .web .states $(VENV) $(SCAN_VENV) tools/node_modules
