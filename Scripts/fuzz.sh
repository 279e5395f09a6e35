#!/usr/bin/env bash
# The libFuzzer targets (Fuzz/): builds them with the fuzzer and address sanitizers, writes
# seed corpora into a temporary folder, and runs them.
#
#   bash Scripts/fuzz.sh TARGET [SECONDS [FLAGS...]]
#                                           run one target for SECONDS (default 600), printing
#                                           libFuzzer's progress and the executions survived;
#                                           FLAGS go to libFuzzer (-fork=1 -ignore_crashes=1
#                                           goes on past crashes, collecting them)
#   bash Scripts/fuzz.sh --smoke [RUNS]     run every target for RUNS inputs (default 2000),
#                                           before a change to a reader lands
#   bash Scripts/fuzz.sh --build            build every target, and run none
#
# TARGET is grid, yaml, lines or png. Any crash, leak, timeout (-timeout, 10 s an input),
# memory over -rss_limit_mb (2048) or allocation over -malloc_limit_mb (512) fails the run
# with exit 1; libFuzzer writes the input to .build-fuzz/artifacts/. Reproduce one with
#   SWIFT_BACKTRACE=enable=no .build-fuzz/release/FuzzYAML ARTIFACT
# and shrink it by adding -minimize_crash=1 -runs=10000.
# The build goes to .build-fuzz, so the main package's build is left alone.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
targets=(grid yaml lines png)

usage() {
  sed -n '2,19p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 64
}

product() {
  case $1 in
    grid) echo FuzzGrid ;;
    yaml) echo FuzzYAML ;;
    lines) echo FuzzDatabaseLines ;;
    png) echo FuzzPNG ;;
    *) echo "fuzz: unknown target '$1' (grid, yaml, lines or png)" >&2; exit 64 ;;
  esac
}

(($# >= 1)) || usage
if [[ $1 == --smoke ]]; then
  mode=smoke
  runs=${2:-2000}
  run_targets=("${targets[@]}")
elif [[ $1 == --build ]]; then
  (($# == 1)) || usage
  mode=build
  run_targets=("${targets[@]}")
else
  mode=long
  seconds=${2:-600}
  product "$1" >/dev/null
  run_targets=("$1")
  extra=("${@:3}")
fi

echo "== Fuzz: build (fuzzer and address sanitizers)"
log=$(mktemp)
# lld, because gold fails on libFuzzer's objects; release, because -Onone runs inputs ten times
# slower.
build=(env UNBLOCK_FUZZ=1 swift build --scratch-path "$root/.build-fuzz" -c release
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld)
for target in "${run_targets[@]}"; do
  if ! "${build[@]}" --product "$(product "$target")" >"$log" 2>&1; then
    cat "$log"
    exit 1
  fi
done
bin=$("${build[@]}" --show-bin-path)
if [[ $mode == build ]]; then
  rm -f "$log"
  exit 0
fi

# The seeds come from the curated puzzles, the test fixtures and, when present, the shared
# reference fixtures, written out by the unblock tool itself.
unblock=$(swift build --show-bin-path)/unblock
[[ -x $unblock ]] || swift build --product unblock >"$log" 2>&1 || { cat "$log"; exit 1; }
seeds=$(mktemp -d)
trap 'rm -rf "$seeds" "$log"' EXIT
shared=../shared/fixtures
mkdir -p "$seeds"/{grid,yaml,lines,png}
yaml_files=(Puzzles/*.yaml Puzzles/*/*.yaml Tests/*/Fixtures/*/*.yaml)
cp "${yaml_files[@]}" "$seeds/yaml/" 2>/dev/null || true
for file in Puzzles/*.yaml Puzzles/*/*.yaml; do
  name=$(basename "$file" .yaml)
  "$unblock" convert --to grid "$file" >"$seeds/grid/$name.txt" 2>/dev/null || true
  # One puzzle a seed as well: small inputs mutate faster.
  awk -v out="$seeds/grid/$name" 'BEGIN { RS = "" } { print > (out "-" NR ".txt") }' \
    "$seeds/grid/$name.txt"
  "$unblock" convert --to line "$file" >"$seeds/lines/$name.txt" 2>/dev/null || true
done
if [[ -d $shared ]]; then
  cp "$shared/thinkfun-jam40.txt" "$seeds/lines/"
  grep -v '^#' "$shared/thinkfun-jam40.txt" | head -5 | split -l 1 - "$seeds/lines/jam-"
  "$unblock" convert --to yaml "$shared/thinkfun-jam40.txt" >"$seeds/yaml/jam40.yaml" || true
  cp "$shared"/screenshots/*.png "$seeds/png/"
fi
for file in Puzzles/B-7764.yaml Puzzles/fixed-blocks.yaml Puzzles/wide-left.yaml \
  Puzzles/tall-block-list.yaml; do
  name=$(basename "$file" .yaml)
  for theme in wood plain; do
    "$unblock" render --tile 16 --theme "$theme" -o "$seeds/png/$name-$theme.png" "$file"
  done
done
find "$seeds" -type f -empty -delete

# libFuzzer's limits: an input that takes over 10 s, a run over 2 GB or one allocation over
# 512 MB fails like a crash. Swift's own crash backtracer is off, so that libFuzzer reports
# a trap and saves the input.
export SWIFT_BACKTRACE=enable=no
mkdir -p "$root/.build-fuzz/artifacts"
limits=(-timeout=10 -rss_limit_mb=2048 -malloc_limit_mb=512
  -artifact_prefix="$root/.build-fuzz/artifacts/" -print_final_stats=1)

for target in "${run_targets[@]}"; do
  corpus=$(mktemp -d)
  dict=()
  [[ -f Fuzz/$target.dict ]] && dict=(-dict="Fuzz/$target.dict")
  echo "== Fuzz: $target ($(find "$seeds/$target" -type f | wc -l) seeds)"
  if [[ $mode == smoke ]]; then
    # A fixed number of inputs, quietly; the output is shown only on failure.
    if ! "$bin/$(product "$target")" "${limits[@]}" "${dict[@]}" -runs="$runs" "$corpus" "$seeds/$target" \
      >"$log" 2>&1; then
      tail -60 "$log"
      echo "fuzz: $target failed; the input is in .build-fuzz/artifacts/" >&2
      exit 1
    fi
    grep -E "stat::number_of_executed_units" "$log"
  else
    "$bin/$(product "$target")" "${limits[@]}" "${dict[@]}" -max_total_time="$seconds" "${extra[@]}" \
      "$corpus" "$seeds/$target"
  fi
  rm -rf "$corpus"
done
