#!/usr/bin/env bash
# Validates what `unblock check`, `solve`, `hint`, `analyze`, `enumerate` (and its --dry-run),
# `generate`, `catalog merge`, `scan` and `catalog import`, `query`, `find` and `stats`
# `--format json` print against their
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

# scan: a wood image, a plain one with its chute on the left (--to yaml), standard input, an
# image whose board is cut off, a file that is no PNG, a missing file.
"$unblock" render Puzzles/I-4.yaml -o "$work/wood.png"
"$unblock" render Puzzles/wide-left.yaml --theme plain --tile 16 -o "$work/plain.png"
head -c 2000 "$work/wood.png" >"$work/cut.png"
printf 'no image\n' >"$work/text.png"
run scan-wood scan "$work/wood.png"
run scan-plain scan --to yaml "$work/plain.png"
run scan-stdin scan - <"$work/wood.png"
run scan-cut scan "$work/cut.png"
run scan-text scan "$work/text.png"
run scan-missing scan "$work/missing.png"

# The catalogue (which enumerate --db filled above): lines (added, known, rejected), named
# puzzles (one a left chute) and a shard; again (all known); a wrong claim, a malformed file
# and a missing one; a damaged catalogue (entries null); an empty file (an empty catalogue).
printf 'board: |\n  ..BCCC\n  D.BEFF\n  DAAEG.>\n  .H..GI\n  .HJJGI\n  .KKLL.\nmoves: 3\n' \
  >"$work/wrong.yaml"
: >"$work/empty.txt"
db=$work/catalog.sqlite
run catalog-import catalog import "$work/lines.txt" Puzzles/I-4.yaml Puzzles/wide-left.yaml \
  Puzzles/size-5x5.yaml "$work/part-0.txt" --db "$db"
run catalog-import-known catalog import "$work/lines.txt" --db "$db"
run catalog-import-bad catalog import "$work/wrong.yaml" "$work/empty.txt" "$work/missing.txt" \
  --db "$work/small.sqlite"
cp "$db" "$work/damaged.sqlite"
printf '\377%.0s' {1..4000} | dd of="$work/damaged.sqlite" bs=1 seek=32868 conv=notrunc 2>/dev/null
run catalog-import-damaged catalog import "$work/empty.txt" --db "$work/damaged.sqlite"
run catalog-import-empty catalog import "$work/empty.txt" --db "$work/none.sqlite"
# Queries of each filter, order and limit, and one that matches nothing.
run catalog-query catalog query --db "$db"
run catalog-query-left catalog query --db "$db" --exit left --order states --limit 3
run catalog-query-filters catalog query --db "$db" --level expert --walls 0 --blocks 13 \
  --size 6x6 --exit right --exit-row 2 --states 100...
run catalog-query-random catalog query --db "$db" --moves 0...10 --order random --seed 7
run catalog-query-none catalog query --db "$db" --moves 200
# find: the first line's board mirrored left to right, top to bottom, and turned half a turn.
cat >"$work/mirror.txt" <<'GRID'
 .L.BBG
 ML.IHG
<MAAIHG
 M.KCCC
 DDKJ..
 .FFJEE
GRID
cat >"$work/top-to-bottom.txt" <<'GRID'
EEJFF.
..JKDD
CCCK.M
GHIAAM>
GHI.LM
GBB.L.
GRID
cat >"$work/half.txt" <<'GRID'
 .FFJEE
 DDKJ..
 M.KCCC
<MAAIHG
 ML.IHG
 .L.BBG
GRID
# The first line's board one move on (F+1, 50 moves from the exit).
printf 'GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJoFF\n' >"$work/state.txt"
# Lines (found, and unsolvable: not found), another state of a cluster, a named puzzle, the
# three images; puzzles not catalogued; clusters too large (no line).
run catalog-find catalog find "$work/lines.txt" "$work/state.txt" Puzzles/I-4.yaml \
  "$work/mirror.txt" "$work/top-to-bottom.txt" "$work/half.txt" --db "$db"
run catalog-find-none catalog find Puzzles/fixed-blocks.yaml --db "$work/small.sqlite"
run catalog-find-gave-up catalog find "$work/lines.txt" --db "$db" --max-states 100
# stats of every entry, of a row, of a row no entry has, and of an empty catalogue.
run catalog-stats catalog stats --db "$db"
run catalog-stats-row catalog stats --db "$db" --exit-row 2
run catalog-stats-no-row catalog stats --db "$db" --exit-row 7
run catalog-stats-empty catalog stats --db "$work/none.sqlite"

# The rarer cases are reached: each file holds its text.
while read -r name text; do
  grep -qF -- "$text" "$work/$name.jsonl" || { echo "error: $name.jsonl has no $text" >&2; exit 1; }
done <<'CASES'
scan-plain "chute":"left","chuteRow":2,"theme":"plain"
scan-cut "kind":"diagnostic"
catalog-import-bad "wrongClaims":1,"malformed":1,"unreadable":1
catalog-import-damaged "entries":null
catalog-find "relation":"same-cluster","distance":50
catalog-find "relation":"mirror-image",
catalog-find "relation":"mirror-image-top-to-bottom"
catalog-find "relation":"half-turn"
catalog-find "found":false,"relation":null,"distance":null
catalog-find-none "found":false,"relation":null,"distance":5
catalog-stats-empty "entries":0,"states":0,"byMoves":[]
CASES

count=0
for command in check solve hint analyze enumerate enumerate-dry-run generate catalog-merge scan \
  catalog-import catalog-query catalog-find catalog-stats; do
  # enumerate-dry-run's lines are not enumerate's.
  files=()
  for file in "$work/$command"-*.json; do
    [[ $command == enumerate && $file == "$work/enumerate-dry-run-"* ]] || files+=("$file")
  done
  python3 -m check_jsonschema --schemafile "Schemas/$command-output.schema.json" "${files[@]}"
  count=$((count + ${#files[@]}))
done
echo "output schemas: $count lines of check, solve, hint, analyze, enumerate (and --dry-run), generate, catalog merge, scan and catalog import, query, find and stats output accepted"
