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

# Debian packages: what is missing is gathered first, so apt runs once.
missing=()
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
pkg-config --exists yaml-0.1 2>/dev/null || missing+=(libyaml-dev)
pkg-config --exists libpng 2>/dev/null || missing+=(libpng-dev)
pkg-config --exists sqlite3 2>/dev/null || missing+=(libsqlite3-dev)
command -v sqlite3 >/dev/null 2>&1 || missing+=(sqlite3)
if $want_test_tools; then
  # The play page's browser tests (Tests/web): Debian's Chromium and its driver; Selenium
  # is pointed at /usr/bin/chromedriver and never downloads a browser or driver itself.
  command -v chromium >/dev/null 2>&1 || missing+=(chromium)
  [[ -x /usr/bin/chromedriver ]] || missing+=(chromium-driver)
  # The cluster stage runs a real one-node Slurm cluster (Scripts/cluster/slurm-local.sh):
  # munge, slurmctld, slurmd and the client commands (sbatch, squeue, scontrol).
  command -v slurmctld >/dev/null 2>&1 || missing+=(slurmctld)
  command -v slurmd >/dev/null 2>&1 || missing+=(slurmd)
  command -v sbatch >/dev/null 2>&1 || missing+=(slurm-client)
  command -v munged >/dev/null 2>&1 || missing+=(munge)
fi
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}" >&2
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq --no-install-recommends \
    "${missing[@]}" >/dev/null
fi

# PyPI tools for the tests: check-jsonschema for the schemas, pytest-lsp for the language
# server's sessions, selenium for the browser tests; one pip run for what is missing.
if $want_test_tools; then
  pypi=()
  python3 -m check_jsonschema --version >/dev/null 2>&1 || pypi+=(check-jsonschema)
  python3 -c "import pytest_lsp" >/dev/null 2>&1 || pypi+=(pytest-lsp)
  python3 -c "import selenium" >/dev/null 2>&1 || pypi+=(selenium)
  if ((${#pypi[@]})); then
    echo "setup: installing ${pypi[*]} from PyPI" >&2
    python3 -m pip install --quiet --disable-pip-version-check "${pypi[@]}"
  fi
fi
