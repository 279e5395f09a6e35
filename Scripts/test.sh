#!/usr/bin/env bash
# The test command: set up, validate the schemas and YAML files with a real JSON Schema
# validator, check the curated puzzles with the tool, drive `unblock lsp` through whole
# sessions with pytest-lsp, then run the Swift test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/setup.sh --test

echo "== JSON Schema: the schemas themselves"
python3 -m check_jsonschema --check-metaschema Schemas/*.schema.json

echo "== JSON Schema: Puzzles/ and the valid fixtures"
bash Scripts/schema-check.sh

echo "== Build"
log=$(mktemp)
if ! swift build --build-tests >"$log" 2>&1; then
  cat "$log"
  exit 1
fi
if grep -E "warning:" "$log"; then
  echo "the build has warnings; Unblock builds clean" >&2
  exit 1
fi

echo "== unblock check Puzzles"
"$(swift build --show-bin-path)/unblock" check Puzzles

echo "== Language server sessions (pytest-lsp)"
# Exit status 5 means pytest collected no test: the session tests went missing, a failure.
status=0
UNBLOCK="$(swift build --show-bin-path)/unblock" python3 -m pytest -q -p no:cacheprovider \
  -c Tests/lsp/pytest.ini Tests/lsp || status=$?
if ((status == 5)); then
  echo "pytest collected no language server tests in Tests/lsp" >&2
  exit 1
elif ((status != 0)); then
  exit "$status"
fi

echo "== Swift tests"
swift test --skip-build
