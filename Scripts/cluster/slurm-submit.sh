#!/usr/bin/env bash
# Submits a sharded `unblock enumerate` to Slurm: an array job with one task per shard that
# is not finished yet, and a merge job that runs once they all succeeded.
#
#   Scripts/cluster/slurm-submit.sh --shards N --dir DIR -o OUT [options] -- ENUMERATE-OPTIONS
#
#   --shards N       split the work in N shards (array tasks 0 to N-1)
#   --dir DIR        where the shard files (shard-I-of-N.txt) and logs (logs/) go; on a
#                    file system every node sees
#   -o OUT           the merged file, the bytes of an unsharded run
#   --cpus C         processors per shard (passed to enumerate as --jobs, 1 to 1024;
#                    default 1)
#   --mem SIZE       memory per shard, as sbatch takes it (default 2G)
#   --time LIMIT     time limit per shard, as sbatch takes it (default: the partition's)
#   --max-running M  run at most M shards at once (sbatch --array=...%M)
#   --retries R      requeue a failed shard up to R times (default 2)
#   --unblock PATH   the unblock binary every node runs (default: unblock on PATH)
#   --wait           wait for the merge job and exit with its status
#   --kill-once I    kill shard I's first attempt with SIGKILL, to show the retry
#   ENUMERATE-OPTIONS, after --, go to every shard's `unblock enumerate` (--size, --walls,
#   --exit, --exit-row); Slurm's own settings (partition, account) come from SBATCH_*
#   variables, such as SBATCH_PARTITION=long.
#
# Before submitting anything, the script creates DIR and `unblock enumerate --dry-run`
# checks what every task and the merge would: the enumerate options (a dry run of shard 0),
# OUT (a dry run of the whole enumeration: a merged file holds the same lines as an
# unsharded run; OUT may be in DIR) and each shard file there already. A mistake, such as
# OUT in a missing folder, is refused with enumerate's own message, exit status 2, and the
# folders the script created are removed. OUT holding this enumeration means the run is
# merged already: nothing to do, exit 0.
# Submitting again after a failure resumes: a shard whose file holds this enumeration's
# shard is finished and not run again; a shard file that holds something else (another
# run's, with other options) is refused.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)

shards="" dir="" out="" cpus=1 mem=2G time="" max_running="" retries=2 unblock=unblock
wait=false kill_once=""
# The comment above, without its '#'s, for --help.
usage() {
  awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"
  exit 0
}
# A mistake on the command line: what is wrong, in one line, then how the command goes.
fail() {
  echo "slurm-submit.sh: error: $*" >&2
  echo "usage: slurm-submit.sh --shards N --dir DIR -o OUT [options] -- ENUMERATE-OPTIONS" \
    "(--help lists the options)" >&2
  exit 2
}
# Checks that option $1's value $2 is a whole number of at least $3 (0 or 1).
whole() {
  local pattern='^[1-9][0-9]*$' what="a positive integer"
  (($3 == 0)) && pattern='^(0|[1-9][0-9]*)$' what="an integer of 0 or more"
  [[ $2 =~ $pattern ]] || fail "$1 takes $what, not '$2'"
  ((${#2} <= 9)) || fail "$1 $2 is too large"
}
while (($#)); do
  case $1 in
    --shards | --dir | -o | --cpus | --mem | --time | --max-running | --retries | --unblock | --kill-once)
      (($# >= 2)) || fail "$1 needs a value" ;;
  esac
  case $1 in
    --shards) shards=$2; shift 2 ;;
    --dir) dir=$2; shift 2 ;;
    -o) out=$2; shift 2 ;;
    --cpus) cpus=$2; shift 2 ;;
    --mem) mem=$2; shift 2 ;;
    --time) time=$2; shift 2 ;;
    --max-running) max_running=$2; shift 2 ;;
    --retries) retries=$2; shift 2 ;;
    --unblock) unblock=$2; shift 2 ;;
    --wait) wait=true; shift ;;
    --kill-once) kill_once=$2; shift 2 ;;
    --) shift; break ;;
    -h | --help) usage ;;
    *) fail "unknown option '$1' (the enumerate options go after --)" ;;
  esac
done
[[ -n $shards ]] || fail "give the number of shards, --shards N"
whole --shards "$shards" 1
[[ -n $dir ]] || fail "give the folder for the shard files, --dir DIR"
[[ -n $out ]] || fail "give the merged file, -o OUT"
whole --cpus "$cpus" 1
((cpus <= 1024)) || fail "--cpus $cpus is over 1024, the most threads enumerate takes (--jobs)"
# As sbatch takes it: a whole number of megabytes, or of K, M, G or T.
[[ $mem =~ ^[0-9]+[KkMmGgTt]?$ ]] || fail "--mem takes a size such as 3G, 500M or 2048 (megabytes), not '$mem'"
[[ -z $max_running ]] || whole --max-running "$max_running" 1
whole --retries "$retries" 0
if [[ -n $kill_once ]]; then
  [[ $kill_once =~ ^(0|[1-9][0-9]{0,8})$ ]] && ((kill_once < shards)) \
    || fail "--kill-once takes a shard index, 0 to $((shards - 1)), not '$kill_once'"
else
  kill_once=-1
fi
(($#)) || fail "give the enumerate options after --, such as -- --size 6x6"
for option in "$@"; do
  case ${option%%=*} in
    -o | --output | --shard | --jobs | --db | --resume | --dry-run | --format | --force)
      fail "the enumerate option $option is the submit script's to set; give only what to enumerate after --" ;;
  esac
done
# Array task ids run from 0 to MaxArraySize - 1 (1001 by Slurm's default): more shards than
# that would be refused by sbatch only after every shard's dry run.
# Without scontrol, or a controller to answer it, sbatch says what it refuses.
max_array=$(scontrol show config 2>/dev/null | awk '$1 == "MaxArraySize" { print $3 }') \
  || max_array=""
if [[ $max_array =~ ^[0-9]+$ ]] && ((shards > max_array)); then
  fail "--shards $shards is more than this cluster's MaxArraySize ($max_array): its array task ids run from 0 to $((max_array - 1)); use at most $max_array shards"
fi
found=$(command -v -- "$unblock") && [[ -f $found && -x $found ]] \
  || { echo "slurm-submit.sh: error: no unblock binary at $unblock" >&2; exit 2; }
unblock=$found
[[ $unblock == /* ]] || unblock="$PWD/$unblock"
[[ $out == /* ]] || out="$PWD/$out"
# DIR and its logs/ are created before the dry runs, since OUT may be in DIR (as in
# README's example); made lists the folders created, deepest first, and unmake removes
# them again when nothing is submitted.
made=()
path=$dir/logs
while [[ ! -e $path && ! -L $path ]]; do
  made+=("$path")
  parent=$(dirname -- "$path")
  [[ $parent == "$path" ]] && break
  path=$parent
done
unmake() {
  local folder
  for folder in "${made[@]}"; do rmdir -- "$folder" 2>/dev/null || break; done
}
if ! error=$(mkdir -p -- "$dir/logs" 2>&1); then
  echo "slurm-submit.sh: error: cannot create $dir/logs: ${error##*: }" >&2
  unmake
  exit 2
fi
dir=$(cd "$dir" && pwd)
# The merge job passes every shard's file to `catalog merge`: more than the system passes
# to a program would fail only once every shard is done. Each argument costs its bytes, its
# end and its pointer; a shard's file is DIR/shard-INDEX-of-SHARDS.txt.
needed=0
for word in "$unblock" catalog merge -o "$out"; do needed=$((needed + ${#word} + 9)); done
needed=$((needed + shards * (${#dir} + ${#shards} + 24)))
low=0 high=10 digits=1
while ((low < shards)); do
  needed=$((needed + digits * ((high < shards ? high : shards) - low)))
  low=$high high=$((high * 10)) digits=$((digits + 1))
done
room=$(($(getconf ARG_MAX) - $(env | wc -c) - 8 * $(env | wc -l)))
if ((needed > room)); then
  echo "slurm-submit.sh: error: --shards $shards: the merge would pass catalog merge $shards shard files, $needed bytes of arguments, more than this system passes to a program ($room); use fewer shards or a shorter --dir" >&2
  unmake
  exit 2
fi
# dry ARGUMENTS...: `unblock enumerate ENUMERATE-OPTIONS --jobs C ARGUMENTS --dry-run`, which
# checks what a real run would: returns 0 when the run would enumerate and 3 when its -o
# file holds this enumeration already; anything else ends the script with enumerate's
# message and status 2, before anything is submitted.
dry() {
  local status=0 said
  said=$("$unblock" enumerate "${options[@]}" --jobs "$cpus" "$@" --dry-run 2>&1) || status=$?
  ((status == 0 || status == 3)) && return "$status"
  echo "slurm-submit.sh: error: unblock enumerate ${options[*]} $* --dry-run refused the run" \
    "(status $status); nothing submitted:" >&2
  sed 's/^/  /' <<<"$said" >&2
  unmake
  exit 2
}
options=("$@")
status=0
dry -o "$out" || status=$?
if ((status == 3)); then
  echo "slurm-submit.sh: $out holds this enumeration already: the run is merged; nothing to do" >&2
  unmake
  exit 0
fi

# A shard is finished when its file holds this enumeration's shard; shard 0's dry run also
# checks the options with --shard, whether or not its file is there.
missing=()
for ((index = 0; index < shards; index++)); do
  part=$dir/shard-$index-of-$shards.txt
  status=0
  if ((index == 0)) || [[ -e $part || -L $part ]]; then
    dry --shard "$index/$shards" -o "$part" || status=$?
  fi
  ((status == 3)) || missing+=("$index")
done
limits=(--cpus-per-task="$cpus" --mem="$mem")
[[ -n $time ]] && limits+=(--time="$time")

dependency=()
if ((${#missing[@]})); then
  # The shards to run as ranges (0-7, or 3,10-12 when some are finished): one id each made
  # an argument of over 128 KiB, which the system refuses, from 23,700 shards.
  array="" first="" last=""
  for index in "${missing[@]}" ""; do
    if [[ -n $last && $index == $((last + 1)) ]]; then
      last=$index
      continue
    fi
    if [[ -n $first ]]; then
      array+="${array:+,}$first"
      ((last > first)) && array+="-$last"
    fi
    first=$index last=$index
  done
  [[ -n $max_running ]] && array+="%$max_running"
  if ! array_job=$(sbatch --parsable --array="$array" "${limits[@]}" --requeue --open-mode=append \
    --output="$dir/logs/shard-%a.log" "$here/slurm-shard.sbatch" \
    "$unblock" "$dir" "$shards" "$retries" "$kill_once" "$@"); then
    # sbatch said why above; nothing runs, so the folders made for the run go.
    echo "slurm-submit.sh: error: sbatch refused the shards' job; nothing submitted" >&2
    unmake
    exit 1
  fi
  array_job=${array_job%%;*}
  echo "shards: job $array_job, tasks $array ($((shards - ${#missing[@]})) of $shards finished already)"
  dependency=(--dependency=afterok:"$array_job" --kill-on-invalid-dep=yes)
else
  echo "shards: all $shards finished already"
fi
merge=(sbatch --parsable "${dependency[@]}" --cpus-per-task=1 --mem="$mem"
  --output="$dir/logs/merge.log" --open-mode=append)
$wait && merge+=(--wait)
echo "watch: squeue --me; tail -f $dir/logs/shard-*.log"
# sbatch --parsable prints the job id (with ';CLUSTER' on a multi-cluster setup), then, with
# --wait, waits for the job and exits with its status; its other lines pass on as they come.
"${merge[@]}" "$here/slurm-merge.sbatch" "$unblock" "$dir" "$shards" "$out" | {
  read -r merge_job || exit 0
  echo "merge: job ${merge_job%%;*}, into $out once every shard succeeded; logs in $dir/logs"
  cat
}
