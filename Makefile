# Every install comes from uv.lock (exact versions and hashes), made by uv, which is itself
# installed from .ci/uv-requirements.txt with its hashes. Only the system's python3 (3.11 or
# newer) is needed; uv never downloads a Python.
PYTHON ?= python3
export UV_PYTHON := $(PYTHON)
export UV_PYTHON_DOWNLOADS := never
# Libraries installed compiled, as pip installed them: where PYTHONDONTWRITEBYTECODE is set, an
# uncompiled pydantic and Textual are compiled anew by every process (about 0.13 s a `check`,
# 0.9 s of CPU an editor, so a served tab's page load).
export UV_COMPILE_BYTECODE := 1
UV_HOME := .venv-uv
UV := $(UV_HOME)/bin/uv
VENV := .venv
PLAYER_VENV := .venv-run
LATEST_VENV := .venv-latest
BIN := $(VENV)/bin
# An install is redone when pyproject.toml or uv.lock changes.
LOCK_ID := $(shell cat pyproject.toml uv.lock 2>/dev/null | $(PYTHON) -c 'import hashlib,sys;print(hashlib.sha1(sys.stdin.buffer.read()).hexdigest()[:10])')
STAMP := $(VENV)/.installed-$(LOCK_ID)
PLAYER_STAMP := $(PLAYER_VENV)/.installed-$(LOCK_ID)
# make run opens the player's own copy of the example, never the tracked file.
ROSTERS ?= $(HOME)/armybuilder-rosters
EXAMPLE := catalogs/examples/tank-attack-36ap.yaml

.PHONY: test run install bench lint lock test-latest golden clean chromium docs

$(UV): .ci/uv-requirements.txt
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "armybuilder needs Python 3.11 or newer; set PYTHON=python3.11")'
	$(PYTHON) -m venv $(UV_HOME)
	$(UV_HOME)/bin/python -m pip install --quiet --disable-pip-version-check --require-hashes -r .ci/uv-requirements.txt
	@touch $@

# The program, the test, lint and bench tools, exactly as locked (--locked fails on a stale lock).
$(STAMP): pyproject.toml uv.lock $(UV)
	UV_PROJECT_ENVIRONMENT=$(VENV) $(UV) sync --quiet --locked
	@rm -f $(VENV)/.installed-*
	@touch $@

# Only what the program needs, for players.
$(PLAYER_STAMP): pyproject.toml uv.lock $(UV)
	UV_PROJECT_ENVIRONMENT=$(PLAYER_VENV) $(UV) sync --quiet --locked --no-default-groups
	@rm -f $(PLAYER_VENV)/.installed-*
	@touch $@

test: $(STAMP) chromium
	$(BIN)/ruff check armybuilder tests
	$(BIN)/python -m pytest -q

# The program alone, opening nothing: for an organiser's server (`event serve`) or a script.
install: $(PLAYER_STAMP)
	@echo "armybuilder is installed: $(PLAYER_VENV)/bin/armybuilder"

run: $(PLAYER_STAMP)
	@mkdir -p $(ROSTERS)
	@[ -e $(ROSTERS)/$(notdir $(EXAMPLE)) ] || cp $(EXAMPLE) $(ROSTERS)/
	$(PLAYER_VENV)/bin/armybuilder edit $(ROSTERS)/$(notdir $(EXAMPLE))

# Refreshes uv.lock to the newest versions pyproject.toml allows, resolved for every Python
# from 3.11 on; read `git diff uv.lock`, then run make test.
lock: $(UV)
	$(UV) lock --upgrade
	@for v in 3.12 3.13; do \
	  $(UV) pip compile --quiet --python-version $$v --group dev pyproject.toml -o /dev/null \
	    && echo "resolves for Python $$v" || exit 1; done

# The suite against the newest versions the ranges allow, in a venv of its own, so an upstream
# release is seen on purpose. Screen snapshots and PDF bytes (marked drift) are listed apart:
# they may differ on a new library; every other test must pass.
test-latest: $(UV) chromium
	$(UV) venv --quiet --allow-existing $(LATEST_VENV)
	VIRTUAL_ENV=$(LATEST_VENV) $(UV) pip install --quiet --upgrade --resolution highest -e . --group dev
	@VIRTUAL_ENV=$(LATEST_VENV) $(UV) pip list --quiet --outdated 2>/dev/null || true
	$(LATEST_VENV)/bin/python -m pytest -q -m "not drift"
	@echo "--- drift: snapshots and PDF bytes on the newest libraries (listed, not failed) ---"
	-$(LATEST_VENV)/bin/python -m pytest -q -m drift

# The browser test drives Debian's Chromium (Playwright cannot download its own here). Installed
# when it is missing and this is root with apt-get; otherwise that one test skips, saying how to run it.
chromium:
	@[ -x /usr/bin/chromium ] || [ -n "$$CHROMIUM" ] || \
	  { [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null && \
	    { apt-get install -y -qq chromium >/dev/null 2>&1 || \
	      { apt-get update -qq && apt-get install -y -qq chromium >/dev/null; }; }; } || \
	  echo "no Chromium: the browser test will be skipped (sudo apt-get install chromium)"

bench: $(STAMP) chromium
	@# Compiled once, as an installed program and its libraries are, even where
	@# PYTHONDONTWRITEBYTECODE is set: uv installs libraries uncompiled, and compiling pydantic
	@# and the rest anew adds about 0.13 s to every process measured.
	$(BIN)/python -m compileall -q armybuilder $$($(BIN)/python -c 'import sysconfig; print(sysconfig.get_path("purelib"))')
	$(BIN)/python tests/bench/run.py

# docs/codes.md is made from the registry of codes (engine/codes.py); a test fails when it is stale.
docs: $(STAMP)
	$(BIN)/python -c 'from armybuilder.present.codes_page import codes_page; print(codes_page(), end="")' > docs/codes.md

lint: $(STAMP)
	$(BIN)/ruff check armybuilder tests
	$(BIN)/ruff format --check armybuilder tests
	$(BIN)/mypy

clean:
	rm -rf $(VENV) $(PLAYER_VENV) $(LATEST_VENV) $(UV_HOME) build dist .pytest_cache
