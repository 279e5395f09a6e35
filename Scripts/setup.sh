#!/usr/bin/env bash
# Installs what Unblock needs on a fresh Debian machine that has the Swift toolchain:
# the C libraries (libyaml-dev, libpng-dev, pkg-config) and, with --test, the PyPI tools
# the tests use (check-jsonschema, and pytest-lsp for the language server's session tests).
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

# The cluster stage runs a real one-node Slurm cluster (Scripts/cluster/slurm-local.sh):
# Debian's munge, slurmctld, slurmd and the client commands (sbatch, squeue, scontrol).
if $want_test_tools && ! { command -v slurmctld && command -v slurmd && command -v sbatch \
  && command -v munged; } >/dev/null 2>&1; then
  echo "setup: installing slurmctld, slurmd, slurm-client and munge" >&2
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq --no-install-recommends \
    slurmctld slurmd slurm-client munge >/dev/null
fi
