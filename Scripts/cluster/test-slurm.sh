#!/usr/bin/env bash
# The test command's cluster stage: starts a real one-node Slurm cluster, enumerates boards
# (by default 5x5, and 4x4 with walls) in 8 shards each as Slurm array jobs, kills one task of each once so Slurm
# runs it again, merges with the afterok merge job, and compares each merge byte for byte
# with the unsharded run. Stops the cluster whatever happens.
#
#   Scripts/cluster/test-slurm.sh UNBLOCK ['NAME|ENUMERATE-OPTIONS'...]
#
# The runs default to the issue's, 5x5 and 4x4 with up to 2 walls; the test command names
# smaller ones while the debug build's enumerator takes minutes over those.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
unblock=$(realpath "${1:?usage: test-slurm.sh UNBLOCK ['NAME|ENUMERATE-OPTIONS'...]}")
shift
work=$(mktemp -d)
trap 'bash "$here/slurm-local.sh" stop "$work/slurm"; rm -rf "$work"' EXIT
eval "$(bash "$here/slurm-local.sh" start "$work/slurm")"
echo "slurm: node $(sinfo -h -o '%n %c CPUs %m MB') idle"

# name, then enumerate's options.
runs=("5x5|--size 5x5" "4x4-walls|--size 4x4 --walls 0...2")
(($#)) && runs=("$@")
pids=()
for run in "${runs[@]}"; do
  name=${run%%|*}
  read -ra options <<<"${run#*|}"
  "$unblock" enumerate "${options[@]}" -o "$work/$name.whole.txt" >/dev/null
  # A stuck cluster fails the stage after 5 minutes rather than hang the test command.
  timeout 300 bash "$here/slurm-submit.sh" --shards 8 --dir "$work/$name" -o "$work/$name.merged.txt" \
    --unblock "$unblock" --mem 500M --retries 1 --kill-once 3 --wait -- "${options[@]}" \
    >"$work/$name.submit.log" 2>&1 &
  pids+=($!)
done
status=0
for index in "${!runs[@]}"; do
  name=${runs[index]%%|*}
  if ! wait "${pids[index]}"; then
    echo "slurm: the $name run failed:" >&2
    cat "$work/$name.submit.log" "$work/$name"/logs/*.log >&2 || true
    status=1
    continue
  fi
  # The array is submitted as a range of task ids, never one id each.
  if ! grep -q "tasks 0-7 (0 of 8 finished already)" "$work/$name.submit.log"; then
    echo "slurm: the $name run's array was not submitted as the range 0-7:" >&2
    cat "$work/$name.submit.log" >&2
    status=1
  fi
  log="$work/$name/logs/shard-3.log"
  if ! grep -q "shard 3/8, attempt 1 on .*: killed with SIGKILL" "$log" \
    || ! grep -q "shard 3/8, attempt 1 on .*: failed with status 137; requeued" "$log" \
    || ! grep -q "shard 3/8, attempt 2 on .*: wrote " "$log"; then
    echo "slurm: the $name run did not show shard 3 killed, requeued and run again:" >&2
    cat "$log" >&2
    status=1
  fi
  if cmp "$work/$name.whole.txt" "$work/$name.merged.txt"; then
    echo "slurm: $name, 8 shards, shard 3 killed once and rerun, merged: the same $(wc -c <"$work/$name.whole.txt") bytes, $(grep -vc '^#' "$work/$name.whole.txt") puzzles, as the unsharded run"
  else
    status=1
  fi
done
# More shards than the cluster's MaxArraySize is refused before any dry run or folder.
max_array=$(scontrol show config | awk '$1 == "MaxArraySize" { print $3 }')
refused=0
said=$(bash "$here/slurm-submit.sh" --shards $((max_array + 1)) --dir "$work/big" \
  -o "$work/big.txt" --unblock "$unblock" -- --size 4x4 2>&1) || refused=$?
if ((refused != 2)) || [[ -e $work/big ]] \
  || [[ $said != *"is more than this cluster's MaxArraySize ($max_array)"* ]]; then
  echo "slurm: --shards $((max_array + 1)) was not refused (status $refused): $said" >&2
  status=1
else
  echo "slurm: --shards $((max_array + 1)) refused, more than MaxArraySize $max_array"
fi
exit "$status"
