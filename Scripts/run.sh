#!/usr/bin/env bash
# The main job: set up, build the tool in release mode, check every curated puzzle
# (rules, solvability and every moves/level claim), then grow a small new set and check it.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/setup.sh
swift build -c release --product unblock
unblock=$(swift build -c release --show-bin-path)/unblock

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
