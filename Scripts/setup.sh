#!/usr/bin/env bash
# Installs what Unblock needs on a fresh Debian machine that has the Swift toolchain:
# the C libraries (libyaml-dev, libpng-dev, libsqlite3-dev and the sqlite3 shell, pkg-config)
# and, with --test, the PyPI tools the tests use (check-jsonschema, and pytest-lsp for the
# language server's session tests; Chromium, its driver and Selenium for the play page's
# browser tests).
# Only what is missing is installed.
set -euo pipefail

want_test_tools=false
[[ "${1:-}" == "--test" ]] && want_test_tools=true

as_root() {
  if [[ $(id -u) -eq 0 ]]; then "$@"; else sudo "$@"; fi
}

missing=()
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
pkg-config --exists yaml-0.1 2>/dev/null || missing+=(libyaml-dev)
pkg-config --exists libpng 2>/dev/null || missing+=(libpng-dev)
pkg-config --exists sqlite3 2>/dev/null || missing+=(libsqlite3-dev)
command -v sqlite3 >/dev/null 2>&1 || missing+=(sqlite3)
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}" >&2
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "${missing[@]}" >/dev/null
fi

if $want_test_tools && ! python3 -m check_jsonschema --version >/dev/null 2>&1; then
  echo "setup: installing check-jsonschema from PyPI" >&2
  python3 -m pip install --quiet --disable-pip-version-check check-jsonschema
fi

if $want_test_tools && ! python3 -c "import pytest_lsp" >/dev/null 2>&1; then
  echo "setup: installing pytest-lsp from PyPI" >&2
  python3 -m pip install --quiet --disable-pip-version-check pytest-lsp
fi

# The play page's browser tests (Tests/web): Debian's Chromium and its driver, and Selenium,
# which is pointed at /usr/bin/chromedriver and never downloads a browser or driver itself.
if $want_test_tools; then
  browser=()
  command -v chromium >/dev/null 2>&1 || browser+=(chromium)
  [[ -x /usr/bin/chromedriver ]] || browser+=(chromium-driver)
  if ((${#browser[@]})); then
    echo "setup: installing ${browser[*]}" >&2
    as_root apt-get update -qq
    DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq --no-install-recommends \
      "${browser[@]}" >/dev/null
  fi
  if ! python3 -c "import selenium" >/dev/null 2>&1; then
    echo "setup: installing selenium from PyPI" >&2
    python3 -m pip install --quiet --disable-pip-version-check selenium
  fi
fi
