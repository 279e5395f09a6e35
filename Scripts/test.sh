#!/usr/bin/env bash
# The test command: set up, lint the Swift sources, validate the schemas and YAML files with
# a real JSON Schema validator, build without warnings, check the curated puzzles with the
# tool, compile the fuzz targets, drive `unblock lsp` through whole sessions with pytest-lsp
# and play the web page `unblock play` writes in headless Chromium while the Swift test
# suite runs and shards enumerate on a one-node Slurm cluster and merge, then check the
# cluster scripts' command lines. Fuzzing itself is Scripts/fuzz.sh: its sanitizer build alone took a
# fifth of the ten minutes the test command may take.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/setup.sh --test
# Every build below optimises UnblockCore, the solver and the enumerator, and UnblockImaging, in the debug
# build too (see the end of Package.swift), so whole spaces enumerate in seconds.
export UNBLOCK_OPTIMIZE_CORE=1

# Each stage's heading says how long the command has run, so a slow stage shows in CI's log.
stage() { echo "== $* ($((SECONDS / 60))m$((SECONDS % 60))s)"; }

# Background stages: each one's pid and log. A failure of a later stage still waits for them,
# so that none outlives the command (the Slurm stage stops its cluster when it ends).
background=()
logs=()
finish() {
  for pid in "${background[@]}"; do wait "$pid" 2>/dev/null || true; done
  rm -f "${logs[@]}"
}
trap finish EXIT

# Waits for the background stage $1, prints its log $2, and fails as it did; $3 names it.
join_stage() {
  local status=0
  wait "$1" || status=$?
  cat "$2"
  if ((status != 0)); then
    echo "the $3 stage failed (status $status)" >&2
    exit "$status"
  fi
}

stage "swift format lint --strict, and JSON Schema: the schemas themselves, Puzzles/ and the valid fixtures (in the background, beside the build)"
# --strict makes every finding an error, so any finding fails the test command.
lint_log=$(mktemp)
logs+=("$lint_log")
(
  swift format lint --strict -r Sources Tests Fuzz Package.swift
  python3 -m check_jsonschema --check-metaschema Schemas/*.schema.json
  bash Scripts/schema-check.sh
) >"$lint_log" 2>&1 &
lint=$!
background+=("$lint")

stage "Build: the tool"
# The tool first: the editor, browser and Slurm stages need only it, and start while the
# tests' own modules build beside them, in the background below.
log=$(mktemp)
logs+=("$log")
# Fails the command when the build whose log is $1 failed or warned.
check_build() {
  if (($2 != 0)); then
    cat "$1"
    exit 1
  fi
  if grep -E "warning:" "$1"; then
    echo "the build has warnings; Unblock builds clean" >&2
    exit 1
  fi
}
status=0
swift build --product unblock >"$log" 2>&1 || status=$?
check_build "$log" "$status"
bin=$(swift build --show-bin-path)

stage "swift format lint and JSON Schema (from the background): their output"
join_stage "$lint" "$lint_log" "lint and schema"

stage "Build: the tests, then the Swift tests (in the background, beside the next stages)"
# The Swift tests, the longest stage, start as soon as their modules are built. They, the
# browser sessions and the Slurm stage run in the background beside the checks and the
# editor sessions: those mostly wait (on the page's animations, on Slurm, on the server's
# answers), and the test command must stay under ten minutes.
tests_build_log=$(mktemp)
swift_log=$(mktemp)
logs+=("$tests_build_log" "$swift_log")
(
  swift build --build-tests >"$tests_build_log" 2>&1 || exit 3
  grep -q -E "warning:" "$tests_build_log" && exit 4
  swift test --skip-build >"$swift_log" 2>&1
) &
swift_tests=$!
background+=("$swift_tests")

stage "Slurm: enumerate in 8 shards on a one-node cluster, kill a task, merge, compare (in the background, beside the stages up to the cluster scripts)"
# test-slurm.sh's default runs: 5x5, and 4x4 with up to 2 walls. Most of its minute is
# spent waiting on Slurm, so it starts as soon as the tool is built and runs beside the
# checks, the editor and the browser sessions and the Swift tests; its output
# is printed, and its status taken, before the cluster scripts' checks, which start and
# stop a cluster of their own.
slurm_log=$(mktemp)
logs+=("$slurm_log")
bash Scripts/cluster/test-slurm.sh "$bin/unblock" >"$slurm_log" 2>&1 &
slurm=$!
background+=("$slurm")

stage "unblock check Puzzles"
"$bin/unblock" check Puzzles

stage "JSON Schema: the --format json output of every command that prints it"
bash Scripts/output-schema-check.sh "$bin/unblock"

# Runs the pytest tests in Tests/$1 against the built tool; $2 names them in a failure.
# Exit status 5 means pytest collected no test: the tests went missing, a failure.
pytest_stage() {
  local status=0
  UNBLOCK="$bin/unblock" python3 -m pytest -q -p no:cacheprovider \
    -c "Tests/$1/pytest.ini" "Tests/$1" || status=$?
  if ((status == 5)); then
    echo "pytest collected no $2 in Tests/$1" >&2
    exit 1
  elif ((status != 0)); then
    exit "$status"
  fi
}

stage "Play page in headless Chromium (pytest + Selenium; in the background, beside the next stage)"
# The page as a person uses it: drag, keys, hints, playback, sets; no console error, no
# request. Screenshots land in .build/web-screenshots for a person to look at. Most of its
# minute is spent waiting on the page's animations, so it runs beside the editor sessions.
web_log=$(mktemp)
logs+=("$web_log")
pytest_stage web "browser tests" >"$web_log" 2>&1 &
web=$!
background+=("$web")

stage "Language server sessions (pytest-lsp)"
pytest_stage lsp "language server tests"

stage "Play page (from the background): its output"
join_stage "$web" "$web_log" browser

stage "Swift tests (from the background): their build's warnings, and their output"
status=0
wait "$swift_tests" || status=$?
case $status in
  3) check_build "$tests_build_log" 1 ;;
  4) check_build "$tests_build_log" 0 ;;
esac
cat "$swift_log"
if ((status != 0)); then
  echo "the Swift tests stage failed (status $status)" >&2
  exit "$status"
fi

stage "Fuzz targets: compile (their runs: bash Scripts/fuzz.sh --smoke 2000, or TARGET SECONDS)"
# The fuzz targets exist only when UNBLOCK_FUZZ=1 (see Package.swift); here they are compiled
# in the build above, no sanitizer, no link, so that a change that breaks them fails the
# tests. After the Swift tests: a build waits for SwiftPM's lock on .build, which a running
# `swift test` holds. Running them takes a build with sanitizers, two processor-minutes: Scripts/fuzz.sh.
for target in FuzzSupport FuzzGrid FuzzYAML FuzzDatabaseLines FuzzPNG; do
  if ! UNBLOCK_FUZZ=1 swift build --target "$target" >"$log" 2>&1 || grep -E "warning:" "$log"; then
    cat "$log"
    echo "the fuzz target $target does not compile clean" >&2
    exit 1
  fi
done

stage "Slurm (from the background): its output"
join_stage "$slurm" "$slurm_log" Slurm

stage "Cluster scripts: command-line mistakes, runs enumerate --dry-run refuses, --help without ray, stop leaves strangers alone"
bash Scripts/cluster/test-arguments.sh "$bin/unblock"
