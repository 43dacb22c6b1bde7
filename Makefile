# Everything runs in .venv, created on first use from the system's python3 (3.11 or newer).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-$(shell $(PYTHON) -c 'import hashlib,sys;print(hashlib.sha1(open("pyproject.toml","rb").read()).hexdigest()[:10])')
EXAMPLE := catalogs/examples/tank-attack-36ap.yaml

.PHONY: test run bench lint golden clean chromium

$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "armybuilder needs Python 3.11 or newer; set PYTHON=python3.11")'
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	@rm -f $(VENV)/.installed-*
	@touch $@

test: $(STAMP) chromium
	$(BIN)/ruff check armybuilder tests
	$(BIN)/python -m pytest -q

run: $(STAMP)
	$(BIN)/armybuilder edit $(EXAMPLE)

# The browser test drives Debian's Chromium (Playwright cannot download its own here). Installed
# when it is missing and this is root with apt-get; otherwise that one test skips, saying how to run it.
chromium:
	@[ -x /usr/bin/chromium ] || [ -n "$$CHROMIUM" ] || \
	  { [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null && \
	    { apt-get install -y -qq chromium >/dev/null 2>&1 || \
	      { apt-get update -qq && apt-get install -y -qq chromium >/dev/null; }; }; } || \
	  echo "no Chromium: the browser test will be skipped (sudo apt-get install chromium)"

bench: $(STAMP) chromium
	@# Compiled once, as an installed program is, even where PYTHONDONTWRITEBYTECODE is set.
	$(BIN)/python -m compileall -q armybuilder
	$(BIN)/python tests/bench/run.py

lint: $(STAMP)
	$(BIN)/ruff check armybuilder tests
	$(BIN)/ruff format --check armybuilder tests

clean:
	rm -rf $(VENV) build dist .pytest_cache
