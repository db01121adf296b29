# The project's one task runner. `make run` serves the site; `make test` runs every test.
# Both install whatever is missing first, so a fresh clone needs nothing else.

SHELL := /bin/bash
.DEFAULT_GOAL := help

VENV    := .venv
PY      := $(VENV)/bin/python
MANAGE  := $(PY) manage.py
PORT    ?= 8000
# Python 3.13 (Django 6.x needs 3.12+); .python-version makes pyenv's shim pick it.
PYTHON  ?= $(shell command -v python3.13 || pyenv which python3.13 2>/dev/null || command -v python3)
CHROMIUM ?= /usr/bin/chromium
# pytest-xdist workers for `make test` (docs/developers/tests.md): more than the cores, because the
# browser and live-server tests spend much of their time waiting. PYTEST_WORKERS=0 runs in one process.
PYTEST_WORKERS ?= 3
# Vitest's report, kept while pytest runs beside it and shown after pytest's (make test).
VITEST_LOG := .cache/vitest.log

FRONTEND_SOURCES := $(shell find static_src templates -type f 2>/dev/null) vite.config.ts tsconfig.json

.PHONY: help install run prod test test-python test-frontend lint format build chromium java nginx gettext messages superuser staff clean screenshots backup restore reload postgresql-client

help:
	@echo "make run    install, build, migrate, load content and serve http://127.0.0.1:$(PORT)"
	@echo "make prod   the production stack: nginx (TLS, page cache) + gunicorn + task worker, https://localhost:8443"
	@echo "make test   install, build and run every test (Python, browser, front-end)"
	@echo "make backup | restore ARCHIVE=... | reload   operate a site (docs/operators/runbook.md)"
	@echo "make lighthouse | bench-pages | bench-uncached | bench-flood | bench-leads | bench-beacon | bench-reports | bench-search | bench-ab | bench-ab-simulation   measure a production-mode server"
	@echo "make messages   add new interface text to locale/*/django.po to translate (docs/developers/i18n.md)"
	@echo "make screenshots   every public page and /admin at 390, 768, 1280, 1920 px into screenshots/"

# --- installation -------------------------------------------------------------------------

$(VENV)/.installed: requirements.txt requirements-dev.txt
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 12))' || \
	  { echo "Python 3.12+ is required (found $$($(PYTHON) --version)); install 3.13 with pyenv."; exit 1; }
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements-dev.txt
	touch $@

node_modules/.installed: package.json package-lock.json
	npm ci --no-audit --no-fund
	touch $@

install: $(VENV)/.installed node_modules/.installed

# Chromium for the scripts (Lighthouse, screenshots) and its headless shell for the browser tests;
# installed together so that both come at the same version.
chromium:
	@test -x $(CHROMIUM) -a -x $(CHROMIUM)-headless-shell || { \
	  echo "Installing Chromium and its headless shell from Debian's packages for the browser tests"; \
	  if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
	  $$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq chromium chromium-headless-shell >/dev/null; }

# msgfmt, which compiles the interface translations (locale/) for `make build`: Debian's gettext.
gettext:
	@command -v msgfmt >/dev/null || { \
	  echo "Installing Debian's gettext to compile the translations"; \
	  if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
	  $$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq gettext >/dev/null; }

# The W3C HTML checker (npm's vnu-jar, run by tests/content/test_html_validity.py) needs Java 11+.
java:
	@command -v java >/dev/null || { \
	  echo "Installing Debian's headless Java for the HTML checker"; \
	  if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
	  $$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq default-jre-headless >/dev/null; }

# nginx for `make prod` and its test: Debian's package, used with its own configuration, prefix
# and ports (deploy/prod.py). A policy-rc.d for the length of the install keeps Debian from
# starting the system service on port 80.
nginx:
	@command -v nginx >/dev/null || { \
	  echo "Installing nginx from Debian's packages for the production stack"; \
	  if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
	  if [ ! -e /usr/sbin/policy-rc.d ]; then \
	    printf '#!/bin/sh\nexit 101\n' | $$SUDO tee /usr/sbin/policy-rc.d >/dev/null; \
	    $$SUDO chmod +x /usr/sbin/policy-rc.d; KEEP_POLICY=; else KEEP_POLICY=1; fi; \
	  $$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq nginx >/dev/null; status=$$?; \
	  [ -n "$$KEEP_POLICY" ] || $$SUDO rm -f /usr/sbin/policy-rc.d; exit $$status; }

# pg_dump/pg_restore for `make backup`/`make restore` on PostgreSQL: Debian's client, whose major
# version must be at least the server's (agency.backups checks it).
postgresql-client:
	@command -v pg_dump >/dev/null || { \
	  echo "Installing Debian's PostgreSQL client for backups"; \
	  if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
	  $$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq postgresql-client >/dev/null; }

# --- build --------------------------------------------------------------------------------

static_build/manifest.json: node_modules/.installed $(FRONTEND_SOURCES)
	npm run --silent build

# The interface translations: each locale/<language>/LC_MESSAGES/django.po compiled to its .mo
# (not committed; docs/developers/i18n.md).
PO_FILES := $(wildcard locale/*/LC_MESSAGES/django.po)
MO_FILES := $(PO_FILES:.po=.mo)

$(MO_FILES): %.mo: %.po | gettext $(VENV)/.installed
	$(MANAGE) compilemessages --ignore=.venv --ignore=node_modules --verbosity 0

build: static_build/manifest.json $(MO_FILES)

# After changing interface text: the .po files gain the new msgids (then translate them).
messages: install gettext
	$(MANAGE) makemessages --all --add-location=file --ignore=.venv --ignore=node_modules --ignore=tests \
	  --ignore=static_build --ignore=staticfiles --ignore=static_src

# --- run ----------------------------------------------------------------------------------

run: install build
	$(MANAGE) migrate --noinput
	$(MANAGE) load_content
	$(MANAGE) collectstatic --noinput --verbosity 0
	@echo ""
	@echo "  The site: http://127.0.0.1:$(PORT)/   (content editors: /django-admin/, staff: /admin)"
	@echo ""
	PORT=$(PORT) bin/serve

# The production stack on this machine (deploy/prod.py lists its steps; docs/operators/production.md).
# DATABASE_URL and REDIS_URL default to the local PostgreSQL and Redis.
prod: install nginx build
	$(PY) deploy/prod.py

# --- operations (docs/operators/runbook.md) ---------------------------------------------------

# A dated archive of the database and the uploads, with its checksum, in the "backups" storage;
# old archives are pruned (BACKUP_KEEP_*). Uses the same settings (.env) as the site.
backup: install $(if $(filter postgres%,$(DATABASE_URL)),postgresql-client)
	$(MANAGE) backup

# Restores ARCHIVE (a path, or a name listed by `manage.py backup --list`) into an empty database
# and MEDIA_ROOT; FORCE=1 replaces what they hold.
restore: install $(if $(filter postgres%,$(DATABASE_URL)),postgresql-client)
	@test -n "$(ARCHIVE)" || { echo "Usage: make restore ARCHIVE=backups/agency-backup-....tar.gz [FORCE=1]"; exit 1; }
	$(MANAGE) restore "$(ARCHIVE)" $(if $(FORCE),--force)

# The running `make prod` stack loads the new release's code: gunicorn's workers are replaced one
# by one (no request fails), a new task worker takes over from the old one after its task.
reload: install $(MO_FILES)
	$(PY) deploy/prod.py reload

superuser: install
	$(MANAGE) createsuperuser

# A staff account for /admin: prompts, or reads STAFF_USERNAME, STAFF_EMAIL, STAFF_PASSWORD.
staff: install
	$(MANAGE) migrate --noinput
	$(MANAGE) createstaff $(if $(STAFF_PASSWORD),--no-input)

# --- checks -------------------------------------------------------------------------------

lint: install
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	npm run --silent typecheck

format: install
	$(VENV)/bin/ruff check --fix .
	$(VENV)/bin/ruff format .

test: install chromium java nginx $(if $(filter postgres%,$(DATABASE_URL)),postgresql-client) build lint
	@# Models are the same on every database; checked against the default SQLite file, no server needed.
	DATABASE_URL= $(MANAGE) makemigrations --check --dry-run
	@# Vitest runs beside pytest rather than before it: its few seconds of work fall in the time
	@# pytest's workers spend starting up and waiting (docs/developers/tests.md).
	@# A failing Vitest shows its report at once, a passing one after pytest's; either fails the run.
	@$(MAKE) --no-print-directory -j2 test-python test-frontend
	@cat $(VITEST_LOG)

# The two halves of `make test`, run side by side by it.
test-python: install build
	@# Bytecode is cached even where the environment says not to (PYTHONDONTWRITEBYTECODE=1 on this
	@# machine kind): every server, worker, command and child run the suite starts compiled every module anew.
	PYTHONDONTWRITEBYTECODE= DJANGO_ENV=test DJANGO_ALLOW_ASYNC_UNSAFE=true $(VENV)/bin/pytest -n $(PYTEST_WORKERS) $(PYTEST_ARGS)

test-frontend: install
	@mkdir -p $(dir $(VITEST_LOG))
	@npm run --silent test >$(VITEST_LOG) 2>&1 || { cat $(VITEST_LOG); echo "Vitest failed (above)."; exit 1; }

# --- measurements (production mode on loopback; they print their figures) ------------------

lighthouse: install chromium build
	$(PY) scripts/lighthouse.py

bench-pages: install nginx build
	$(PY) scripts/bench/pages.py

# Every public page rendered uncached through gunicorn alone (target: under 50 ms each).
bench-uncached: install build
	$(PY) scripts/bench/uncached.py

# One address floods the make prod stack with random parameters; another visitor's times.
bench-flood: install nginx build
	$(PY) scripts/bench/flood.py

bench-leads: install build
	$(PY) scripts/bench/leads.py

bench-beacon: install build
	$(PY) scripts/bench/beacon.py

bench-reports: install
	$(PY) scripts/bench/reports.py

# Site search's answer time on the seeded content, every test query in both languages (target: 50 ms).
bench-search: install
	$(PY) scripts/bench/search.py

# A landing page under an A/B test through nginx against a static file (target: ratio >= 0.95).
bench-ab: install nginx build
	$(PY) scripts/bench/ab_pages.py

# The A/B tests' statistics on 200 runs of 10,000 synthetic visitors (split, interval coverage).
bench-ab-simulation: install
	$(PY) scripts/bench/ab_simulation.py

# --- looking -------------------------------------------------------------------------------

# Full-page PNGs of every public page and /admin (signed in) at four widths, in screenshots/.
screenshots: install chromium build
	$(PY) scripts/screenshots.py

clean:
	rm -rf $(VENV) node_modules static_build staticfiles .cache
