#!/usr/bin/env bash
# The test command: set up, lint the Swift sources, validate the schemas and YAML files with
# a real JSON Schema validator, build without warnings, check the curated puzzles with the
# tool, run each fuzz target on a fixed number of inputs, then run the Swift test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/setup.sh --test

echo "== swift format lint --strict"
# --strict makes every finding an error, so any finding fails the test command.
swift format lint --strict -r Sources Tests Fuzz Package.swift

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

echo "== Fuzz: every target on 2000 inputs (Scripts/fuzz.sh TARGET SECONDS runs one long)"
bash Scripts/fuzz.sh --smoke 2000

# Last, so that the run closes on the test runner's own summary line.
echo "== Swift tests"
swift test --skip-build
