#!/usr/bin/env bash
# Validates what `unblock check`, `solve`, `hint`, `analyze`, `enumerate` (and its --dry-run),
# `generate` and `catalog merge --format json` print against their
# schemas in Schemas/, with check-jsonschema: each line of real output, over the curated
# puzzles and database lines that reach every status (solved, unsolvable, gave up, invalid).
# Usage: Scripts/output-schema-check.sh PATH-TO-UNBLOCK
set -euo pipefail
cd "$(dirname "$0")/.."
unblock=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# A solvable line, a duplicate of it, a wrong states claim, an unsolvable board, a broken
# line, and a 60-move line that --max-states 1000 gives up on.
cat >"$work/lines.txt" <<'LINES'
51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780
GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo
60 IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM 2000
ooooBoooooBoAAooBxoooooooooooooooooo
ooooBoooooBoAAoo
LINES
printf '60 IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM\n' >"$work/big.txt"

# Every line of a command's output becomes a file of its own, for check-jsonschema.
run() {
  local name=$1
  shift
  "$unblock" "$@" --format json >"$work/$name.jsonl" 2>/dev/null || true
  split -l 1 -d -a 4 --additional-suffix=.json "$work/$name.jsonl" "$work/$name-"
}
run check-puzzles check Puzzles
run check-lines check "$work/lines.txt"
run solve solve --steps Puzzles/I-4.yaml "$work/lines.txt"
run solve-timed solve --timings "$work/lines.txt"
run solve-gave-up solve --max-states 1000 "$work/big.txt"
run hint hint Puzzles "$work/lines.txt"
run hint-gave-up hint --max-states 1000 "$work/big.txt"
run analyze analyze Puzzles/I-4.yaml Puzzles/fixed-blocks.yaml "$work/lines.txt"
run analyze-timed analyze --timings "$work/lines.txt"
run analyze-gave-up analyze --max-states 1000 "$work/big.txt"
# A run, the same run again (reused, with a histogram that differs), and a shard.
printf '1\t1\n' >"$work/histogram.tsv"
run enumerate enumerate --size 4x4 --walls 0...1 -o "$work/4x4.txt" --timings
run enumerate-reused enumerate --size 4x4 --walls 0...1 -o "$work/4x4.txt" \
  --histogram "$work/histogram.tsv" --db "$work/catalog.sqlite"
run enumerate-shard enumerate --size 4x5 --shard 1/3 --db "$work/catalog.sqlite"
# Dry runs: a shard that would be enumerated, a run with a --resume folder, and a file that
# holds its run already.
run enumerate-dry-run-shard enumerate --size 4x5 --shard 1/3 -o "$work/part.txt" --dry-run
run enumerate-dry-run-resume enumerate --size 4x5 -o "$work/part.txt" --resume "$work/parts" \
  --dry-run
run enumerate-dry-run-done enumerate --size 4x4 --walls 0...1 -o "$work/4x4.txt" \
  --db "$work/catalog.sqlite" --dry-run
# Shards merged, and an unsharded run's file merged alone.
for i in 0 1; do
  "$unblock" enumerate --size 4x4 --shard $i/2 -o "$work/part-$i.txt" 2>/dev/null
done
run catalog-merge catalog merge "$work/part-0.txt" "$work/part-1.txt" -o "$work/merged.txt"
run catalog-merge-whole catalog merge "$work/4x4.txt" -o "$work/whole.txt"
# A set file, a folder, --hardest, and the largest seed.
run generate generate --moves 3...9 --size 4x4 --count 3 --seed 1 --set "$work/set.yaml"
run generate-out generate --level beginner --count 2 --seed 5 --exit-row any --out "$work/out"
run generate-hardest generate --hardest --size 4x5 --layouts 300 --top 2 --seed 2 \
  --set "$work/hardest.yaml"
run generate-seed generate --moves 3 --size 4x4 --seed 18446744073709551615 --out "$work/out"

count=0
for command in check solve hint analyze enumerate enumerate-dry-run generate catalog-merge; do
  # enumerate-dry-run's lines are not enumerate's.
  files=()
  for file in "$work/$command"-*.json; do
    [[ $command == enumerate && $file == "$work/enumerate-dry-run-"* ]] || files+=("$file")
  done
  python3 -m check_jsonschema --schemafile "Schemas/$command-output.schema.json" "${files[@]}"
  count=$((count + ${#files[@]}))
done
echo "output schemas: $count lines of check, solve, hint, analyze, enumerate (and --dry-run), generate and catalog merge output accepted"
