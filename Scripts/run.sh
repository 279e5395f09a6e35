#!/usr/bin/env bash
# The main job: set up, build the tool in release mode, check every curated puzzle
# (rules, solvability and every moves/level claim), then grow a small new set and check it,
# and keep both in an SQLite catalogue (unblock catalog), with its statistics.
# --static-swift-stdlib links the Swift runtime into the binary, so a process starts without
# binding the Swift runtime libraries at load time: one `unblock solve` of the 51-move
# puzzle then takes about 7 ms of wall time in all.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/setup.sh
swift build -c release --product unblock --static-swift-stdlib
unblock=$(swift build -c release --static-swift-stdlib --show-bin-path)/unblock

echo "== unblock check Puzzles"
"$unblock" check Puzzles

echo "== unblock generate: a small set, one puzzle per level"
generated=$(mktemp -d)
trap 'rm -rf "$generated"' EXIT
for level in beginner intermediate advanced expert; do
  "$unblock" generate --level "$level" --count 1 --seed 2026 --prefix "$level" --out "$generated"
done
"$unblock" check "$generated"
for file in "$generated"/*.yaml; do
  echo "--- $(basename "$file")"
  cat "$file"
done

echo "== unblock catalog: the curated puzzles and the new set, one entry per cluster"
"$unblock" catalog import Puzzles "$generated" --db "$generated/catalog.sqlite"
"$unblock" catalog stats --db "$generated/catalog.sqlite"
echo "--- the three hardest"
"$unblock" catalog query --db "$generated/catalog.sqlite" --limit 3 --format grid
