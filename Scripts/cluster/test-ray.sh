#!/usr/bin/env bash
# The Ray counterpart of test-slurm.sh, run by hand (the test command runs the Slurm one;
# Ray's start-up alone takes about a minute here): starts a local Ray cluster (a head and
# two workers), enumerates 5x5 and 4x4 with walls in 8 shards each as Ray tasks, kills
# shard 3's worker once so Ray retries it, merges, and compares with the unsharded run.
#
#   pip install ray && Scripts/cluster/test-ray.sh UNBLOCK
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
unblock=$(realpath "${1:?usage: test-ray.sh UNBLOCK}")
work=$(mktemp -d)
trap 'bash "$here/ray-local.sh" stop "$work/ray"; rm -rf "$work"' EXIT
address=$(bash "$here/ray-local.sh" start "$work/ray")
echo "ray: head and two workers at $address"

status=0
for run in "5x5|--size 5x5" "4x4-walls|--size 4x4 --walls 0...2"; do
  name=${run%%|*}
  read -ra options <<<"${run#*|}"
  "$unblock" enumerate "${options[@]}" -o "$work/$name.whole.txt" >/dev/null
  log="$work/$name.log"
  if ! python3 "$here/ray-enumerate.py" --address "$address" --shards 8 --dir "$work/$name" \
    -o "$work/$name.merged.txt" --unblock "$unblock" --retries 1 --kill-once 3 \
    -- "${options[@]}" >"$log" 2>&1; then
    echo "ray: the $name run failed:" >&2
    cat "$log" >&2
    status=1
  elif ! grep -q "shard 3/8: killing its worker" "$log" || ! grep -q "will be retried" "$log" \
    || ! grep -q "] shard 3/8 in " "$log"; then
    echo "ray: the $name run did not show shard 3's worker killed and the task retried:" >&2
    cat "$log" >&2
    status=1
  elif cmp "$work/$name.whole.txt" "$work/$name.merged.txt"; then
    echo "ray: $name, 8 shards, shard 3's worker killed once and retried, merged: the same $(wc -c <"$work/$name.whole.txt") bytes as the unsharded run"
  else
    status=1
  fi
done
exit "$status"
